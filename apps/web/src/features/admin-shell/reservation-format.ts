import { formatDate } from '@app/shared/dates';
import { formatUsd } from '@app/shared/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money in US dollars, always with cents (an accounting screen lines amounts up), and dates as SPEC.md
 * section 5 writes them: MM-DD-YYYY, instants on the business's clock with HH:mm.
 */
export function useReservationFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return useMemo(
    () => ({
      lang,
      money: (amount: number) => formatUsd(amount, lang, { cents: 'always' }),
      /** $1,200 for figures at a glance (calendar, chips). */
      shortMoney: (amount: number) => formatUsd(amount, lang),
      date: (value: string | null | undefined) => formatDate(value),
      dateTime: (value: string | null | undefined) => formatDate(value, { time: true }),
    }),
    [lang],
  );
}

/**
 * When a booking (or a request for one) is, as the lists say it: a stay's dates ('03-05-2027 →
 * 03-10-2027'); a car's or yacht's times on Miami's clock ('06-05-2027 10:00 → 14:00', the end's day
 * written when it differs).
 */
export function periodText(period: {
  startDate: string;
  endDate: string;
  startAt: string | null;
  endAt: string | null;
}): string {
  if (!period.startAt || !period.endAt)
    return `${formatDate(period.startDate)} → ${formatDate(period.endDate)}`;
  const start = formatDate(period.startAt, { time: true });
  const end = formatDate(period.endAt, { time: true });
  return `${start} → ${start.slice(0, 10) === end.slice(0, 10) ? end.slice(11) : end}`;
}
