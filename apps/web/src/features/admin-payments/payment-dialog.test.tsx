import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatesProvider } from '../../components/dates-provider';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { payment, reservationItem } from '../../test/reservation-fixtures';
import { PaymentDialog } from './payment-dialog';

function renderDialog(props: Partial<Parameters<typeof PaymentDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <DatesProvider>
      <PaymentDialog open onClose={onClose} onSaved={onSaved} {...props} />
    </DatesProvider>,
  );
  return { ...view, onClose, onSaved };
}

describe('PaymentDialog', () => {
  it('records a payment (a negative one is a refund) for the reservation found', async () => {
    let sent: RecordedRequest | undefined;
    fakeApi({
      'GET /reservations': { status: 200, data: [reservationItem()] },
      'POST /reservations/1/payments': (request) => {
        sent = request;
        return { status: 201, data: { payment: payment(), reservation: reservationItem() } };
      },
    });
    const { user, onClose, onSaved, store } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Record a payment' })).toBeVisible();
    const search = screen.getByRole('combobox', { name: /^Reservation/ });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'Code or guest');
    expect(screen.getByText('A negative amount is a refund.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(screen.getByText('The payment amount is required')).toBeVisible();

    await user.click(search);
    await user.click(await screen.findByRole('option', { name: /Sofía Benítez/ }));
    expect(search).toHaveValue('MIA-7K3QXD · Sofía Benítez');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '-40');
    await user.click(screen.getByRole('button', { name: 'Register payment' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(sent?.body).toEqual({ amount: -40, payment_method: 'cash' });
    expect(store.getState().adminNotifications?.queue.at(-1)).toMatchObject({
      key: 'admin-reservations:messages.paymentRegistered',
      values: { code: 'MIA-7K3QXD' },
    });
  });

  it('corrects a payment: starts from its values and sends only what changed', async () => {
    let sent: RecordedRequest | undefined;
    fakeApi({
      'PUT /reservation-payments/50': (request) => {
        sent = request;
        return { status: 200, data: { payment: payment(), reservation: reservationItem() } };
      },
    });
    const { user, onSaved } = renderDialog({
      payment: payment({ amount: 500, paymentMethod: 'card', notes: 'First' }),
      reservation: reservationItem(),
    });
    expect(screen.getByRole('dialog', { name: 'Correct a payment' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Reservation' })).toHaveValue('MIA-7K3QXD · Icon Brickell');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent('Card');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('First');

    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent?.body).toEqual({ paymentMethod: 'zelle' });
  });
});
