import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../app/router';
import { renderWithProviders } from '../test/render-with-providers';

describe('public top bar and home', () => {
  it('shows the hero in Spanish by default language of the site', () => {
    renderWithProviders(null, { routes: createRoutes, lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vive Miami sin límites' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links the title home and offers the sections of the site', () => {
    renderWithProviders(null, { routes: createRoutes, route: '/nowhere' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Miami Rentals/ })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Services', '/services'],
      ['About us', '/about'],
      ['Reviews', '/reviews'],
      ['Founder', '/aboutFounder'],
      ['Contact', '/contactUs'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('switches language from the menu and remembers it for the server and the browser', async () => {
    const { user } = renderWithProviders(null, { routes: createRoutes, lang: 'es' });

    await user.click(screen.getByRole('button', { name: 'Cambiar idioma' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Live Miami without limits' })).toBeVisible();
    expect(document.cookie).toContain('lang=en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Miami Rentals & Concierge · Cars, yachts, apartments and villas');
  });

  it('shows a not-found page for unknown paths', () => {
    renderWithProviders(null, { routes: createRoutes, route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'This page is not on the map' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
