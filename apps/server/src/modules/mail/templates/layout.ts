import type { Language } from '@app/shared/site';
import type { Business } from '../../documents/business.ts';
import { html, type SafeHtml, safeHref } from './html.ts';

/** A rendered e-mail: what goes in the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The look of every e-mail: a dark card with gold accents, built from tables with inline styles and
 * bgcolor attributes, the only styling that survives Gmail, Outlook and Apple Mail alike. Fonts fall back
 * from Georgia (headings) and Helvetica/Arial (text) to what the reader has.
 */
const color = {
  page: '#0d0d0d',
  card: '#171717',
  border: '#2a2620',
  gold: '#c9a45c',
  text: '#e9e4da',
  muted: '#a39d92',
  rule: '#2b2b2b',
  strong: '#ffffff',
};
const serif = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export interface DetailRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** Label / value rows, the value right-aligned. */
export function detailsTable(rows: DetailRow[]): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 4px">
${rows.map(
  (row) => html`<tr>
<td style="padding:10px 0;border-bottom:1px solid ${color.rule};font-family:${sans};font-size:13px;color:${color.muted}">${row.label}</td>
<td align="right" style="padding:10px 0;border-bottom:1px solid ${color.rule};font-family:${sans};font-size:${row.strong ? '16px' : '14px'};color:${row.strong ? color.gold : color.text};font-weight:${row.strong ? '700' : '400'}">${row.value}</td>
</tr>`,
)}
</table>`;
}

export function sectionHeading(text: string): SafeHtml {
  return html`<p style="margin:28px 0 4px;font-family:${sans};font-size:11px;letter-spacing:2px;text-transform:uppercase;color:${color.gold}">${text}</p>`;
}

export function paragraph(content: string | SafeHtml): SafeHtml {
  return html`<p style="margin:0 0 16px;font-family:${sans};font-size:15px;line-height:24px;color:${color.text}">${content}</p>`;
}

/** The reservation code in a gold frame. */
export function codeBadge(label: string, code: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr>
<td style="border:1px solid ${color.gold};padding:12px 20px">
<p style="margin:0;font-family:${sans};font-size:10px;letter-spacing:2px;text-transform:uppercase;color:${color.muted}">${label}</p>
<p style="margin:4px 0 0;font-family:${serif};font-size:22px;letter-spacing:2px;color:${color.gold}">${code}</p>
</td></tr></table>`;
}

/** A highlighted line (a status, an amount received). */
export function highlight(label: string, value: string): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 8px"><tr>
<td bgcolor="#201c15" style="background:#201c15;border-left:3px solid ${color.gold};padding:14px 18px">
<p style="margin:0;font-family:${sans};font-size:11px;letter-spacing:1.5px;text-transform:uppercase;color:${color.muted}">${label}</p>
<p style="margin:4px 0 0;font-family:${serif};font-size:20px;color:${color.strong}">${value}</p>
</td></tr></table>`;
}

export interface LayoutInput {
  language: Language;
  business: Business;
  /** Shown by mail clients next to the subject, hidden in the body. */
  preheader: string;
  title: string;
  body: SafeHtml;
  /** The small print under the contact block. */
  footnote: string;
}

export function renderLayout(input: LayoutInput): string {
  const { business } = input;
  const whatsapp = `https://wa.me/${business.whatsapp}`;
  return html`<!DOCTYPE html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<meta name="supported-color-schemes" content="dark light">
<title>${input.title}</title>
</head>
<body style="margin:0;padding:0;background:${color.page}" bgcolor="${color.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${color.page}">${input.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${color.page}" style="background:${color.page}">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td align="center" style="padding:8px 0 24px">
<p style="margin:0;font-family:${serif};font-size:22px;letter-spacing:4px;text-transform:uppercase;color:${color.gold}">${business.name}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:12px auto 0"><tr><td width="56" height="1" bgcolor="${color.gold}" style="background:${color.gold};font-size:0;line-height:0">&nbsp;</td></tr></table>
</td></tr>
<tr><td bgcolor="${color.card}" style="background:${color.card};border:1px solid ${color.border};padding:36px 36px 28px">
<h1 style="margin:0 0 18px;font-family:${serif};font-size:26px;line-height:34px;font-weight:400;color:${color.strong}">${input.title}</h1>
${input.body}
</td></tr>
<tr><td align="center" style="padding:24px 12px 8px;font-family:${sans};font-size:12px;line-height:20px;color:${color.muted}">
<p style="margin:0;color:${color.text}">${business.name}</p>
<p style="margin:0">${business.addressLines.join(' · ')}</p>
<p style="margin:0"><a href="${safeHref(`tel:+${business.phone.replace(/\D/g, '')}`)}" style="color:${color.gold};text-decoration:none">${business.phone}</a> · <a href="${safeHref(whatsapp)}" style="color:${color.gold};text-decoration:none">WhatsApp</a> · <a href="${safeHref(`mailto:${business.email}`)}" style="color:${color.gold};text-decoration:none">${business.email}</a></p>
<p style="margin:12px 0 0;font-size:11px;color:#6f6a62">${input.footnote}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`.value;
}

/** The plain-text part: the same content, readable in any client. */
export function renderText(input: {
  business: Business;
  title: string;
  paragraphs: string[];
  sections: Array<{ heading?: string; rows: DetailRow[] } | { heading?: string; text: string }>;
  footnote: string;
}): string {
  const lines: string[] = [input.business.name.toUpperCase(), '', input.title, ''];
  for (const p of input.paragraphs) lines.push(p, '');
  for (const section of input.sections) {
    if (section.heading) lines.push(section.heading.toUpperCase());
    if ('rows' in section) {
      const width = Math.max(...section.rows.map((row) => row.label.length), 0) + 1;
      for (const row of section.rows) lines.push(`${`${row.label}:`.padEnd(width)} ${row.value}`);
    } else {
      lines.push(section.text);
    }
    lines.push('');
  }
  lines.push(
    '--',
    input.business.name,
    input.business.addressLines.join(' · '),
    `${input.business.phone} · WhatsApp https://wa.me/${input.business.whatsapp} · ${input.business.email}`,
    '',
    input.footnote,
  );
  return `${lines.join('\n')}\n`;
}
