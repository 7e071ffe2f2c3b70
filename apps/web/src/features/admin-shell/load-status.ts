/** The load status every admin list has (SPEC.md section 4). */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Lists the back-office keeps: items, their load status and the error of the last load. */
export interface ListState<T> {
  items: T[];
  status: LoadStatus;
  error: string | null;
}

export function emptyList<T>(): ListState<T> {
  return { items: [], status: 'idle', error: null };
}

// The list rules of SPEC.md section 4, for the reducers of every admin slice (Immer drafts).

/** Create adds the item (first, where new items show), unless it is already there. */
export function addItem<T extends { id: number }>(items: T[], item: T): void {
  if (!items.some((existing) => existing.id === item.id)) items.unshift(item);
}

/** Update replaces the item with the same id. */
export function replaceItem<T extends { id: number }>(items: T[], item: T): void {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index >= 0) items[index] = item;
}

/** Delete removes it. Returns whether it was there. */
export function removeItem<T extends { id: number }>(items: T[], id: number): boolean {
  const index = items.findIndex((existing) => existing.id === id);
  if (index < 0) return false;
  items.splice(index, 1);
  return true;
}
