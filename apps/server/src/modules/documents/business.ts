import { formatPhone, type SiteContent } from '@app/shared/site';
import { defaultSiteContentFile, loadSiteContent } from '../site/site-content.ts';

/** The business as documents and e-mails show it (from apps/server/content/site.json). */
export interface Business {
  name: string;
  addressLines: string[];
  phone: string;
  secondaryPhone: string;
  email: string;
  whatsapp: string;
  instagramUrl: string;
}

export function toBusiness(site: SiteContent): Business {
  const a = site.address;
  return {
    name: site.businessName,
    addressLines: [a.street, `${a.city}, ${a.region} ${a.postalCode}`],
    phone: formatPhone(site.phones.us),
    secondaryPhone: formatPhone(site.phones.argentina),
    email: site.email,
    whatsapp: site.whatsapp.number,
    instagramUrl: site.instagramUrl,
  };
}

// The content is read once per file, like GET /api/site does (edit the file, then restart).
const loaded = new Map<string, Promise<Business>>();

/** The business facts through the site module's loader; a broken file rejects with its message. */
export function loadBusiness(file: string = defaultSiteContentFile): Promise<Business> {
  let business = loaded.get(file);
  if (!business) {
    business = loadSiteContent(file).then(toBusiness);
    business.catch(() => loaded.delete(file));
    loaded.set(file, business);
  }
  return business;
}
