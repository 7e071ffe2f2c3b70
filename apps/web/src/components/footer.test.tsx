import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSite } from '../features/site/site-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { Footer } from './footer';

const spanishGreeting = encodeURIComponent('Hola, me gustaría recibir más información sobre sus servicios.');

describe('public footer', () => {
  it('shows both phones as SPEC.md writes them, each opening WhatsApp with the Spanish greeting', () => {
    renderWithProviders(<Footer />, { preloadedState: withSite, lang: 'en' });
    const footer = screen.getByRole('contentinfo');

    const us = within(footer).getByRole('link', { name: /WhatsApp United States: \+1 \(305\) 555-0148/ });
    expect(us).toHaveTextContent('+1 (305) 555-0148');
    expect(us).toHaveAttribute('href', `https://wa.me/13055550148?text=${spanishGreeting}`);

    const argentina = within(footer).getByRole('link', { name: /WhatsApp Argentina: \+54 9 1155 55-0123/ });
    expect(argentina).toHaveTextContent('+54 9 1155 55-0123');
    expect(argentina).toHaveAttribute('href', `https://wa.me/5491155550123?text=${spanishGreeting}`);

    for (const link of [us, argentina]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('greets in Spanish on the phone buttons even for an English visitor; the WhatsApp button uses the visitor language', () => {
    renderWithProviders(<Footer />, { preloadedState: withSite, lang: 'en' });
    expect(screen.getByRole('link', { name: /Write to us on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/13055550148?text=${encodeURIComponent('Hello, I would like more information about your services.')}`,
    );
  });

  it('links the sections, the staff area, Instagram, the e-mail and the credit', () => {
    renderWithProviders(<Footer />, { preloadedState: withSite, lang: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Pie de página' });
    expect(within(nav).getByRole('link', { name: 'Nosotros' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Fundador' })).toHaveAttribute('href', '/aboutFounder');
    expect(within(nav).getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Área del personal' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/miamielite.rentals',
    );
    expect(screen.getByRole('link', { name: 'concierge@miamielite.example' })).toHaveAttribute(
      'href',
      'mailto:concierge@miamielite.example',
    );
    expect(screen.getByText(/1200 Brickell Avenue, Suite 1950/).closest('address')).toHaveTextContent(
      'Miami, FL 33131',
    );
    expect(screen.getByRole('link', { name: 'Diseño web: Estudio Palmera' })).toHaveAttribute(
      'href',
      'https://estudiopalmera.example',
    );
  });

  it('still offers its links when the site content could not be loaded', () => {
    renderWithProviders(<Footer />, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'About us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Staff area' })).toBeVisible();
  });
});
