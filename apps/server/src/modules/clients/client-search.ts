import { and, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every word of `q` must appear (case-insensitively) in the name, lastname, e-mail or phone: one ILIKE
 * on the stored search text (clients.search_text, trigram-indexed). A word with three or more digits also
 * matches the phone's digits, so '3055550101' finds '+1 (305) 555-0101'.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  const text = clients.searchText;
  const phoneDigits = clients.phoneDigits;
  return and(
    ...words.map((word) => {
      const inText = sql`${text} ilike ${`%${escapeLike(word)}%`}`;
      const digits = word.replace(/\D/g, '');
      return digits.length >= 3 ? sql`(${inText} or ${phoneDigits} like ${`%${digits}%`})` : inText;
    }),
  );
}
