import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withSite } from '../features/site/site-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { TopBar } from './top-bar';

const routes = [
  {
    path: '/',
    element: (
      <>
        <TopBar />
        <main>
          <Outlet />
        </main>
      </>
    ),
    children: [{ path: '*', element: <h1>Page</h1> }],
  },
];

function renderBar(route = '/', lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, { routes, route, lang, preloadedState: withSite });
}

describe('public top bar', () => {
  it('links the title home and offers the sections in order', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Miami Elite Rentals' })).toHaveAttribute('href', '/');
    const wide = within(nav).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(wide)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/services'],
      ['About us', '/about'],
      ['Reviews', '/reviews'],
      ['Founder', '/aboutFounder'],
      ['Contact', '/contactUs'],
    ]);
  });

  it('marks the link of the current page', () => {
    renderBar('/services/yachts');
    const wide = within(screen.getByRole('navigation')).getAllByRole('list')[0] as HTMLElement;
    expect(within(wide).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(wide).getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current');
  });

  it('collapses into a menu at small widths where founder comes right after about', async () => {
    const { user } = renderBar('/', 'es');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Servicios', 'Nosotros', 'Fundador', 'Reseñas', 'Contacto']);

    await user.click(within(panel).getByRole('link', { name: 'Fundador' }));
    expect(panel).not.toBeVisible();
  });

  it('closes the menu with Escape and gives the focus back to its button', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    within(panel).getByRole('link', { name: 'Reviews' }).focus();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('opens the menu over the whole page: the page stops scrolling and the focus stays in the menu', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(panel).getByRole('link', { name: 'Services' })).toHaveFocus();

    within(panel).getByRole('link', { name: 'Contact' }).focus();
    await user.tab();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(panel).not.toBeVisible();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('switches language from the menu with the keyboard and remembers it for the server and the browser', async () => {
    const { user } = renderBar('/', 'es');
    screen.getByRole('button', { name: 'ES, cambiar idioma' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN, change language' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('closes the language menu with Escape', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'EN, change language' }));
    expect(screen.getByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN, change language' })).toHaveFocus();
  });
});
