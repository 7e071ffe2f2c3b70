import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { payment, reservation } from '../../test/reservation-fixtures';
import { ReservationDetailsPage } from './reservation-details-page';

const details = {
  ...reservation({
    status: 'confirmed',
    paymentStatus: 'partial',
    amountPaid: 800,
    amountDue: 1290,
    notifications: [{ type: 'confirmation', sentAt: '2026-11-20T15:00:00.000Z', confirmation: '<abc@mail>' }],
    statusHistory: [
      { from: null, to: 'pending', changedAt: '2026-11-01T12:00:00.000Z', changedBy: 'Ana', changedById: 1 },
      {
        from: 'pending',
        to: 'confirmed',
        changedAt: '2026-11-02T14:30:00.000Z',
        changedBy: 'Ana',
        changedById: 1,
      },
    ],
  }),
  payments: [payment({ id: 1, amount: 500 }), payment({ id: 2, amount: 300, paymentMethod: 'zelle' })],
};

const relatedData = {
  status: 400,
  data: {
    message: 'Cannot delete reservation due to related data',
    error: 'Bad Request',
    code: 'RESERVATION_HAS_PAYMENTS',
    details: {
      payments: 2,
      notifications: 1,
      statusChanges: 2,
      suggestedAction:
        'Cancel the reservation instead (its dates become free again), or delete its payments first.',
      relatedData: true,
    },
    suggestedAction:
      'Cancel the reservation instead (its dates become free again), or delete its payments first.',
    relatedData: true,
  },
};

function renderDetails(lang: 'en' | 'es' = 'en', path = '/admin/reservations/1') {
  return renderWithProviders(null, {
    lang,
    route: path,
    routes: [
      { path: '/admin/reservations/:id', element: <ReservationDetailsPage /> },
      { path: '/admin/reservations/view/:id', element: <ReservationDetailsPage /> },
      { path: '/admin/reservations', element: <h1>Reservations list</h1> },
    ],
  });
}

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /reservations/1': { status: 200, data: details },
    'GET /reservations/1/pdf/diagnose': {
      status: 200,
      data: { success: true, message: 'All necessary data is present', missingFields: [] },
    },
    ...extra,
  });

async function openDelete(
  user: ReturnType<typeof renderDetails>['user'],
  more = 'More actions',
  action = 'Delete reservation',
) {
  await user.click(await screen.findByRole('button', { name: more }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('reservation details', () => {
  it('shows the entity, the amounts, the payments, the history and the e-mails sent', async () => {
    api();
    renderDetails('en', '/admin/reservations/view/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'MIA-7K3QXD' })).toBeVisible();
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$1,290.00');
    expect(screen.getAllByText('03-05-2027').length).toBeGreaterThan(0);
    const payments = screen.getByRole('list', { name: 'Payments' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(2);
    expect(within(payments).getByText('$300.00')).toBeVisible();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Pending → Confirmed')).toBeVisible();
    expect(within(history).getByText('11-02-2026 09:30 · Ana')).toBeVisible();
    expect(screen.getByText('Confirmation')).toBeVisible();
  });

  it('explains a delete refused for its payments: message, what is attached, what to do instead', async () => {
    const { requests } = api({ 'DELETE /reservations/1': relatedData });
    const { user } = renderDetails();
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot delete reservation due to related data');
    expect(within(alert).getByText('2 payments')).toBeVisible();
    expect(within(alert).getByText('1 e-mail sent')).toBeVisible();
    expect(alert).toHaveTextContent(
      'Cancel the reservation instead (its dates become free again), or delete its payments first.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel it instead' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    // Still on the page (behind the dialog): nothing was deleted.
    expect(screen.getByRole('heading', { level: 1, name: 'MIA-7K3QXD', hidden: true })).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    api({ 'DELETE /reservations/1': relatedData });
    const { user } = renderDetails('es');
    const dialog = await openDelete(user, 'Más acciones', 'Eliminar reserva');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede eliminar la reserva porque tiene datos relacionados');
    expect(alert).toHaveTextContent(
      'Cancela la reserva en su lugar (sus fechas quedan libres) o elimina primero sus pagos.',
    );
    expect(within(alert).getByText('2 pagos')).toBeVisible();
  });

  it('offers to cancel instead, which records the status change', async () => {
    const { requests } = api({
      'DELETE /reservations/1': relatedData,
      'PUT /reservations/1': {
        status: 200,
        data: reservation({ ...details, status: 'cancelled', statusHistory: details.statusHistory }),
      },
    });
    const { user } = renderDetails();
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel it instead' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'cancelled' });
  });

  it('deletes a reservation without payments and goes back to the list', async () => {
    api({ 'DELETE /reservations/1': { status: 204 } });
    const { user } = renderDetails();
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Reservations list' })).toBeVisible();
  });

  it('shows the not-found page for a reservation that does not exist', async () => {
    fakeApi({ 'GET /reservations/1': { status: 404, data: { message: 'Reservation not found' } } });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});
