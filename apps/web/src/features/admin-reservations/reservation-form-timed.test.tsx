import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservation, reservationItem } from '../../test/reservation-fixtures';
import { ReservationEditPage, ReservationNewPage } from './reservation-form-page';

// Cars by the day and yachts by the hour in the reservation form (issue 16, back-office).

const yacht = { id: 31, name: 'Azimut 62 ft', price: 950 };
const car = { id: 21, brand: 'Lamborghini', model: 'Urus', price: 1200 };

function fleet(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /apartments': {
      status: 200,
      data: [{ id: 11, name: 'Icon Brickell', unitNumber: '4507', price: 420 }],
    },
    'GET /villas': { status: 200, data: [] },
    'GET /cars': { status: 200, data: [car] },
    'GET /yachts': { status: 200, data: [yacht] },
    'GET /yachts/31': { status: 200, data: { ...yacht, bufferMinutes: 60, durations: [4, 6, 8] } },
    'GET /cars/21': { status: 200, data: { ...car, bufferMinutes: 120 } },
    'GET /yachts/31/availability': { status: 200, data: [] },
    'GET /cars/21/availability': { status: 200, data: [] },
    ...extra,
  });
}

// A yacht lead of the inbox: Saturday 5 June 2027, 10:00 to 14:00 in Miami (EDT).
const charterLead = `?${new URLSearchParams({
  leadId: '12',
  name: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia@example.com',
  phone: '+13055550188',
  serviceType: 'yachts',
  serviceId: '31',
  startAt: '2027-06-05T14:00:00.000Z',
  endAt: '2027-06-05T18:00:00.000Z',
  checkInDate: '2027-06-05',
  checkOutDate: '2027-06-05',
})}`;

function renderAt(route: string, lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route,
    routes: [
      { path: '/admin/reservations/new', element: <ReservationNewPage /> },
      { path: '/admin/reservations/edit/:id', element: <ReservationEditPage /> },
      { path: '/admin/reservations/:id', element: <h1>Reservation details</h1> },
    ],
  });
}

const hiddenValue = (container: HTMLElement, name: string) =>
  (container.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value;

describe('reservation form: a yacht charter from a lead', () => {
  it('opens the lead’s yacht with its day, start time and duration, priced per hour, and sends the lead', async () => {
    let sent: RecordedRequest | undefined;
    fleet({
      'POST /reservations': (request) => {
        sent = request;
        return { status: 201, data: reservation({ id: 90, code: 'MIA-CHRT90' }) };
      },
    });
    const { container, user } = renderAt(`/admin/reservations/new${charterLead}`);

    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Yachts');
    expect(await screen.findByRole('combobox', { name: /^Yacht/ })).toHaveTextContent('Azimut 62 ft');
    expect(hiddenValue(container, 'startDate')).toBe('06-05-2027');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('10:00');
    expect(screen.getByRole('combobox', { name: /^Duration/ })).toHaveTextContent('4 hours');
    expect(screen.getByText('Ends at 14:00')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per hour/ })).toHaveValue('950'));
    expect(screen.getByText('4 hours × $950.00')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+13055550188');

    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByRole('heading', { name: 'Reservation details' })).toBeVisible();
    expect(sent?.body).toMatchObject({
      serviceType: 'yachts',
      serviceId: 31,
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T18:00:00.000Z',
      leadId: 12,
      pricePerNight: 950,
      clientName: 'Lucía',
    });
    expect(sent?.body).not.toHaveProperty('checkInDate');
  });

  it('warns when the hours meet another charter and its turnaround, naming it, before anything is sent', async () => {
    const { requests } = fleet({
      // 09:00 to 13:00, busy until 14:00 with the yacht's 60-minute turnaround.
      'GET /yachts/31/availability': {
        status: 200,
        data: [{ start: '2027-06-05T13:00:00.000Z', end: '2027-06-05T18:00:00.000Z' }],
      },
      'GET /reservations': {
        status: 200,
        data: [
          reservationItem({
            id: 44,
            code: 'MIA-YCHT44',
            serviceType: 'yachts',
            serviceId: 31,
            apartmentId: null,
            startAt: '2027-06-05T13:00:00.000Z',
            endAt: '2027-06-05T17:00:00.000Z',
            checkInDate: '2027-06-05',
            checkOutDate: '2027-06-05',
            unit: 'hour',
            units: 4,
            nights: null,
          }),
        ],
      },
    });
    renderAt(`/admin/reservations/new${charterLead}`);
    const warning = await screen.findByRole('alert');
    await waitFor(() =>
      expect(warning).toHaveTextContent(
        'These hours are not available: with the turnaround between bookings they meet reservation MIA-YCHT44 (06-05-2027 09:00 → 13:00).',
      ),
    );
    expect(requests.find((request) => request.url === '/reservations')?.params).toMatchObject({
      serviceType: 'yachts',
      serviceId: 31,
      from: '2027-06-04',
      to: '2027-06-06',
    });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s "duration not offered" on the duration, in the admin’s language', async () => {
    fleet({
      'POST /reservations': {
        status: 400,
        // The server answered in Spanish (the request's language); the admin reads English.
        data: {
          message: 'Este yate se alquila por 6, 8 horas, no por 4',
          error: 'Bad Request',
          code: 'VALIDATION',
          details: {
            in: 'body',
            fields: [
              {
                field: 'endAt',
                rule: 'durationNotOffered',
                message: 'This yacht is chartered for 6, 8 hours, not 4',
                hours: 4,
                durations: [6, 8],
              },
            ],
          },
        },
      },
    });
    const { user } = renderAt(`/admin/reservations/new${charterLead}`);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per hour/ })).toHaveValue('950'));
    await user.type(screen.getByRole('textbox', { name: /^Cleaning fee/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));

    const duration = screen.getByRole('combobox', { name: /^Duration/ });
    await waitFor(() =>
      expect(duration).toHaveAccessibleDescription('This yacht is chartered for 6, 8 hours, not 4.'),
    );
    expect(screen.queryByText(/Este yate/)).toBeNull();
  });
});

describe('reservation form: cars', () => {
  it('switches the picker to cars and counts days from pickup to return', async () => {
    fleet();
    const { user } = renderAt('/admin/reservations/new?startDate=2027-11-10');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Cars' }));
    await user.click(screen.getByRole('combobox', { name: /^Car/ }));
    const option = await screen.findByRole('option', { name: /Lamborghini Urus/ });
    expect(within(option).getByText('$1,200/day')).toBeVisible();
    await user.click(option);
    expect(screen.getByRole('textbox', { name: /^Price per day/ })).toHaveValue('1200');
    expect(screen.getByText('Choose the times')).toBeVisible();
    expect(screen.getByLabelText(/^Pickup time/)).toBeVisible();
    expect(screen.getByLabelText(/^Return time/)).toBeVisible();
  });

  it('opens a car lead with its pickup and return, and counts a started day as a day', async () => {
    const { requests } = fleet();
    renderAt(
      `/admin/reservations/new?${new URLSearchParams({
        serviceType: 'cars',
        serviceId: '21',
        clientName: 'Max',
        startAt: '2027-11-10T14:00:00.000Z',
        endAt: '2027-11-12T16:00:00.000Z',
      })}`,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Price per day/ })).toHaveValue('1200'));
    expect(screen.getByLabelText(/^Pickup time/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/^Return time/)).toHaveValue('11:00');
    expect(screen.getByText('3 days × $1,200.00')).toBeVisible();

    // A started day counts: 46 hours are 2 days.
    fireEvent.change(screen.getByLabelText(/^Return time/), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText(/^Pickup time/), { target: { value: '10:00' } });
    expect(screen.getByText('2 days × $1,200.00')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says a return before the pickup on the return, in Spanish too, and sends nothing', async () => {
    const { requests } = fleet();
    const { user } = renderAt(
      `/admin/reservations/new?${new URLSearchParams({
        serviceType: 'cars',
        serviceId: '21',
        clientName: 'Max',
        startAt: '2027-11-10T16:00:00.000Z',
        endAt: '2027-11-10T14:00:00.000Z',
      })}`,
      'es',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Precio por día/ })).toHaveValue('1200'));
    await user.type(screen.getByRole('textbox', { name: /^Tarifa de limpieza/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Crear reserva' }));
    expect(await screen.findByText('El fin debe ser posterior al inicio.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('reservation form: editing a charter', () => {
  it('shows its hours and sends the new period whole when the duration changes', async () => {
    let sent: RecordedRequest | undefined;
    const charter = reservation({
      id: 77,
      code: 'MIA-CHRT77',
      serviceType: 'yachts',
      serviceId: 31,
      apartmentId: null,
      apartmentName: 'Azimut 62 ft',
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T18:00:00.000Z',
      checkInDate: '2027-06-05',
      checkOutDate: '2027-06-05',
      unit: 'hour',
      units: 4,
      nights: null,
      pricePerNight: 950,
      pricePerUnit: 950,
      cleaningFee: 0,
    });
    fleet({
      'GET /reservations/77': { status: 200, data: { ...charter, payments: [] } },
      'PUT /reservations/77': (request) => {
        sent = request;
        return { status: 200, data: charter };
      },
    });
    const { user } = renderAt('/admin/reservations/edit/77');
    const duration = await screen.findByRole('combobox', { name: /^Duration/ });
    expect(duration).toHaveTextContent('4 hours');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('4 hours × $950.00')).toBeVisible();

    await user.click(duration);
    await user.click(await screen.findByRole('option', { name: '6 hours' }));
    expect(screen.getByText('6 hours × $950.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Reservation details' })).toBeVisible();
    expect(sent?.body).toEqual({ startAt: '2027-06-05T14:00:00.000Z', endAt: '2027-06-05T20:00:00.000Z' });
  });
});
