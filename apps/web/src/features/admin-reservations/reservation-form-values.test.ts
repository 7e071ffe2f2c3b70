import { describe, expect, it } from 'vitest';
import { reservation } from '../../test/reservation-fixtures';
import {
  changesOf,
  draftOf,
  emptyFormValues,
  liveTotals,
  validateForm,
  valuesFromQuery,
  valuesFromReservation,
} from './reservation-form-values';

describe('reservation form values', () => {
  it('reads a booking lead in either naming style and ignores what is not a date', () => {
    const { values, leadId } = valuesFromQuery(
      new URLSearchParams(
        'leadId=9&name=Ana&lastName=Ruiz&email=a%40b.co&startDate=03-05-2027&endDate=nope&apartmentId=x',
      ),
    );
    expect(leadId).toBe(9);
    expect(values).toEqual({
      clientMode: 'new',
      clientName: 'Ana',
      clientLastname: 'Ruiz',
      clientEmail: 'a@b.co',
      checkInDate: '2027-03-05',
    });
    expect(valuesFromQuery(new URLSearchParams('')).values).toEqual({});
  });

  it('sends the client details only for a new client', () => {
    const existing = draftOf({ ...emptyFormValues(), clientId: 3, clientName: 'Left over' });
    expect(existing.clientId).toBe(3);
    expect(existing).not.toHaveProperty('clientName');
    const fresh = draftOf({ ...emptyFormValues(), clientMode: 'new', clientId: 3, clientName: 'Ana' });
    expect(fresh).not.toHaveProperty('clientId');
    expect(fresh.clientName).toBe('Ana');
  });

  it('an edit sends only what changed; a cleared fee is 0', () => {
    const initial = valuesFromReservation(reservation({ parkingFee: 30, notes: 'x' }));
    expect(changesOf(initial, initial)).toEqual({});
    expect(
      changesOf({ ...initial, parkingFee: '', pricePerNight: '400.00', checkOutDate: '2027-03-12' }, initial),
    ).toEqual({ parkingFee: 0, checkOutDate: '2027-03-12' });
  });

  it('computes the total in cents: no floating-point drift', () => {
    const totals = liveTotals(
      {
        ...emptyFormValues(),
        checkInDate: '2027-03-05',
        checkOutDate: '2027-03-08',
        pricePerNight: '0.1',
        cleaningFee: '0.2',
        initialAmount: '0.3',
      },
      0,
    );
    expect(totals.nights).toBe(3);
    expect(totals.totalCents).toBe(50);
    expect(totals.dueCents).toBe(20);
    expect(totals.paymentStatus).toBe('partial');
  });

  it('counts calendar nights across the March daylight-saving change', () => {
    const totals = liveTotals({
      ...emptyFormValues(),
      checkInDate: '2027-03-13',
      checkOutDate: '2027-03-15',
      pricePerNight: '100',
      cleaningFee: '0',
    });
    expect(totals.nights).toBe(2);
    expect(totals.totalCents).toBe(20_000);
  });

  it('adds what was paid before (edit) to the due amount', () => {
    const totals = liveTotals({ ...valuesFromReservation(reservation()) }, 2090);
    expect(totals.dueCents).toBe(0);
    expect(totals.paymentStatus).toBe('paid');
  });

  it('validates with the API schema and its SPEC.md messages', () => {
    const issues = validateForm({ ...emptyFormValues(), clientMode: 'new' });
    expect(issues.pricePerNight).toEqual({
      key: 'custom',
      values: { message: 'The price per night is required' },
    });
    expect(issues.cleaningFee).toEqual({
      key: 'custom',
      values: { message: 'The cleaning fee is required' },
    });
    const order = validateForm({
      ...emptyFormValues(),
      clientId: 1,
      apartmentId: 1,
      checkInDate: '2027-03-05',
      checkOutDate: '2027-03-05',
      pricePerNight: '1',
      cleaningFee: '0',
    });
    expect(Object.keys(order)).toEqual(['checkOutDate']);
  });
});
