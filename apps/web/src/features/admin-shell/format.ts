import { formatDate } from '@app/shared/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formatters in the admin's language: money in US dollars, dates as SPEC.md section 5 writes them. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 2,
    });
    const wholeMoney = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const number = new Intl.NumberFormat(locale);
    return {
      locale,
      /** $1,500.50 */
      money: (amount: number) => money.format(amount),
      /** $1,501: for figures at a glance. */
      wholeMoney: (amount: number) => wholeMoney.format(amount),
      number: (value: number) => number.format(value),
      /** MM-DD-YYYY (a calendar date as written, an instant on the business's clock). */
      date: (value: string | null | undefined) => formatDate(value),
      /** MM-DD-YYYY HH:mm */
      dateTime: (value: string | null | undefined) => formatDate(value, { time: true }),
    };
  }, [locale]);
}

/** Lower-case, without accents: 'José' is found by 'jose'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
