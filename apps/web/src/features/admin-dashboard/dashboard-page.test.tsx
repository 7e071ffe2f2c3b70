import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import type { BookingLead } from '@app/shared/inbox';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservationItem } from '../../test/reservation-fixtures';
import { DashboardPage } from './dashboard-page';

const admin = { id: 1, email: 'ana@example.com', name: 'Ana', role: 'owner' as const };
const total = (n: number) => ({ 'x-total-count': String(n) });

function overviewRoutes() {
  return {
    'GET /cars': { status: 200, data: [] },
    'GET /yachts': { status: 200, data: [] },
    'GET /apartments': { status: 200, data: [] },
    'GET /villas': { status: 200, data: [] },
    'GET /users': { status: 200, data: [] },
    'GET /contact': { status: 200, data: [] },
    'GET /bookings': { status: 200, data: [] },
  };
}
const overviewHeaders = {
  'GET /cars': total(5),
  'GET /yachts': total(3),
  'GET /apartments': total(7),
  'GET /villas': total(2),
  'GET /users': total(41),
  'GET /contact': total(4),
  'GET /bookings': total(1),
};

describe('dashboard', () => {
  it('greets the admin and shows the catalogue and inbox figures', async () => {
    fakeAdminApi(
      {
        ...overviewRoutes(),
        'GET /reservations': { status: 200, data: [] },
        'GET /reservation-payments/summary': {
          status: 200,
          data: { count: 0, received: 0, refunded: 0, net: 0, byMethod: {} },
        },
      },
      overviewHeaders,
    );
    renderWithProviders(<DashboardPage admin={admin} />, { route: '/admin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Apartments\s*7/ })).toHaveAttribute(
      'href',
      '/admin/apartments',
    );
    expect(screen.getByRole('link', { name: /Clients\s*41/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Unread messages\s*4/ })).toHaveAttribute(
      'href',
      '/admin/inbox/messages?show=unread',
    );
    expect(await screen.findByText(/Nobody arrives or leaves in the next 7 days/)).toBeVisible();
    expect(await screen.findByText('No payments recorded in the last 6 months')).toBeVisible();
  });

  it('stays useful before the reservations module answers (404)', async () => {
    fakeAdminApi(
      {
        ...overviewRoutes(),
        'GET /reservations': { status: 404, data: { message: 'Not Found' } },
        'GET /reservation-payments/summary': { status: 404, data: { message: 'Not Found' } },
      },
      overviewHeaders,
    );
    renderWithProviders(<DashboardPage admin={admin} />, { route: '/admin', lang: 'es' });

    expect(await screen.findByText('Aquí aparecerán las llegadas y salidas')).toBeVisible();
    expect(await screen.findByText('Aquí aparecerán los ingresos')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the revenue chart with the figures also in a table', async () => {
    // The dashboard's months are those of the business's calendar (Miami).
    const month = todayIn().slice(0, 7);
    fakeAdminApi(
      {
        ...overviewRoutes(),
        'GET /reservations': { status: 200, data: [] },
        'GET /reservation-payments/summary': (request) => {
          const thisMonth = (request.params as { from: string }).from === `${month}-01`;
          return {
            status: 200,
            data: {
              count: thisMonth ? 1 : 0,
              received: 0,
              refunded: 0,
              net: thisMonth ? 1250 : 0,
              byMethod: {},
            },
          };
        },
      },
      overviewHeaders,
    );
    renderWithProviders(<DashboardPage admin={admin} />, { route: '/admin' });

    const table = await screen.findByRole('table', { name: 'Payments received per month, last 6 months' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows.at(-1)).toHaveTextContent('$1,250');
    // The picture says the same; it is hidden from screen readers, who read the table.
    expect(document.querySelector('[aria-hidden] svg')).not.toBeNull();
    expect(screen.getAllByText('$1,250.00').length).toBeGreaterThan(0);
  });

  it('lists today’s charter and tomorrow’s car pickup with their times, and a lead’s next step', async () => {
    const today = todayIn();
    const tomorrow = addDays(today, 1);
    const at = (date: string, time: string) => zonedTimeToInstant(date, time).toISOString();
    const charter = reservationItem({
      id: 70,
      code: 'MIA-CHRT70',
      serviceType: 'yachts',
      apartmentName: 'Azimut 62 ft',
      unit: 'hour',
      units: 4,
      nights: null,
      startAt: at(today, '10:00'),
      endAt: at(today, '14:00'),
      checkInDate: today,
      checkOutDate: today,
      status: 'confirmed',
    });
    const car = reservationItem({
      id: 71,
      code: 'MIA-CAR071',
      serviceType: 'cars',
      apartmentName: 'Lamborghini Urus',
      unit: 'day',
      units: 2,
      nights: null,
      startAt: at(tomorrow, '09:30'),
      endAt: at(addDays(today, 3), '09:30'),
      checkInDate: tomorrow,
      checkOutDate: addDays(today, 3),
      status: 'confirmed',
    });
    const lead: BookingLead = {
      id: 8,
      name: 'Lucía',
      lastName: 'Gómez',
      email: 'lucia@example.com',
      startDate: tomorrow,
      endDate: tomorrow,
      serviceName: 'Azimut 62 ft',
      serviceType: 'yachts',
      serviceId: 31,
      startAt: at(tomorrow, '11:00'),
      endAt: at(tomorrow, '17:00'),
      phone: null,
      reservationId: null,
      language: 'es',
      read: false,
      readAt: null,
      createdAt: '2026-11-21T12:00:00.000Z',
    };
    fakeAdminApi(
      {
        ...overviewRoutes(),
        'GET /bookings': { status: 200, data: [lead] },
        'GET /reservations': { status: 200, data: [charter, car] },
        'GET /reservation-payments/summary': {
          status: 200,
          data: { count: 0, received: 0, refunded: 0, net: 0, byMethod: {} },
        },
      },
      overviewHeaders,
    );
    renderWithProviders(<DashboardPage admin={admin} />, { route: '/admin' });

    expect(await screen.findByText('Charter 10:00–14:00')).toBeVisible();
    expect(screen.getByText('Pickup 09:30')).toBeVisible();
    expect(screen.getByText('Return 09:30')).toBeVisible();
    expect(screen.getByText(/Azimut 62 ft · 4 hours/)).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Create a reservation' });
    expect(
      Object.fromEntries(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams),
    ).toMatchObject({
      leadId: '8',
      serviceType: 'yachts',
      serviceId: '31',
    });
  });
});
