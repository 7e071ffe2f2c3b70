import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservationItem } from '../../test/reservation-fixtures';
import { ReservationCards, ReservationsTable } from './reservations-table';

// Issue 16: a booking's length is said in its own unit wherever the list shows it.
const stay = reservationItem();
const charter = reservationItem({
  id: 2,
  code: 'MIA-YACHT1',
  serviceType: 'yachts',
  serviceId: 7,
  apartmentId: null,
  apartmentName: 'Azimut 68',
  checkInDate: '2027-03-06',
  checkOutDate: '2027-03-06',
  startAt: '2027-03-06T15:00:00.000Z',
  endAt: '2027-03-06T19:00:00.000Z',
  unit: 'hour',
  units: 4,
  nights: null,
});
const car = reservationItem({
  id: 3,
  code: 'MIA-CAR001',
  serviceType: 'cars',
  unit: 'day',
  units: 1,
  nights: null,
});

describe('the reservations list says each length in its unit', () => {
  it('in English: nights, hours and days, in the table and on the phone cards', () => {
    renderWithProviders(
      <>
        <ReservationsTable list={[stay, charter, car]} loading={false} onOpen={() => undefined} />
        <ReservationCards list={[stay, charter, car]} loading={false} />
      </>,
    );
    expect(screen.getAllByText(/5 nights/)).toHaveLength(2);
    expect(screen.getAllByText(/4 hours/)).toHaveLength(2);
    expect(screen.getAllByText(/1 day\b/)).toHaveLength(2);
    expect(screen.queryByText(/null/)).toBeNull();
  });

  it('in Spanish', () => {
    renderWithProviders(
      <ReservationsTable list={[charter, car]} loading={false} onOpen={() => undefined} />,
      {
        lang: 'es',
      },
    );
    expect(screen.getByText('4 horas')).toBeVisible();
    expect(screen.getByText('1 día')).toBeVisible();
  });
});
