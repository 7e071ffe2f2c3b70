import { addDays, todayIn } from '@app/shared/dates';
import { whatsappUrl as sharedWhatsappUrl } from '@app/shared/site';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialCatalogState } from '../catalog/catalog-slice';
import { BookingForm } from './booking-form';

const NUMBER = '13055550148';
const start = addDays(todayIn(), 10);
const end = addDays(todayIn(), 13);
const mmddyyyy = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

function renderForm(
  lang: 'es' | 'en' = 'en',
  whatsappNumber: string | null = NUMBER,
  booked: Array<{ start: string; end: string }> = [],
) {
  return renderWithProviders(
    <BookingForm
      type="villas"
      serviceId={16}
      serviceName="Villa Bahía"
      price={2400}
      whatsappNumber={whatsappNumber}
    />,
    {
      lang,
      preloadedState: {
        catalog: {
          ...initialCatalogState,
          availability: { key: 'villas/16', ranges: booked, status: 'succeeded' },
        },
      },
    },
  );
}

async function fill(user: ReturnType<typeof renderForm>['user'], lang: 'es' | 'en' = 'en') {
  const label = (en: string, es: string) => (lang === 'en' ? en : es);
  await user.type(screen.getByLabelText(new RegExp(`^${label('Name', 'Nombre')}`)), 'Ana');
  await user.type(screen.getByLabelText(new RegExp(`^${label('Last name', 'Apellido')}`)), 'García');
  await user.type(
    screen.getByLabelText(new RegExp(`^${label('Email', 'Correo electrónico')}`)),
    'ana@example.com',
  );
  await user.type(screen.getByLabelText(new RegExp(`^${label('Start date', 'Fecha de inicio')}`)), start);
  await user.type(screen.getByLabelText(new RegExp(`^${label('End date', 'Fecha de fin')}`)), end);
}

describe('Book Now', () => {
  it("asks to 'complete all fields' and then to 'select reservation dates' (SPEC.md section 5)", async () => {
    const { requests } = fakeApi({});
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Book Now' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all fields.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'García');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select reservation dates.');
    expect(screen.getByLabelText(/^Start date/)).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('says the same in Spanish', async () => {
    fakeApi({});
    const { user } = renderForm('es');
    expect(screen.getByRole('heading', { name: 'Reserva ahora' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/^Apellido/), 'García');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona las fechas de la reserva.');
  });

  it('checks the e-mail and that the stay ends after it starts', async () => {
    fakeApi({});
    const { user } = renderForm();
    await fill(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
  });

  it('shows the estimate of a stay priced per night', async () => {
    fakeApi({});
    const { user } = renderForm();
    await fill(user);
    expect(screen.getByText('$2,400 × 3 nights')).toBeInTheDocument();
    expect(screen.getByText('$7,200')).toBeInTheDocument();
  });

  it('saves the lead, then opens WhatsApp to the business with the booking message', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { requests } = fakeApi({ 'POST /bookings': { status: 201, data: { id: 1 } } });
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toEqual({
      name: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      startDate: start,
      endDate: end,
      serviceName: 'Villa Bahía',
      serviceType: 'villas',
      serviceId: 16,
      language: 'en',
    });
    const text = `Hello! I'm Ana García and I would like to book Villa Bahía from ${mmddyyyy(start)} to ${mmddyyyy(end)}. Is it available?`;
    const [url, target] = open.mock.calls[0] ?? [];
    expect(url).toBe(sharedWhatsappUrl(NUMBER, text));
    expect(url).toBe(`https://wa.me/${NUMBER}?text=${encodeURIComponent(text)}`);
    expect(target).toBe('_blank');
    expect(screen.getByText('Request received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', url);
  });

  it('writes the message in Spanish for a Spanish visitor', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({ 'POST /bookings': { status: 201, data: { id: 1 } } });
    const { user } = renderForm('es');
    await fill(user, 'es');
    await user.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${NUMBER}`);
    expect(url.searchParams.get('text')).toBe(
      `¡Hola! Soy Ana García y me gustaría reservar Villa Bahía del ${mmddyyyy(start)} al ${mmddyyyy(end)}. ¿Está disponible?`,
    );
  });

  it('tells the visitor when saving fails, and still offers WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({ 'POST /bookings': { status: 500, data: { message: 'boom' } } });
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));

    expect(
      await screen.findByText('There was an error saving the data. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You can still send your request on WhatsApp.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${NUMBER}\\?text=`));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(open).not.toHaveBeenCalled();
    // The form stays: the visitor may try again.
    expect(screen.getByRole('button', { name: 'Reserve via WhatsApp' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses the request", async () => {
    fakeApi({
      'POST /bookings': {
        status: 400,
        data: { message: 'The start date cannot be in the past.', error: 'Bad Request', code: 'VALIDATION' },
      },
    });
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(
      await screen.findByText('Error saving user data: The start date cannot be in the past.'),
    ).toBeInTheDocument();
  });

  it('words a refusal it has a text for in the visitor language (too many requests)', async () => {
    fakeApi({
      'POST /bookings': {
        status: 429,
        data: {
          message: 'Too many booking requests from your address. Please try again in 1 minute.',
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          details: { retryAfterMinutes: 1 },
        },
      },
    });
    const { user } = renderForm('es');
    await fill(user, 'es');
    await user.click(screen.getByRole('button', { name: /WhatsApp/ }));
    expect(
      await screen.findByText(/Demasiados intentos. Inténtalo de nuevo en 1 minuto\./),
    ).toBeInTheDocument();
  });

  it('says at once when the dates cross a booked stay, and sends nothing', async () => {
    const { requests } = fakeApi({});
    const { user } = renderForm('en', NUMBER, [{ start: addDays(start, 1), end: addDays(start, 2) }]);
    expect(screen.getByText('Some dates are already booked.')).toBeVisible();
    await fill(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Those dates are not available. Please choose others.',
    );
    await user.click(screen.getByRole('button', { name: 'Reserve via WhatsApp' }));
    expect(screen.getByLabelText(/^Start date/)).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('opens the availability calendar (loaded on demand) and fills the dates picked in it', async () => {
    fakeApi({});
    const { user } = renderForm('es', NUMBER, []);
    expect(screen.getByText('Elige tus fechas en el calendario.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver fechas disponibles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus fechas' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Selecciona la fecha de llegada.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
