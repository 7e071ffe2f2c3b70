import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialCatalogState } from '../catalog/catalog-slice';
import type { ServiceType } from '../catalog/service-model';
import { BookingForm } from './booking-form';

// Book Now of a yacht (a day, a start time, a duration) and of a car (pickup and return): issue 16.
const NUMBER = '13055550148';
const day = addDays(todayIn(), 12);
const shown = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
const at = (time: string, date = day) => zonedTimeToInstant(date, time).toISOString();
// A charter 10:00-14:00 and its hour of turnaround: taken until 15:00, as the API answers it.
const taken = [{ start: at('10:00'), end: at('15:00') }];

function renderForm(type: ServiceType, lang: 'en' | 'es' = 'en') {
  const yacht = type === 'yachts';
  return renderWithProviders(
    <BookingForm
      type={type}
      serviceId={6}
      serviceName={yacht ? 'Azimut 62 ft' : 'Lamborghini Urus'}
      price={yacht ? 1200 : 420}
      whatsappNumber={NUMBER}
      bufferMinutes={yacht ? 60 : 120}
      durations={yacht ? [4, 6, 8] : undefined}
    />,
    {
      lang,
      preloadedState: {
        catalog: {
          ...initialCatalogState,
          availability: { key: `${type}/6`, ranges: taken, status: 'succeeded' },
        },
      },
    },
  );
}

async function fillPerson(user: ReturnType<typeof renderForm>['user'], lang: 'en' | 'es' = 'en') {
  await user.type(screen.getByLabelText(lang === 'en' ? /^Name/ : /^Nombre/), 'Ana');
  await user.type(screen.getByLabelText(lang === 'en' ? /^Last name/ : /^Apellido/), 'García');
  await user.type(screen.getByLabelText(lang === 'en' ? /^Email/ : /^Correo/), 'ana@example.com');
}

describe('Book Now of a yacht', () => {
  it('offers the start times of the chosen day, with the taken ones disabled and named so', async () => {
    fakeApi({});
    const { user } = renderForm('yachts');
    await user.type(screen.getByLabelText(/^Day/), day);

    const group = screen.getByRole('group', { name: /Start time/ });
    expect(group).toBeInTheDocument();
    // With 4 hours and an hour of turnaround, 08:00 would run into the 10:00 charter.
    expect(screen.getByRole('radio', { name: '08:00, not available' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '14:00, not available' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '15:00' })).toBeEnabled();
    // A shorter charter fits before it: with one hour, 08:00 ends at 09:00, free again at 10:00.
    expect(screen.getByRole('radio', { name: '4 hours' })).toBeChecked();
    expect(
      screen.getAllByRole('radio', { name: /hours$/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['4', '6', '8']);
  });

  it('estimates the hours, saves the lead with its start and hours, and names them in WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { requests } = fakeApi({ 'POST /bookings': { status: 201, data: { id: 1 } } });
    const { user } = renderForm('yachts');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^Phone/), '+1 305 555 0123');
    await user.type(screen.getByLabelText(/^Day/), day);
    await user.click(screen.getByRole('radio', { name: '15:00' }));
    expect(screen.getByText('$1,200 × 4 hours')).toBeInTheDocument();
    expect(screen.getByText('$4,800')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '6 hours' }));
    expect(screen.getByText('$1,200 × 6 hours')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toEqual({
      name: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      phone: '+1 305 555 0123',
      startAt: at('15:00'),
      hours: 6,
      serviceName: 'Azimut 62 ft',
      serviceType: 'yachts',
      serviceId: 6,
      language: 'en',
    });
    const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text');
    expect(text).toBe(
      `Hello! I'm Ana García and I would like to book Azimut 62 ft on ${shown(day)} from 15:00 for 6 hours. Is it available?`,
    );
  });

  it('in Spanish: the taken hours, the estimate and the message', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({ 'POST /bookings': { status: 201, data: { id: 1 } } });
    const { user } = renderForm('yachts', 'es');
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    await fillPerson(user, 'es');
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona las fechas de la reserva.');
    expect(screen.getByLabelText(/^Día/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Día/), day);
    expect(screen.getByRole('radio', { name: '11:00, no disponible' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona las fechas de la reserva.');
    expect(screen.getByRole('radio', { name: '08:00, no disponible' })).not.toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '16:00' }));
    expect(screen.getByText('$1,200 × 4 horas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text')).toBe(
      `¡Hola! Soy Ana García y me gustaría reservar Azimut 62 ft el ${shown(day)} desde las 16:00 durante 4 horas. ¿Está disponible?`,
    );
  });
});

describe('Book Now of a car', () => {
  it('asks for the pickup and the return, estimates the days and names both in WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { requests } = fakeApi({ 'POST /bookings': { status: 201, data: { id: 1 } } });
    const { user } = renderForm('cars');
    await fillPerson(user);
    const pickup = addDays(day, 1);
    const back = addDays(day, 4);
    await user.type(screen.getByLabelText(/^Pickup date/), pickup);
    expect(screen.getByLabelText(/^Pickup time/)).toHaveValue('10:00');
    await user.type(screen.getByLabelText(/^Return date/), back);
    await user.clear(screen.getByLabelText(/^Return time/));
    await user.type(screen.getByLabelText(/^Return time/), '09:00');
    expect(screen.getByText('$420 × 3 days')).toBeInTheDocument();
    expect(screen.getByText('$1,260')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toMatchObject({
      startAt: at('10:00', pickup),
      endAt: at('09:00', back),
      serviceType: 'cars',
    });
    expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text')).toBe(
      `Hello! I'm Ana García and I would like to book Lamborghini Urus from ${shown(pickup)} 10:00 to ${shown(back)} 09:00. Is it available?`,
    );
  });

  it('says at once when the pickup falls in a taken time', async () => {
    const { requests } = fakeApi({});
    const { user } = renderForm('cars');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^Pickup date/), day);
    await user.type(screen.getByLabelText(/^Return date/), addDays(day, 2));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Those dates are not available. Please choose others.',
    );
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(screen.getByLabelText(/^Pickup date/)).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal of the phone on the phone field", async () => {
    fakeApi({
      'POST /bookings': {
        status: 400,
        data: {
          message: 'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123',
          code: 'VALIDATION',
          details: {
            in: 'body',
            fields: [
              {
                field: 'phone',
                message: 'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123',
              },
            ],
          },
        },
      },
    });
    const { user } = renderForm('cars', 'es');
    await fillPerson(user, 'es');
    await user.type(screen.getByLabelText(/^Teléfono/), '+54 11 1');
    await user.type(screen.getByLabelText(/^Fecha de recogida/), addDays(day, 1));
    await user.type(screen.getByLabelText(/^Fecha de devolución/), addDays(day, 2));
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    const phone = screen.getByLabelText(/^Teléfono/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'El número de teléfono no es válido: incluye el código de país, p. ej. +54 9 11 5555 0123',
    );
    expect(screen.queryByText(/Hubo un error/)).toBeNull();
  });
});
