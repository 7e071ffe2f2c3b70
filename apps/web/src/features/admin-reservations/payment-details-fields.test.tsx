import { todayIn } from '@app/shared/dates';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatesProvider } from '../../components/dates-provider';
import { renderWithProviders } from '../../test/render-with-providers';
import { newPaymentDetails, PaymentDetailsFields } from '../admin-shell/payment-details-fields';

/** The fields with their state, which it shows to be read back. */
function Fields() {
  const [details, setDetails] = useState(newPaymentDetails);
  return (
    <DatesProvider>
      <PaymentDetailsFields value={details} onChange={setDetails} />
      <output>{JSON.stringify(details)}</output>
    </DatesProvider>
  );
}

const state = () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown;

describe('PaymentDetailsFields', () => {
  it('starts a new payment in cash, today, without notes', () => {
    expect(newPaymentDetails()).toEqual({ method: 'cash', date: todayIn(), notes: '' });
  });

  it('asks the method, the date and the notes, and hands back each change', async () => {
    const { user } = renderWithProviders(<Fields />);
    const method = screen.getByRole('combobox', { name: 'Method' });
    expect(method).toHaveTextContent('Cash');
    expect(screen.getByText('Today if left empty.')).toBeVisible();

    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'Zelle' }));
    expect(state()).toEqual({ method: 'zelle', date: todayIn(), notes: '' });

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Deposit');
    expect(state()).toEqual({ method: 'zelle', date: todayIn(), notes: 'Deposit' });
    // The form's names, as the server calls the fields.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('name', 'notes');
    expect(document.querySelector('input[name="paymentMethod"]')).toHaveValue('zelle');
  });

  it('says it in Spanish', () => {
    renderWithProviders(<Fields />, { lang: 'es' });
    expect(screen.getByRole('combobox', { name: 'Medio de pago' })).toHaveTextContent('Efectivo');
    expect(screen.getByRole('textbox', { name: 'Notas' })).toBeInTheDocument();
  });
});
