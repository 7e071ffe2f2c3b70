import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservation } from '../../test/reservation-fixtures';
import { FeesDialog } from './fees-dialog';

describe('FeesDialog', () => {
  it('refuses an amount that is not money, then sends only the fee that changed', async () => {
    let sent: RecordedRequest | undefined;
    const { requests } = fakeApi({
      'PATCH /reservations/1': (request) => {
        sent = request;
        return { status: 200, data: reservation({ cleaningFee: 120 }) };
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<FeesDialog open onClose={onClose} reservation={reservation()} />);
    expect(screen.getByRole('dialog', { name: 'Price and fees' })).toBeVisible();
    const price = screen.getByRole('textbox', { name: 'Price per night' });
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('inputmode', 'decimal');

    const cleaning = screen.getByRole('textbox', { name: 'Cleaning fee' });
    await user.clear(cleaning);
    await user.type(cleaning, '12.345');
    expect(screen.getByText('Enter an amount, e.g. 150 or 150.50.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(requests).toHaveLength(0);

    await user.clear(cleaning);
    await user.type(cleaning, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent?.body).toEqual({ cleaningFee: 120 });
  });

  it('refuses a negative fee on the field instead of saving $0, in both languages', async () => {
    const { requests } = fakeApi({});
    const { user, unmount } = renderWithProviders(
      <FeesDialog open onClose={vi.fn()} reservation={reservation()} />,
    );
    const parking = screen.getByRole('textbox', { name: 'Parking fee' });
    await user.clear(parking);
    await user.type(parking, '-10');
    expect(parking).toHaveAccessibleDescription('Cannot be negative.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(requests).toHaveLength(0);
    unmount();

    const es = renderWithProviders(<FeesDialog open onClose={vi.fn()} reservation={reservation()} />, {
      lang: 'es',
    });
    const cleaning = screen.getByRole('textbox', { name: 'Tarifa de limpieza' });
    await es.user.clear(cleaning);
    await es.user.type(cleaning, '-10');
    expect(cleaning).toHaveAccessibleDescription('No puede ser negativo.');
  });
});
