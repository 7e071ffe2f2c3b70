// ---------------------------------------------------------------------------------------------------
// The name a review is shown under, on the home page and on /reviews alike. No imports: the public
// pages use it, and reviews.ts would bring zod into their download.
// ---------------------------------------------------------------------------------------------------

/**
 * Guests' privacy: the first name and the initial of the last word ('Valentina Rossi' -> 'Valentina R.',
 * 'María José de la Cruz' -> 'María C.'); a single name as it is; null for a review left without a name.
 */
export function reviewerName(first: string, last = ''): string | null {
  const words = `${first} ${last}`.trim().split(/\s+/).filter(Boolean);
  const [given] = words;
  if (!given) return null;
  if (words.length === 1) return given;
  const initial = Array.from(words.at(-1) ?? '')[0]?.toLocaleUpperCase() ?? '';
  return `${given} ${initial}.`;
}
