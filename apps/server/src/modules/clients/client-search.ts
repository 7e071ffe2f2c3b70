import { and, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Text typed as a phone number: digits, spaces and phone punctuation only, three digits at least. */
export const phoneLike = (text: string) => /^[+\d().\s-]+$/.test(text) && text.replace(/\D/g, '').length >= 3;

/**
 * Every word of `q` must appear (case-insensitively) in the name, lastname, e-mail or phone: one ILIKE
 * on the stored search text (clients.search_text, trigram-indexed). A word written as a phone number
 * also matches the phone's digits, so '3055550101' finds '+1 (305) 555-0101'; the digits inside an
 * e-mail or a name ('e2e.mx07@example.com') are not a phone number.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  const text = clients.searchText;
  const phoneDigits = clients.phoneDigits;
  return and(
    ...words.map((word) => {
      const inText = sql`${text} ilike ${`%${escapeLike(word)}%`}`;
      if (!phoneLike(word)) return inText;
      return sql`(${inText} or ${phoneDigits} like ${`%${word.replace(/\D/g, '')}%`})`;
    }),
  );
}
