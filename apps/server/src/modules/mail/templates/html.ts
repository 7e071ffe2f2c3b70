/**
 * HTML built only through the `html` tag: every interpolated value is escaped unless it is already
 * SafeHtml (another `html` fragment). A guest's name such as `<b>Ana</b>` arrives as text, never markup.
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Escaped text with its line breaks kept (a visitor's message). */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>'),
  );
}

/** Only links we build ourselves: mailto:, tel:, https:, escaped for the attribute. */
export function safeHref(url: string): string {
  return /^(mailto:|tel:|https:\/\/)/i.test(url) ? url : '#';
}
