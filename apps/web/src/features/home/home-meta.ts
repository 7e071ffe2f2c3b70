import type { MetaFunction } from '../../app/page-meta';
import { localBusinessJsonLd } from '../seo/business-json-ld';
import { siteBrand } from '../seo/site-brand';
import { heroImageOf } from './home-route';

/** The home page's title, description, picture and the business's JSON-LD; loaded with the page. */
export const homeMeta: MetaFunction = (t, { state, origin, lang }) => {
  const hero = heroImageOf(state.catalog.summaries, state.site.content, lang);
  const { home } = state;
  const description = t('home:meta.description');
  return {
    title: `${siteBrand(t, state)} · ${t('home:meta.title')}`,
    description,
    ...(hero ? { image: hero.src, imageAlt: hero.name, preloadImage: { src: hero.src } } : {}),
    jsonLd: [
      localBusinessJsonLd({
        site: state.site.content,
        name: siteBrand(t, state),
        description,
        origin,
        image: hero?.src,
        rating:
          home.status === 'succeeded' ? { value: home.averageRating, count: home.reviewCount } : undefined,
      }),
    ],
  };
};
