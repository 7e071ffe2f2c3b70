import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservation, reservationItem } from '../../test/reservation-fixtures';
import { ReservationNewPage } from './reservation-form-page';

// A long form typed key by key: more than the default 5 s on a slow machine.

const apartments = [
  { id: 11, name: 'Icon Brickell', unitNumber: '4507', address: '495 Brickell Ave', price: 420 },
  { id: 12, name: 'Continuum South Beach', unitNumber: '1803', address: '100 S Pointe Dr', price: 780 },
];
const villas = [{ id: 16, name: 'Villa Bahía', address: 'Key Biscayne', price: 1200 }];
const cars = [{ id: 21, brand: 'Lamborghini', model: 'Urus', price: 1200 }];
const yachts = [{ id: 31, name: 'Azimut 62 ft', price: 950 }];

function catalogue(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /apartments': { status: 200, data: apartments },
    'GET /villas': { status: 200, data: villas },
    'GET /cars': { status: 200, data: cars },
    'GET /yachts': { status: 200, data: yachts },
    'GET /apartments/11/availability': { status: 200, data: [{ start: '2027-03-20', end: '2027-03-25' }] },
    ...extra,
  });
}

const leadQuery =
  '?leadId=7&name=Ana&lastName=Garc%C3%ADa&email=ana%40example.com&startDate=03-05-2027&endDate=2027-03-10&apartmentId=11';

function renderNew(query = '', lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route: `/admin/reservations/new${query}`,
    routes: [
      { path: '/admin/reservations/new', element: <ReservationNewPage /> },
      { path: '/admin/reservations/:id', element: <h1>Reservation details</h1> },
    ],
  });
}

const hiddenValue = (container: HTMLElement, name: string) =>
  (container.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value;

describe('reservation form: prefill from a booking lead', () => {
  it('fills the new client, the stay and the nightly price of the apartment', async () => {
    catalogue();
    const { container } = renderNew(leadQuery);

    expect(screen.getByText(/Prefilled from booking request #7/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New client' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveValue('García');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@example.com');
    // MM-DD-YYYY and ISO dates are both read.
    expect(hiddenValue(container, 'checkInDate')).toBe('03-05-2027');
    expect(hiddenValue(container, 'checkOutDate')).toBe('03-10-2027');
    expect(await screen.findByRole('combobox', { name: /Apartment or villa/ })).toHaveTextContent(
      'Icon Brickell · 4507',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per night/ })).toHaveValue('420'));
    expect(await screen.findByText('Greyed days are booked (1 stay).')).toBeVisible();
  });

  it('accepts the inbox link’s own names too (clientName, checkInDate, …)', async () => {
    catalogue();
    const { container } = renderNew(
      '?leadId=3&clientName=Luis&clientLastname=Pérez&clientEmail=luis%40example.com&checkInDate=2027-04-01&checkOutDate=2027-04-03&language=en',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Luis');
    expect(hiddenValue(container, 'checkOutDate')).toBe('04-03-2027');
    expect(screen.getByRole('combobox', { name: /Guest's language/ })).toHaveTextContent('English');
  });
});

describe('reservation form: live total', () => {
  it('adds nights × price and every fee with the shared computeTotals, and shows what stays due', async () => {
    catalogue();
    const { user } = renderNew(leadQuery);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per night/ })).toHaveValue('420'));
    const total = screen.getByTestId('live-total');
    expect(total).toHaveTextContent('$2,100.00');
    expect(screen.getByText('5 nights × $420.00')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '90');
    await user.type(screen.getByRole('textbox', { name: /^Parking fee/ }), '25.50');
    await user.type(screen.getByRole('textbox', { name: /^Taxes/ }), '0.1');
    expect(total).toHaveTextContent('$2,215.60');

    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1000');
    const summary = screen.getByRole('region', { name: 'Total' });
    expect(within(summary).getByText('$1,215.60')).toBeVisible();
    expect(within(summary).getByText('Partly paid')).toBeVisible();
  });

  it('waits for the dates before counting nights', async () => {
    catalogue();
    renderNew();
    expect(screen.getByText('Choose the dates')).toBeVisible();
    expect(screen.getByTestId('live-total')).toHaveTextContent('$0.00');
  });
});

describe('reservation form: validation (nothing is sent)', () => {
  it('names every missing field with SPEC.md’s messages', async () => {
    const { requests } = catalogue();
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));

    expect(await screen.findByText('The price per night is required')).toBeVisible();
    expect(screen.getByText('The cleaning fee is required')).toBeVisible();
    expect(screen.getByText('Choose the client, or add a new one.')).toBeVisible();
    expect(screen.getByText('Choose the apartment or villa.')).toBeVisible();
    expect(screen.getByText('The check-in date is required.')).toBeVisible();
    expect(screen.getByText('The check-out date is required.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says it in Spanish', async () => {
    catalogue();
    const { user } = renderNew('', 'es');
    await user.click(screen.getByRole('button', { name: 'Crear reserva' }));
    expect(await screen.findByText('El precio por noche es obligatorio')).toBeVisible();
    expect(screen.getByText('La tarifa de limpieza es obligatoria')).toBeVisible();
  });

  it('refuses amounts that are not money', async () => {
    catalogue();
    const { user } = renderNew(leadQuery);
    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '-5');
    await user.type(screen.getByRole('textbox', { name: /^Other expenses/ }), '10.555');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByText('Cannot be negative.')).toBeVisible();
    expect(screen.getByText('At most 2 decimals (cents).')).toBeVisible();
  });

  it('refuses a stay over booked nights before asking the server', async () => {
    const { requests } = catalogue();
    const { user } = renderNew(
      '?name=Ana&email=ana%40example.com&startDate=2027-03-18&endDate=2027-03-22&apartmentId=11',
    );
    await screen.findByText('Greyed days are booked (1 stay).');
    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByText('These dates are not available for this apartment')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('reservation form: dates that clash', () => {
  const clashQuery =
    '?name=Ana&email=ana%40example.com&startDate=2027-03-18&endDate=2027-03-22&apartmentId=11';
  const busy = reservationItem({
    id: 31,
    code: 'MIA-7K3QXD',
    checkInDate: '2027-03-20',
    checkOutDate: '2027-03-25',
  });

  it('warns as soon as the dates clash, naming the booking that has them', async () => {
    const { requests } = catalogue({ 'GET /reservations': { status: 200, data: [busy] } });
    renderNew(clashQuery);
    const warning = await screen.findByRole('alert');
    await waitFor(() =>
      expect(warning).toHaveTextContent(
        'These dates are not available for this apartment. Reservation MIA-7K3QXD has these nights (03-20-2027 → 03-25-2027).',
      ),
    );
    const lookup = requests.find((request) => request.url === '/reservations');
    expect(lookup?.params).toMatchObject({
      serviceType: 'apartments',
      serviceId: 11,
      from: '2027-03-18',
      to: '2027-03-22',
      status: 'pending,confirmed,checked_in',
    });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says it in Spanish', async () => {
    catalogue({ 'GET /reservations': { status: 200, data: [busy] } });
    renderNew(clashQuery, 'es');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Estas fechas no están disponibles para este apartamento. La reserva MIA-7K3QXD ocupa esas noches (03-20-2027 → 03-25-2027).',
      ),
    );
  });
});

describe('reservation form: saving', () => {
  it('sends the reservation with the new client and the initial payment, then opens it', async () => {
    let sent: RecordedRequest | undefined;
    catalogue({
      'POST /reservations': (request) => {
        sent = request;
        return { status: 201, data: reservation({ id: 42, code: 'MIA-NEW123' }) };
      },
    });
    const { user } = renderNew(leadQuery);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per night/ })).toHaveValue('420'));
    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '90');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));

    expect(await screen.findByRole('heading', { name: 'Reservation details' })).toBeVisible();
    expect(sent?.body).toEqual({
      serviceType: 'apartments',
      apartmentId: 11,
      // The lead is linked by the server once the reservation is saved.
      leadId: 7,
      clientName: 'Ana',
      clientLastname: 'García',
      clientEmail: 'ana@example.com',
      checkInDate: '2027-03-05',
      checkOutDate: '2027-03-10',
      pricePerNight: 420,
      cleaningFee: 90,
      status: 'pending',
      language: 'es',
      initialPayment: { amount: 500, paymentMethod: 'cash' },
    });
  });

  it('shows the overlap refusal (409) translated, on the dates', async () => {
    catalogue({
      'POST /reservations': {
        status: 409,
        // As the server words it: in the request's language, naming the reservation met.
        data: {
          message: 'These dates are not available for this apartment: they overlap reservation MIA-4F2K9Q',
          error: 'Conflict',
          code: 'STAY_OVERLAP',
          details: { conflictingCode: 'MIA-4F2K9Q' },
        },
      },
    });
    const { user } = renderNew(leadQuery, 'es');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Precio por noche/ })).toHaveValue('420'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Tarifa de limpieza/ }), '90');
    await user.click(screen.getByRole('button', { name: 'Crear reserva' }));

    expect(await screen.findByText('Estas fechas no están disponibles para este apartamento')).toBeVisible();
    // Said once, in the dates' warning (no banner repeats it), and the form keeps what was typed.
    expect(screen.getAllByText(/Estas fechas no están disponibles para este apartamento/)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Tarifa de limpieza/ })).toHaveValue('90');
  });
});
