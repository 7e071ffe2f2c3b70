import { toBundle } from '../to-bundle';

export default toBundle(
  import.meta.glob<Record<string, unknown>>('../es/admin*.json', { eager: true, import: 'default' }),
);
