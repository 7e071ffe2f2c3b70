import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { withSite } from '../site/site-fixture';
import { ContactPage } from './contact-page';

function renderContact(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(<ContactPage />, { preloadedState: withSite, lang, route: '/contactUs' });
}

async function fillValid(user: ReturnType<typeof renderContact>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last name/), 'García');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.clear(screen.getByLabelText(/^Area prefix/));
  await user.type(screen.getByLabelText(/^Area prefix/), '+54');
  await user.type(screen.getByLabelText(/^Phone/), '11 5555 0123');
  await user.type(screen.getByLabelText(/^Message/), 'We arrive on the 12th.');
}

describe('contact page', () => {
  it('shows the validation messages in English and sends nothing', async () => {
    const { requests } = fakeApi({});
    const { user } = renderContact();
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('The phone number may only contain digits, spaces and - ( ) .')).toBeVisible();
    expect(screen.getByText('Please write a message.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows the validation messages in Spanish', async () => {
    fakeApi({});
    const { user } = renderContact('es');
    await user.clear(screen.getByLabelText(/^Prefijo/));
    await user.type(screen.getByLabelText(/^Prefijo/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(screen.getByText('Por favor, ingresa tu nombre.')).toBeVisible();
    expect(screen.getByText('Por favor, ingresa tu correo electrónico.')).toBeVisible();
    expect(screen.getByText('El prefijo debe tener la forma +1 o +54.')).toBeVisible();
    expect(screen.getByText('Por favor, escribe un mensaje.')).toBeVisible();
  });

  it('says Sending… while it sends, then thanks the visitor', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => {};
    const { requests } = fakeApi({
      'POST /contact': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('button', { name: /Sending…/ })).toBeDisabled();
    answer({ status: 201, data: { id: 7 } });

    // The thanks take the focus once shown (an effect after the render): waited for, not raced.
    const thanks = await screen.findByRole('heading', { name: 'Thank you, Ana' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/We will reply to ana@example.com/)).toBeVisible();
    expect(requests[0]?.body).toEqual({
      name: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      areaCode: '+54',
      phone: '11 5555 0123',
      message: 'We arrive on the 12th.',
      language: 'en',
    });
  });

  it('on error keeps everything the visitor typed', async () => {
    fakeApi({ 'POST /contact': { status: 500, data: { message: 'SMTP down' } } });
    const { user } = renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('An error occurred. Please try again.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('García');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Area prefix/)).toHaveValue('+54');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('11 5555 0123');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We arrive on the 12th.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the contact information: address, phones and e-mail', () => {
    renderContact();
    const info = screen.getByRole('complementary', { name: 'Contact information' });
    expect(within(info).getByText(/1200 Brickell Avenue/)).toBeVisible();
    expect(within(info).getByRole('link', { name: '+1 (305) 555-0148' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/13055550148\?text=/),
    );
    expect(within(info).getByRole('link', { name: '+54 9 1155 55-0123' })).toBeVisible();
    expect(within(info).getByRole('link', { name: 'concierge@miamielite.example' })).toHaveAttribute(
      'href',
      'mailto:concierge@miamielite.example',
    );
  });
});
