import { toBundle } from '../to-bundle';

export default toBundle(
  import.meta.glob<Record<string, unknown>>(['../es/*.json', '!../es/admin*.json'], {
    eager: true,
    import: 'default',
  }),
);
