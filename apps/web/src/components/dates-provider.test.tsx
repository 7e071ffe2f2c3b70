import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DatesProvider } from './dates-provider';

const field = (
  <DatesProvider>
    <DatePicker label="Fecha" format="MM-DD-YYYY" />
  </DatesProvider>
);

describe('DatesProvider', () => {
  it('names the parts of a date field with proper Spanish words (Día, with its accent)', () => {
    renderWithProviders(field, { lang: 'es' });
    expect(screen.getByRole('spinbutton', { name: 'Día' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Mes' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Año' })).toBeInTheDocument();
  });

  it('and English ones in English', () => {
    renderWithProviders(field, { lang: 'en' });
    expect(screen.getByRole('spinbutton', { name: 'Day' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toBeInTheDocument();
  });
});
