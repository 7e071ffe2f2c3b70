import { describe, expect, it } from 'vitest';
import { createClientInput, normalizeClientFields, updateClientInput } from './clients.ts';

describe('normalizeClientFields', () => {
  it('maps snake_case and client-prefixed names to the canonical ones', () => {
    expect(
      normalizeClientFields({
        client_name: 'Ana',
        clientLastname: 'Gómez',
        client_email: 'ana@example.com',
        clientPhone: '+1 305',
        client_city: 'Miami',
        clientCountry: 'US',
        client_notes: 'VIP',
        client_address: '1 Main St',
        other: 'dropped',
      }),
    ).toEqual({
      name: 'Ana',
      lastname: 'Gómez',
      email: 'ana@example.com',
      phone: '+1 305',
      city: 'Miami',
      country: 'US',
      notes: 'VIP',
      address: '1 Main St',
    });
  });

  it('prefers the canonical name when several spellings are sent', () => {
    expect(normalizeClientFields({ lastName: 'B', last_name: 'C', lastname: 'A' })).toEqual({
      lastname: 'A',
    });
  });
});

describe('createClientInput', () => {
  it('requires a name and lower-cases the e-mail; an empty e-mail means none', () => {
    expect(createClientInput.parse({ clientName: ' Ana ', email: ' ANA@Example.com ' })).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(createClientInput.parse({ name: 'Ana', email: '' })).toMatchObject({ email: null });
    expect(createClientInput.safeParse({ lastname: 'Gómez' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'The name is required',
    });
    expect(createClientInput.safeParse({ name: 'Ana', email: 'nope' }).error?.issues[0]?.path).toEqual([
      'email',
    ]);
  });
});

describe('updateClientInput', () => {
  it('keeps only the fields sent, and needs at least one', () => {
    expect(updateClientInput.parse({ last_name: 'Gómez' })).toEqual({ lastname: 'Gómez' });
    expect(updateClientInput.safeParse({ unknown: 1 }).success).toBe(false);
    expect(updateClientInput.safeParse({ name: '' }).success).toBe(false);
  });
});
