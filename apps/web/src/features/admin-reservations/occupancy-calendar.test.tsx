import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservationItem } from '../../test/reservation-fixtures';
import { OccupancyCalendar } from './occupancy-calendar';

const fleet = {
  'GET /apartments': { status: 200, data: [{ id: 11, name: 'Icon Brickell', unitNumber: '2304' }] },
  'GET /villas': { status: 200, data: [{ id: 12, name: 'Villa Coral' }] },
  'GET /cars': { status: 200, data: [{ id: 21, brand: 'Lamborghini', model: 'Urus' }] },
  'GET /yachts': { status: 200, data: [{ id: 31, name: 'Azimut 68' }] },
};

const bookings = [
  reservationItem({ id: 1, code: 'MIA-STAY01', checkInDate: '2027-03-05', checkOutDate: '2027-03-10' }),
  reservationItem({
    id: 2,
    code: 'MIA-CAR002',
    serviceType: 'cars',
    serviceId: 21,
    apartmentId: null,
    apartmentName: 'Lamborghini Urus',
    clientName: 'Ana',
    clientLastname: 'Pérez',
    checkInDate: '2027-03-13',
    checkOutDate: '2027-03-16',
    startAt: '2027-03-13T15:00:00.000Z',
    endAt: '2027-03-16T13:00:00.000Z',
    unit: 'day',
    units: 3,
    nights: null,
    status: 'confirmed',
  }),
  reservationItem({
    id: 3,
    code: 'MIA-YACHT3',
    serviceType: 'yachts',
    serviceId: 31,
    apartmentId: null,
    apartmentName: 'Azimut 68',
    clientName: 'John',
    clientLastname: 'Parker',
    checkInDate: '2027-03-20',
    checkOutDate: '2027-03-20',
    startAt: '2027-03-20T14:00:00.000Z',
    endAt: '2027-03-20T18:00:00.000Z',
    unit: 'hour',
    units: 4,
    nights: null,
    amountDue: 0,
    status: 'confirmed',
  }),
];

function Timeline() {
  const [month, setMonth] = useState('2027-03');
  return <OccupancyCalendar month={month} onMonthChange={setMonth} apartmentId={null} />;
}

function renderTimeline(lang: 'en' | 'es') {
  const api = fakeAdminApi({ ...fleet, 'GET /reservations': { status: 200, data: bookings } });
  const view = renderWithProviders(<Timeline />, { lang, route: '/admin/reservations' });
  return { ...api, ...view };
}

describe('the occupancy timeline of the fleet', () => {
  it('groups the services by type, one row each, with every booking a labelled link (en)', async () => {
    const { calls } = renderTimeline('en');
    const region = screen.getByRole('region', { name: 'Occupancy calendar, March 2027' });

    const headings = await within(region).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Apartments',
      'Villas',
      'Cars',
      'Yachts',
    ]);
    for (const name of ['Icon Brickell', 'Villa Coral', 'Lamborghini Urus', 'Azimut 68']) {
      expect(within(region).getByRole('group', { name })).toBeVisible();
    }

    const yacht = within(region).getByRole('group', { name: 'Azimut 68' });
    const charter = await within(yacht).findByRole('link', {
      name: 'Azimut 68 · MIA-YACHT3 · John Parker · On 03-20-2027, from 10:00 to 14:00 (4 hours) · Confirmed',
    });
    expect(charter).toHaveAttribute('href', '/admin/reservations/3');
    expect(within(charter).getByText('10:00')).toBeInTheDocument();
    expect(within(charter).getByText('14:00')).toBeInTheDocument();

    const car = within(within(region).getByRole('group', { name: 'Lamborghini Urus' })).getByRole('link');
    expect(car).toHaveAccessibleName(
      'Lamborghini Urus · MIA-CAR002 · Ana Pérez · Pickup on 03-13-2027 at 10:00, return on 03-16-2027 at 09:00 (3 days) · Confirmed',
    );
    expect(car).toHaveTextContent('10:00Pérez09:00');

    const stay = within(within(region).getByRole('group', { name: 'Icon Brickell' })).getByRole('link');
    expect(stay).toHaveAccessibleName(/From 03-05-2027 to 03-10-2027 \(5 nights\)/);
    expect(screen.getByText('4 hours booked')).toBeVisible();
    expect(screen.getByText('3 days booked')).toBeVisible();
    expect(within(region).queryAllByRole('link')).toHaveLength(3);
    expect(calls.find((call) => call.url === '/reservations')?.params).toMatchObject({
      from: '2027-03-01',
      to: '2027-04-01',
    });
  });

  it('reaches every booking with the keyboard, in Spanish', async () => {
    const { user } = renderTimeline('es');
    const region = screen.getByRole('region', { name: 'Calendario de ocupación, Marzo de 2027' });
    await within(region).findByRole('heading', { level: 3, name: 'Yates' });
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/Del 03-05-2027 al 03-10-2027 \(5 noches\)/),
      expect.stringMatching(
        /Recogida el 03-13-2027 a las 10:00, devolución el 03-16-2027 a las 09:00 \(3 días\)/,
      ),
      expect.stringMatching(/El 03-20-2027, de 10:00 a 14:00 \(4 horas\) · Confirmada$/),
    ]);
    region.focus();
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    expect(screen.getByText('4 horas')).toBeVisible();
  });

  it('draws manual and imported blocks apart from the bookings: hatched, named by source, not links', async () => {
    const block = {
      serviceType: 'apartments' as const,
      serviceId: 11,
      start: '2027-03-20',
      end: '2027-03-23',
      reason: 'Owner stay',
      source: 'manual' as const,
      importId: null,
      importName: null,
      createdAt: '2027-01-01T00:00:00.000Z',
    };
    const { calls } = fakeAdminApi({
      ...fleet,
      'GET /reservations': { status: 200, data: bookings },
      'GET /calendar-blocks': {
        status: 200,
        data: [
          { ...block, id: 1 },
          {
            ...block,
            id: 2,
            serviceType: 'yachts',
            serviceId: 31,
            start: '2027-03-27T14:00:00.000Z',
            end: '2027-03-27T20:00:00.000Z',
            reason: 'Airbnb (Not available)',
            source: 'import',
            importId: 4,
            importName: 'Boatsetter',
          },
        ],
      },
    });
    renderWithProviders(<Timeline />, { lang: 'en', route: '/admin/reservations' });
    const region = screen.getByRole('region', { name: 'Occupancy calendar, March 2027' });

    const apartment = await within(region).findByRole('group', { name: 'Icon Brickell' });
    expect(
      await within(apartment).findByRole('img', {
        name: 'Icon Brickell · Blocked (Manual) · 03-20-2027 – 03-23-2027 · Owner stay',
      }),
    ).toBeVisible();
    const yacht = within(region).getByRole('group', { name: 'Azimut 68' });
    expect(
      within(yacht).getByRole('img', {
        name: /^Azimut 68 · Blocked \(Boatsetter\) · 03-27-2027 10:00 – 03-27-2027 16:00/,
      }),
    ).toBeVisible();
    // The bookings stay the only links.
    expect(within(region).queryAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Blocked (manual or imported calendar)')).toBeVisible();
    expect(calls.find((call) => call.url === '/calendar-blocks')?.params).toEqual({
      from: '2027-03-01',
      to: '2027-04-01',
    });
  });
});
