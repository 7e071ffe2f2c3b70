import { formatUsd } from '@app/shared/money';
import { formatRate, quoteLabels } from '@app/shared/pricing/pricing-messages';
import { isRentLine, type QuoteBody } from '@app/shared/pricing/quote';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/language';
import styles from './quote-breakdown.module.css';

interface QuoteBreakdownProps {
  /** A quote of POST /api/quotes, in dollars, its labels already in the page's language. */
  quote: QuoteBody;
  className?: string;
}

/**
 * The all-in price of a stay before the visitor books (issue 17; US rules ask short-term lodging to
 * show it): rent by rate, the discount, each fee, each tax, the total, and the refundable deposit
 * apart from it. Presentational and free of zod and MUI: it sits on the public service page.
 */
export function QuoteBreakdown({ quote, className }: QuoteBreakdownProps) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'es';
  const words = quoteLabels[lang];
  const money = (amount: number) => formatUsd(amount, lang, { cents: 'auto' });
  const rent = quote.lines.filter(isRentLine);
  const fees = quote.lines.filter((line) => !isRentLine(line));

  return (
    <section className={[styles.quote, className].filter(Boolean).join(' ')} aria-label={words.total}>
      <table className={styles.table}>
        <tbody>
          {rent.map((line) => (
            <Row key={`${line.code}:${line.unitAmount}`} label={line.label} amount={money(line.amount)} />
          ))}
          {quote.discount > 0 && <Row label={words.discount} amount={money(-quote.discount)} tone="saving" />}
          {fees.map((line) => (
            <Row key={line.code} label={line.label} amount={money(line.amount)} />
          ))}
          {quote.taxes.map((tax) => (
            <Row
              key={tax.code}
              label={`${tax.label} (${formatRate(tax.rate, lang)})`}
              amount={money(tax.amount)}
              tone="tax"
            />
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{words.total}</th>
            <td>{money(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.deposit > 0 && (
        <p className={styles.deposit}>
          <span>{words.deposit}</span> <strong>{money(quote.deposit)}</strong>
          <span className={styles.note}>{words.depositNote}</span>
        </p>
      )}
    </section>
  );
}

function Row({ label, amount, tone }: { label: string; amount: string; tone?: 'saving' | 'tax' }) {
  return (
    <tr className={tone ? styles[tone] : undefined}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}
