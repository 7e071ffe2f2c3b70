import { paths } from '../../app/paths';

/** The guest's private page: the reservation and the access token that opens it. */
export function guestReservationUrl(id: number | string, accessToken: string): string {
  return `${paths.reservations.detail(id)}?${new URLSearchParams({ access: accessToken })}`;
}

/** The PDF of the reservation, for the guest (same token), in the page's language. */
export function guestPdfUrl(id: number | string, accessToken: string, language: string): string {
  const query = new URLSearchParams({ access: accessToken, lang: language === 'en' ? 'en' : 'es' });
  return `/api/reservations/${encodeURIComponent(id)}/pdf/download?${query}`;
}
