import { useSearchParams } from 'react-router';

/**
 * A back-office list's place in the URL (shareable, the back button works): its 0-based page (?page=2
 * is the second) and a way to change any query parameter, null removing it.
 */
export function useListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;

  const setQuery = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  /** Goes to a 0-based page (the first has no parameter). */
  const setPage = (next: number) => setQuery({ page: next === 0 ? null : String(next + 1) });

  return { searchParams, page, setQuery, setPage };
}

/** A whole number above 0 read from the URL, else the fallback (a page, a size, an id). */
export function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * A list's filters, search, page and size in the URL, changed in place (typing a search does not fill
 * the history): null or '' removes a parameter, and page 1 is the list without one.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setQuery = (changes: Record<string, string | number | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { searchParams, setQuery };
}
