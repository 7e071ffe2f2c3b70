import type { GuestReservation } from '@app/shared/reservations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../app/store';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { GuestReservationPage } from './guest-reservation-page';
import { guestReservationLoader } from './guest-reservation-slice';
import { LookupPage } from './lookup-page';

const reservation: GuestReservation = {
  view: 'guest',
  id: 7,
  code: 'MIA-X43BXK',
  serviceType: 'villas',
  apartmentName: 'Casa Palmeras',
  clientName: 'Emily',
  clientLastname: 'Chen',
  checkInDate: '2026-11-18',
  checkOutDate: '2026-11-24',
  startAt: null,
  endAt: null,
  unit: 'night',
  units: 6,
  nights: 6,
  pricePerUnit: 1650,
  pricePerNight: 1650,
  cleaningFee: 90,
  cancellationFee: 0,
  parkingFee: 150,
  otherExpenses: 0,
  taxes: 0,
  totalAmount: 10140,
  amountPaid: 5070,
  amountDue: 5070,
  status: 'checked_in',
  paymentStatus: 'partial',
  language: 'en',
  payments: [{ amount: 5070, paymentMethod: 'card', paymentDate: '2026-11-04T17:00:00.000Z' }],
};

const routes = (store: AppStore) => [
  { path: '/reservations', element: <LookupPage /> },
  { path: '/reservations/:id', element: <GuestReservationPage />, loader: guestReservationLoader(store) },
];

describe('guest reservation', () => {
  it('finds a reservation by code and e-mail and opens its private page', async () => {
    const { requests } = fakeApi({
      'POST /reservations/lookup': { status: 200, data: { id: 7, accessToken: 'token-7' } },
      'GET /reservations/7': { status: 200, data: reservation },
    });
    const { user, router } = renderWithProviders(null, { routes, route: '/reservations' });

    await user.type(screen.getByRole('textbox', { name: /^Reservation code/ }), 'mia-x43bxk');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'emily.chen@example.com');
    await user.click(screen.getByRole('button', { name: 'Find my reservation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Palmeras' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/reservations/7');
    expect(router.state.location.search).toBe('?access=token-7');
    expect(requests[0]?.body).toEqual({ code: 'mia-x43bxk', email: 'emily.chen@example.com' });
  });

  it('says when no reservation matches, in Spanish', async () => {
    fakeApi({
      'POST /reservations/lookup': {
        status: 404,
        data: { message: 'No reservation matches this code and e-mail', code: 'RESERVATION_LOOKUP_FAILED' },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/reservations', lang: 'es' });
    await user.type(screen.getByRole('textbox', { name: /^Código de reserva/ }), 'MIA-AAAAAA');
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));
    expect(
      await screen.findByText('Ninguna reserva coincide con este código y correo electrónico.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Código de reserva/ })).toHaveValue('MIA-AAAAAA');
  });

  it('asks for both fields before calling', async () => {
    const { requests } = fakeApi({});
    const { user } = renderWithProviders(null, { routes, route: '/reservations' });
    await user.click(screen.getByRole('button', { name: 'Find my reservation' }));
    expect(screen.getByText('Please enter your reservation code.')).toBeVisible();
    expect(screen.getByText('Please enter your e-mail address.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('shows the guest view: dates MM-DD-YYYY, nights, amounts in USD, status, payments, the PDF', async () => {
    fakeApi({ 'GET /reservations/7': { status: 200, data: reservation } });
    renderWithProviders(null, { routes, route: '/reservations/7?access=token-7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Palmeras' })).toBeVisible();
    expect(screen.getByText('Reservation MIA-X43BXK')).toBeVisible();
    expect(screen.getByText('Checked in')).toBeVisible();
    expect(screen.getByText('11-18-2026')).toBeVisible();
    expect(screen.getByText('11-24-2026')).toBeVisible();
    expect(screen.getByText('6 nights × $1,650.00')).toBeVisible();
    expect(screen.getByText('From 11-18-2026 to 11-24-2026 (6 nights)')).toBeVisible();
    expect(screen.getByText('$10,140.00')).toBeVisible();
    expect(screen.getByText('11-04-2026')).toBeVisible();
    expect(screen.getByText('Card')).toBeVisible();
    expect(screen.getByText('Partially paid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/reservations/7/pdf/download?access=token-7&lang=en',
    );
  });

  const charter: GuestReservation = {
    ...reservation,
    serviceType: 'yachts',
    apartmentName: 'Azimut 68',
    checkInDate: '2026-11-21',
    checkOutDate: '2026-11-21',
    startAt: '2026-11-21T15:00:00.000Z',
    endAt: '2026-11-21T19:00:00.000Z',
    unit: 'hour',
    units: 4,
    nights: null,
    pricePerUnit: 1200,
    pricePerNight: 1200,
    parkingFee: 0,
    language: 'es',
  };

  it('speaks of a yacht charter on its day, from 10:00 to 14:00, in hours, in Spanish (issue 16)', async () => {
    fakeApi({ 'GET /reservations/7': { status: 200, data: charter } });
    renderWithProviders(null, { routes, route: '/reservations/7?access=token-7', lang: 'es' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Azimut 68' })).toBeVisible();
    const booking = screen.getByRole('region', { name: 'Tu alquiler de yate' });
    expect(within(booking).getByText('El 11-21-2026, de 10:00 a 14:00 (4 horas)')).toBeVisible();
    expect(within(booking).getByText('Horario')).toBeVisible();
    expect(within(booking).getByText('10:00–14:00')).toBeVisible();
    expect(within(booking).getByText('Horas')).toBeVisible();
    expect(screen.getByText('4 horas × $1,200.00')).toBeVisible();
    expect(screen.queryByText(/noche|null|estadía/i)).toBeNull();
  });

  it('says the same charter in English', async () => {
    fakeApi({ 'GET /reservations/7': { status: 200, data: { ...charter, language: 'en' } } });
    renderWithProviders(null, { routes, route: '/reservations/7?access=token-7', lang: 'en' });

    const booking = await screen.findByRole('region', { name: 'Your yacht charter' });
    expect(within(booking).getByText('On 11-21-2026, from 10:00 to 14:00 (4 hours)')).toBeVisible();
    expect(screen.getByText('4 hours × $1,200.00')).toBeVisible();
    expect(screen.queryByText(/night|null|your stay/i)).toBeNull();
  });

  it('gives a car its pickup and return with their times, counted in days (es, en)', async () => {
    const car: GuestReservation = {
      ...charter,
      serviceType: 'cars',
      apartmentName: 'Lamborghini Urus',
      checkOutDate: '2026-11-24',
      endAt: '2026-11-24T14:00:00.000Z',
      unit: 'day',
      units: 3,
      pricePerUnit: 950,
      pricePerNight: 950,
    };
    fakeApi({ 'GET /reservations/7': { status: 200, data: car } });
    const { unmount } = renderWithProviders(null, {
      routes,
      route: '/reservations/7?access=token-7',
      lang: 'es',
    });
    const booking = await screen.findByRole('region', { name: 'Tu alquiler de auto' });
    expect(
      within(booking).getByText(
        'Recogida el 11-21-2026 a las 10:00, devolución el 11-24-2026 a las 09:00 (3 días)',
      ),
    ).toBeVisible();
    expect(within(booking).getByText('Recogida')).toBeVisible();
    expect(within(booking).getByText('Devolución')).toBeVisible();
    expect(within(booking).getByText('09:00')).toBeVisible();
    expect(screen.getByText('3 días × $950.00')).toBeVisible();
    unmount();

    fakeApi({ 'GET /reservations/7': { status: 200, data: car } });
    renderWithProviders(null, { routes, route: '/reservations/7?access=token-7', lang: 'en' });
    const english = await screen.findByRole('region', { name: 'Your car rental' });
    expect(within(english).getByText('Pickup')).toBeVisible();
    expect(within(english).getByText('Return')).toBeVisible();
    expect(screen.getByText('3 days × $950.00')).toBeVisible();
  });

  it('shows nothing without the token, and calls nothing', async () => {
    const { requests } = fakeApi({});
    renderWithProviders(null, { routes, route: '/reservations/7' });
    expect(await screen.findByRole('heading', { name: 'Reservation unavailable' })).toBeVisible();
    expect(screen.getByText(/can only be opened with your private link/)).toBeVisible();
    expect(screen.queryByText('Casa Palmeras')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows nothing with a token that does not open this reservation', async () => {
    fakeApi({
      'GET /reservations/8': {
        status: 401,
        data: { message: 'Unauthorized: Please log in again.', code: 'GUEST_ACCESS_DENIED' },
      },
    });
    renderWithProviders(null, { routes, route: '/reservations/8?access=token-7' });
    expect(await screen.findByText(/This link is not valid or has expired/)).toBeVisible();
  });
});
