import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { MoneyField } from './money-field';

describe('MoneyField', () => {
  it('is a labelled text field with the decimal keypad, no autofill and the dollar sign before it', () => {
    renderWithProviders(
      <MoneyField
        label="Amount"
        name="amount"
        value="12.50"
        onChange={() => {}}
        required
        helperText="In USD"
      />,
    );
    const field = screen.getByRole('textbox', { name: /^Amount/ });
    expect(field).toBeRequired();
    expect(field).toHaveValue('12.50');
    expect(field).toHaveAttribute('name', 'amount');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAccessibleDescription('In USD');
    expect(field.parentElement).toHaveTextContent('$');
  });

  it('shows another sign when asked (a refund)', () => {
    renderWithProviders(<MoneyField label="Amount" value="" onChange={() => {}} symbol="−$" />);
    expect(screen.getByRole('textbox', { name: 'Amount' }).parentElement).toHaveTextContent('−$');
  });
});
