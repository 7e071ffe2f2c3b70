import { demoRatePlans, priceStay, ratePlanInput, toQuoteBody } from '@app/shared/pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuoteBreakdown } from './quote-breakdown';

/** A real quote of the demo apartment: 7 high-season nights from Friday 2027-01-08, 10% off. */
function apartmentQuote(lang: 'es' | 'en', plan = ratePlanInput().parse(demoRatePlans.apartment)) {
  const result = priceStay(plan, 'night', { checkInDate: '2027-01-08', checkOutDate: '2027-01-15' }, lang);
  if (!result.ok) throw new Error('the demo stay should have a quote');
  return toQuoteBody(result.quote);
}

/** Each row of the breakdown as [label, amount], the total last. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

describe('QuoteBreakdown', () => {
  it('shows rent by rate, the discount, each fee and tax, and the total, in English', () => {
    renderWithProviders(<QuoteBreakdown quote={apartmentQuote('en')} />, { lang: 'en' });
    // Rent 2 x 700 + 5 x 600 = 4,400; 10% off = 440; + cleaning 175 = 4,135; taxes 6%, 1%, 6%.
    expect(rows()).toEqual([
      ['2 nights x $700 weekend', '$1,400'],
      ['5 nights x $600', '$3,000'],
      ['Length-of-stay discount', '-$440'],
      ['Cleaning', '$175'],
      ['Florida sales tax (6%)', '$248.10'],
      ['Miami-Dade County surtax (1%)', '$41.35'],
      ['Miami-Dade tourist taxes (6%)', '$248.10'],
      ['Total', '$4,672.55'],
    ]);
  });

  it('keeps the refundable deposit apart from the total', () => {
    renderWithProviders(<QuoteBreakdown quote={apartmentQuote('en')} />, { lang: 'en' });
    const deposit = screen.getByText('Security deposit').closest('p');
    expect(deposit).not.toBeNull();
    expect(deposit?.textContent).toBe('Security deposit $1,000Refundable, not included in the total');
    expect(within(screen.getByRole('table')).queryByText('$1,000')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<QuoteBreakdown quote={apartmentQuote('es')} />, { lang: 'es' });
    expect(rows()).toEqual([
      ['2 noches x $700 fin de semana', '$1,400'],
      ['5 noches x $600', '$3,000'],
      ['Descuento por estadía larga', '-$440'],
      ['Limpieza', '$175'],
      ['Impuesto estatal a las ventas de Florida (6%)', '$248.10'],
      ['Recargo del condado Miami-Dade (1%)', '$41.35'],
      ['Impuestos turísticos de Miami-Dade (6%)', '$248.10'],
      ['Total', '$4,672.55'],
    ]);
    expect(screen.getByText('Depósito de garantía')).toBeInTheDocument();
    expect(screen.getByText('Reembolsable, no incluido en el total')).toBeInTheDocument();
  });

  it('leaves out a discount, taxes and a deposit the quote does not have', () => {
    const plan = ratePlanInput().parse({ basePrice: 500, minUnits: 4 });
    const result = priceStay(plan, 'hour', { startAt: '2027-06-01T10:00', endAt: '2027-06-01T14:00' }, 'en');
    if (!result.ok) throw new Error('the charter should have a quote');
    renderWithProviders(<QuoteBreakdown quote={toQuoteBody(result.quote)} />, { lang: 'en' });
    expect(rows()).toEqual([
      ['4 hours x $500', '$2,000'],
      ['Total', '$2,000'],
    ]);
    expect(screen.queryByText('Security deposit')).toBeNull();
  });
});
