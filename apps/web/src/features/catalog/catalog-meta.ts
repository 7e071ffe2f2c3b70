import type { AnyNamespaceT, MetaContext, MetaFunction } from '../../app/page-meta';
import { paths, serviceTypes } from '../../app/paths';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import { pageUrl } from '../seo/head-tags';
import { breadcrumbJsonLd, serviceJsonLd } from '../seo/json-ld';
import { siteBrand } from '../seo/site-brand';
import { isServiceType, type ServiceType, serviceDescription, serviceName } from './service-model';

/*
 * Titles, descriptions, pictures and JSON-LD of the catalogue's pages (app/page-meta.tsx). Loaded with
 * the pages (catalog-routes.ts returns them from `lazy`), not with every page's first download.
 */

const META_DESCRIPTION_MAX = 160;

/** A description cut at a word for <meta name="description"> (search engines show about 160 characters). */
export function clip(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length).replace(/[,.;:]$/, '')}…`;
}

function crumbs(t: AnyNamespaceT, { origin, lang }: MetaContext, type?: ServiceType) {
  const items = [
    { name: t('catalog:nav.home'), url: pageUrl(origin, paths.home, lang) },
    { name: t('catalog:nav.services'), url: pageUrl(origin, paths.services.root, lang) },
  ];
  if (type)
    items.push({
      name: t(`catalog:types.${type}.name`),
      url: pageUrl(origin, paths.services.type(type), lang),
    });
  return items;
}

export const overviewMeta: MetaFunction = (t, context) => {
  const summaries = context.state.catalog.summaries.items;
  const cover = serviceTypes.map((type) => summaries[type]?.cover).find(Boolean) ?? undefined;
  // The first type's card is the page's largest picture (services-overview-page.tsx).
  const firstCard = summaries[serviceTypes[0]]?.cover;
  return {
    title: `${t('catalog:meta.overviewTitle')} · ${siteBrand(t, context.state)}`,
    description: t('catalog:meta.overviewDescription'),
    ...(cover ? { image: cover } : {}),
    ...(firstCard ? { preloadImage: responsiveImage(firstCard, imageSizes.typeCardWide) } : {}),
    jsonLd: [breadcrumbJsonLd(crumbs(t, context))],
  };
};

export const listMeta: MetaFunction = (t, context) => {
  const type = context.params.type ?? '';
  if (!isServiceType(type)) {
    return {
      title: `${t('catalog:errors.invalidType', { type })} · ${siteBrand(t, context.state)}`,
      noindex: true,
    };
  }
  const list = context.state.catalog.lists[type];
  const cover = list.items.find((item) => item.images.length > 0)?.images[0];
  // The first card's photo is the page's largest picture (service-list-page.tsx).
  const firstCard = list.items[0]?.images[0];
  if (list.status === 'failed')
    return { title: `${t('catalog:meta.errorTitle')} · ${siteBrand(t, context.state)}`, noindex: true };
  return {
    title: `${t(`catalog:types.${type}.metaTitle`)} · ${siteBrand(t, context.state)}`,
    description: t(`catalog:types.${type}.metaDescription`),
    ...(cover ? { image: cover } : {}),
    ...(firstCard ? { preloadImage: responsiveImage(firstCard, imageSizes.serviceCard) } : {}),
    jsonLd: [
      breadcrumbJsonLd(crumbs(t, context, type)),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: list.items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: serviceName(item, context.lang),
          url: pageUrl(context.origin, paths.services.detail(type, item.id), context.lang),
        })),
      },
    ],
  };
};

export const detailMeta: MetaFunction = (t, context) => {
  const type = context.params.type ?? '';
  const { selected } = context.state.catalog;
  if (!isServiceType(type)) {
    return {
      title: `${t('catalog:errors.invalidType', { type })} · ${siteBrand(t, context.state)}`,
      noindex: true,
    };
  }
  const service = selected.type === type && String(selected.id) === context.params.id ? selected.item : null;
  if (!service) {
    const title =
      selected.errorStatus === 404 ? t('catalog:meta.notFoundTitle') : t('catalog:meta.errorTitle');
    return { title: `${title} · ${siteBrand(t, context.state)}`, noindex: true };
  }
  const name = serviceName(service, context.lang);
  const description = serviceDescription(service, context.lang) || t(`catalog:types.${type}.metaDescription`);
  const url = pageUrl(context.origin, paths.services.detail(type, service.id), context.lang);
  const cover = service.images[0];
  return {
    title: `${name} · ${t(`catalog:meta.detailSuffix.${type}`)} · ${siteBrand(t, context.state)}`,
    description: clip(description),
    type: 'product',
    ...(cover
      ? { image: cover, imageAlt: name, preloadImage: responsiveImage(cover, imageSizes.galleryMain) }
      : {}),
    jsonLd: [
      serviceJsonLd({
        type,
        service,
        name,
        description,
        url,
        origin: context.origin,
        category: t(`catalog:types.${type}.singular`),
      }),
      breadcrumbJsonLd([...crumbs(t, context, type), { name, url }]),
    ],
  };
};
