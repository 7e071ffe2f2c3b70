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
