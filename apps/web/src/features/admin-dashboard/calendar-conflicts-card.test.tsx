import type { CalendarConflict } from '@app/shared/calendars';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { CalendarConflictsCard } from './calendar-conflicts-card';

const conflicts: CalendarConflict[] = [
  {
    blockId: 41,
    importId: 3,
    importName: 'Airbnb',
    serviceType: 'apartments',
    serviceId: 12,
    serviceName: 'Brickell 2B',
    start: '2027-02-01',
    end: '2027-02-04',
    reservationId: 90,
    reservationCode: 'RSV-0090',
  },
  {
    blockId: 42,
    importId: 5,
    importName: 'Boatsetter',
    serviceType: 'yachts',
    serviceId: 31,
    serviceName: 'Azimut 62',
    start: '2027-03-05T15:00:00.000Z',
    end: '2027-03-05T19:00:00.000Z',
    reservationId: 91,
    reservationCode: 'RSV-0091',
  },
];

function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest('section');
  if (!card) throw new Error('the card is a section');
  return card;
}

describe('calendar conflicts on the dashboard', () => {
  it('lists each imported event over a reservation with links to both sides', async () => {
    fakeAdminApi({ 'GET /calendar-conflicts': { status: 200, data: conflicts } });
    renderWithProviders(<CalendarConflictsCard />, { route: '/admin' });

    const card = cardOf(await screen.findByRole('heading', { name: 'Calendar conflicts' }));
    const [stay, charter] = within(card).getAllByRole('listitem');
    if (!stay || !charter) throw new Error('two conflicts expected');
    expect(within(stay).getByText('Brickell 2B · Airbnb: 02-01-2027 – 02-04-2027')).toBeVisible();
    expect(within(stay).getByRole('link', { name: 'reservation RSV-0090' })).toHaveAttribute(
      'href',
      '/admin/reservations/90',
    );
    expect(within(stay).getByRole('link', { name: 'calendar sync of Brickell 2B' })).toHaveAttribute(
      'href',
      '/admin/apartments/edit/12#calendar-sync',
    );
    // A charter's times on Miami's clock.
    expect(
      within(charter).getByText(/Azimut 62 · Boatsetter: 03-05-2027 10:00 – 03-05-2027 14:00/),
    ).toBeVisible();
    expect(within(charter).getByRole('link', { name: 'calendar sync of Azimut 62' })).toHaveAttribute(
      'href',
      '/admin/services/yachts/edit/31#calendar-sync',
    );
  });

  it('says it in Spanish', async () => {
    fakeAdminApi({ 'GET /calendar-conflicts': { status: 200, data: conflicts.slice(0, 1) } });
    renderWithProviders(<CalendarConflictsCard />, { route: '/admin', lang: 'es' });

    const card = cardOf(await screen.findByRole('heading', { name: 'Conflictos de calendario' }));
    expect(within(card).getByText(/Se superpone con/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'la reserva RSV-0090' })).toBeVisible();
  });

  it('shows nothing while there is no conflict', async () => {
    const { calls } = fakeAdminApi({ 'GET /calendar-conflicts': { status: 200, data: [] } });
    const { container } = renderWithProviders(<CalendarConflictsCard />, { route: '/admin' });
    await waitFor(() => expect(calls.some((call) => call.url === '/calendar-conflicts')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});
