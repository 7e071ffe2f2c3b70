import type { AnyNamespaceT } from '../../app/page-meta';
import type { RootState } from '../../app/store';

/** The business's name in titles: the owner's (site content, GET /api/site), else the bundled one. */
export function siteBrand(t: AnyNamespaceT, state: RootState): string {
  return state.site.content?.businessName ?? t('common:brand.name');
}
