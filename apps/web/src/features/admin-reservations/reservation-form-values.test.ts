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
    expect(totals.units).toBe(3);
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
    expect(totals.units).toBe(2);
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
      serviceId: 1,
      checkInDate: '2027-03-05',
      checkOutDate: '2027-03-05',
      pricePerNight: '1',
      cleaningFee: '0',
    });
    expect(Object.keys(order)).toEqual(['checkOutDate']);
  });

  it('reads a yacht lead: its service, its day, start time and hours on Miami’s clock', () => {
    const { values, leadId } = valuesFromQuery(
      new URLSearchParams({
        leadId: '12',
        serviceType: 'yachts',
        serviceId: '31',
        startAt: '2027-06-05T14:00:00.000Z',
        endAt: '2027-06-05T18:00:00.000Z',
        checkInDate: '2027-06-05',
      }),
    );
    expect(leadId).toBe(12);
    expect(values).toEqual({
      serviceType: 'yachts',
      serviceId: 31,
      startDate: '2027-06-05',
      startTime: '10:00',
      hours: '4',
    });
  });

  it('sends a charter as instants and the lead it comes from; a car’s pickup and return too', () => {
    const charter = draftOf(
      {
        ...emptyFormValues(),
        clientId: 3,
        serviceType: 'yachts',
        serviceId: 31,
        startDate: '2027-06-05',
        startTime: '10:00',
        hours: '6',
      },
      12,
    );
    expect(charter).toMatchObject({
      serviceType: 'yachts',
      serviceId: 31,
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T20:00:00.000Z',
      leadId: 12,
    });
    expect(charter).not.toHaveProperty('checkInDate');
    const car = draftOf({
      ...emptyFormValues(),
      serviceType: 'cars',
      serviceId: 21,
      startDate: '2027-11-06',
      startTime: '09:00',
      endDate: '2027-11-08',
      endTime: '09:30',
    });
    // Across the November change of clocks: 09:00 EDT to 09:30 EST.
    expect(car).toMatchObject({ startAt: '2027-11-06T13:00:00.000Z', endAt: '2027-11-08T14:30:00.000Z' });
  });

  it('counts days and hours in the live total: units x price per unit', () => {
    const car = liveTotals({
      ...emptyFormValues(),
      serviceType: 'cars',
      startDate: '2027-11-10',
      startTime: '09:00',
      endDate: '2027-11-12',
      endTime: '11:00',
      pricePerNight: '1200',
      cleaningFee: '0',
    });
    expect(car).toMatchObject({ unit: 'day', units: 3, totalCents: 360_000 });
    const charter = liveTotals({
      ...emptyFormValues(),
      serviceType: 'yachts',
      startDate: '2027-06-05',
      startTime: '10:00',
      hours: '4',
      pricePerNight: '950',
      cleaningFee: '100',
    });
    expect(charter).toMatchObject({ unit: 'hour', units: 4, totalCents: 390_000 });
  });

  it('edits a charter: its times from the reservation, and the new period sent whole', () => {
    const initial = valuesFromReservation(
      reservation({
        serviceType: 'yachts',
        serviceId: 31,
        apartmentId: null,
        startAt: '2027-06-05T14:00:00.000Z',
        endAt: '2027-06-05T18:00:00.000Z',
        checkInDate: '2027-06-05',
        checkOutDate: '2027-06-05',
        unit: 'hour',
        units: 4,
        nights: null,
      }),
    );
    expect(initial).toMatchObject({ serviceType: 'yachts', startTime: '10:00', hours: '4' });
    expect(changesOf(initial, initial)).toEqual({});
    expect(changesOf({ ...initial, hours: '6' }, initial)).toEqual({
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T20:00:00.000Z',
    });
  });

  it('marks a duration the yacht does not offer on the duration, and a return before the pickup on the return', () => {
    const base = { ...emptyFormValues(), clientId: 1, serviceId: 31, pricePerNight: '950', cleaningFee: '0' };
    const charter = validateForm(
      { ...base, serviceType: 'yachts', startDate: '2027-06-05', startTime: '10:00', hours: '3' },
      [4, 6, 8],
    );
    expect(charter).toEqual({
      hours: { key: 'times', rule: 'durationNotOffered', values: { hours: 3, durations: '4, 6, 8' } },
    });
    const car = validateForm({
      ...base,
      serviceType: 'cars',
      startDate: '2027-11-10',
      startTime: '09:00',
      endDate: '2027-11-10',
      endTime: '08:00',
    });
    expect(car).toEqual({ endDate: { key: 'times', rule: 'endBeforeStart', values: {} } });
    const missing = validateForm({ ...base, serviceType: 'cars', serviceId: null });
    expect(missing.serviceId).toBeDefined();
    expect(missing.startDate).toBeDefined();
  });
});
