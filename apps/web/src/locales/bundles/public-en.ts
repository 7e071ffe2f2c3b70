import { toBundle } from '../to-bundle';

export default toBundle(
  import.meta.glob<Record<string, unknown>>(['../en/*.json', '!../en/admin*.json'], {
    eager: true,
    import: 'default',
  }),
);
