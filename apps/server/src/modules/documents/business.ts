import { formatPhone, type SiteContent } from '@app/shared/site';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteContent } from '../site/site-store.ts';

/** The business as documents and e-mails show it (the site content, GET /api/site). */
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

/** The business facts as they stand (the owner's saved content, else the file's). */
export async function loadBusiness(db: DbOrTx): Promise<Business> {
  return toBusiness(await readSiteContent(db));
}
