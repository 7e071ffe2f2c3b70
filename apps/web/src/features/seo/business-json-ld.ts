import type { SiteContent } from '@app/shared/site';
import { absoluteUrl } from './head-tags';

/** Structured data of the business (schema.org LocalBusiness) with the rating of its own reviews: the home page's. */
export interface BusinessJsonLdInput {
  site: SiteContent | null;
  name: string;
  description: string;
  origin: string;
  image?: string | undefined;
  /** Average of the visible own reviews and their count; left out when there are none. */
  rating?: { value: number; count: number } | undefined;
}

export function localBusinessJsonLd({ site, name, description, origin, image, rating }: BusinessJsonLdInput) {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: site?.businessName ?? name,
    description,
    url: `${origin}/`,
    priceRange: '$$$',
    areaServed: { '@type': 'City', name: 'Miami' },
  };
  if (image) data.image = absoluteUrl(origin, image);
  if (site) {
    data.email = site.email;
    data.telephone = `+${site.phones.us}`;
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    };
    data.sameAs = [site.instagramUrl];
  }
  if (rating && rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
