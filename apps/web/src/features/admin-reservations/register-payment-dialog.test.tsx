import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { payment, reservationItem } from '../../test/reservation-fixtures';
import { RegisterPaymentDialog } from './register-payment-dialog';

const reservation = { id: 1, code: 'MIA-7K3QXD', totalAmount: 2090, amountPaid: 500, amountDue: 1590 };

function renderDialog(lang: 'en' | 'es' = 'en') {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <RegisterPaymentDialog open onClose={onClose} reservation={reservation} />,
    { lang },
  );
  return { ...view, onClose };
}

describe('register payment dialog', () => {
  it('shows the balance due and asks for the amount (SPEC.md section 5)', async () => {
    const { requests } = fakeApi({});
    const { user, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Payment for MIA-7K3QXD' })).toBeVisible();
    expect(screen.getByText('$1,590.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(screen.getByText('The payment amount is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(screen.getByText('The payment amount must be positive')).toBeVisible();
    expect(requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says it in Spanish', async () => {
    fakeApi({});
    const { user } = renderDialog('es');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(screen.getByText('El importe del pago es obligatorio')).toBeVisible();
  });

  it('registers the amount with its method and the notes (today: no date, the server takes now), then closes', async () => {
    let sent: RecordedRequest | undefined;
    fakeApi({
      'POST /reservations/1/payments': (request) => {
        sent = request;
        return {
          status: 201,
          data: {
            payment: payment({ amount: 250.5, paymentMethod: 'zelle' }),
            reservation: reservationItem({ amountPaid: 750.5, amountDue: 1339.5, paymentStatus: 'partial' }),
          },
        };
      },
    });
    const { user, onClose, store } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '250.50');
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Zelle' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Deposit');
    await user.click(screen.getByRole('button', { name: 'Register payment' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent?.body).toEqual({ amount: 250.5, payment_method: 'zelle', notes: 'Deposit' });
    expect(store.getState().adminNotifications?.queue.at(-1)).toMatchObject({
      severity: 'success',
      key: 'admin-reservations:messages.paymentRegistered',
      values: { amount: '$250.50' },
    });
  });

  it('fills the balance in one click, and a refund is sent negative', async () => {
    let sent: RecordedRequest | undefined;
    fakeApi({
      'POST /reservations/1/payments': (request) => {
        sent = request;
        return { status: 201, data: { payment: payment({ amount: -100 }), reservation: reservationItem() } };
      },
    });
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Pay the balance' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('1590');

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Register refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent?.body).toMatchObject({ amount: -100, payment_method: 'cash' });
  });

  it('keeps the dialog open and explains a refusal', async () => {
    fakeApi({ 'POST /reservations/1/payments': { status: 500, data: { message: 'db down' } } });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error registering payment');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before registering more than the balance, and registers it once confirmed', async () => {
    let sent: RecordedRequest | undefined;
    const { requests } = fakeApi({
      'POST /reservations/1/payments': (request) => {
        sent = request;
        return { status: 201, data: { payment: payment({ amount: 1690 }), reservation: reservationItem() } };
      },
    });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1690');
    await user.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is $100.00 more than the balance due ($1,590.00): the reservation will show a credit (overpaid). Register it anyway?',
    );
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Register anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent?.body).toMatchObject({ amount: 1690 });
  });

  it('asks again in Spanish when the amount changes after the question', async () => {
    const { requests } = fakeApi({});
    const { user } = renderDialog('es');
    const amount = screen.getByRole('textbox', { name: /Importe/ });
    await user.type(amount, '1600');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Son $10.00 más que el saldo pendiente ($1,590.00)');
    await user.type(amount, '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Son $14,410.00 más que el saldo pendiente');
    expect(screen.getByRole('button', { name: 'Registrar igualmente' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
