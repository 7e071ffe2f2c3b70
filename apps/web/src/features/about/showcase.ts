import { createAppAsyncThunk } from '../../app/hooks';
import type { ServiceType } from '../../app/paths';

/** One cover picture of each service type, for the editorial pages (no external images). */
export type Showcase = Partial<Record<ServiceType, string>>;

const showcaseTypes: ServiceType[] = ['villas', 'yachts', 'apartments', 'cars'];

/**
 * The first cover of each type from the catalogue (GET /api/{type}?limit=1). Decoration only: a type
 * that fails is left out and the page draws its gradient instead. The loader returns the result (no
 * slice keeps it: nothing else reads it), and react-router carries it from the server to the browser.
 */
export const fetchShowcase = createAppAsyncThunk('about/showcase', async (_arg, { extra }) => {
  const covers = await Promise.all(
    showcaseTypes.map(async (type) => {
      try {
        const { data } = await extra.api.get<{ images?: string[] }[]>(`/${type}`, { params: { limit: 1 } });
        const cover = data[0]?.images?.[0];
        return cover ? ([type, cover] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  const showcase: Showcase = {};
  for (const entry of covers) if (entry) showcase[entry[0]] = entry[1];
  return showcase;
});
