import { monthlySummaryFileName } from '@app/shared/documents';
import { mailMessages } from '@app/shared/mail';
import type { Language } from '@app/shared/site';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadBusiness } from '../documents/business.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMonthlySummaryMail } from '../mail/templates/business-mails.ts';
import { buildMonthlySummary } from './monthly-summary.ts';
import { renderSummaryPdf } from './summary-pdf.ts';

/** GET .../pdf: the month's PDF and its file name (SPEC.md section 7). */
export async function generateSummaryPdf(
  db: Db,
  year: number,
  month: number,
  language: Language,
  now = new Date(),
) {
  const data = await buildMonthlySummary(db, year, month, now);
  const content = await renderSummaryPdf(data, await loadBusiness(db), { language, generatedAt: now });
  return { content, fileName: monthlySummaryFileName(year, month) };
}

/**
 * POST .../send: the summary e-mail with its PDF, queued to BUSINESS_EMAIL (400 naming the variable when
 * it is not set). The PDF is rendered before the short transaction that queues it, so a long month does
 * not hold a database connection while it is drawn.
 */
export async function sendMonthlySummary(
  db: Db,
  input: { year: number; month: number; language: Language; businessEmail: string | null },
): Promise<number> {
  const { year, month, language, businessEmail } = input;
  if (!businessEmail) throw new AppError('BUSINESS_EMAIL_MISSING', mailMessages.businessEmailMissing);
  const now = new Date();
  const business = await loadBusiness(db);
  const data = await buildMonthlySummary(db, year, month, now);
  const pdf = await renderSummaryPdf(data, business, { language, generatedAt: now });
  const mail = renderMonthlySummaryMail(data.figures, business, language);
  return db.transaction(async (tx) => {
    const row = await enqueueMail(tx, {
      kind: 'monthly_summary',
      to: businessEmail,
      ...mail,
      language,
      reference: `summary:${year}-${month}`,
      attachments: [
        { filename: monthlySummaryFileName(year, month), contentType: 'application/pdf', content: pdf },
      ],
    });
    return row.id;
  });
}
