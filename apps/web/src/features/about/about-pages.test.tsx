import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { siteFixture, withSite } from '../site/site-fixture';
import { AboutPage } from './about-page';
import { FounderPage } from './founder-page';

describe('about and founder pages', () => {
  it('shows the company text of the site content in the visitor language', () => {
    renderWithProviders(<AboutPage />, { preloadedState: withSite, lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
    expect(screen.getByText('Primer párrafo sobre la empresa.')).toBeVisible();
    expect(screen.getByText('Segundo párrafo sobre el equipo.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Leer su historia/ })).toHaveAttribute('href', '/aboutFounder');
  });

  it('shows the founder biography with the photo caption', () => {
    renderWithProviders(<FounderPage />, { preloadedState: withSite, lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Martín Alvarado' })).toBeVisible();
    expect(screen.getByText('Founder and director')).toBeVisible();
    expect(screen.getByText('Martín was born in Buenos Aires.')).toBeVisible();
    expect(screen.getByText('Martín at the marina')).toBeVisible();
  });

  it('shows a drawn portrait of the founder, named by its caption', () => {
    renderWithProviders(<FounderPage />, { preloadedState: withSite, lang: 'es' });
    const portrait = screen.getByRole('img', { name: 'Martín en la marina' });
    expect(portrait.querySelector('svg')).not.toBeNull();
  });

  it("shows the owner's pictures instead, each with its description in the visitor's language", () => {
    const picture = (n: number, es: string, en: string) => ({
      url: `/api/uploads/${String(n).repeat(64)}.webp`,
      alt: { es, en },
    });
    const pictures = {
      about: picture(1, 'El equipo en Brickell', 'The team in Brickell'),
      founder: picture(2, 'Martín en su oficina', 'Martín in his office'),
    };
    const site = {
      site: { content: { ...siteFixture, pictures }, status: 'succeeded' as const, error: null },
    };
    const about = renderWithProviders(<AboutPage />, { preloadedState: site, lang: 'en' });
    expect(screen.getByRole('img', { name: 'The team in Brickell' })).toHaveAttribute(
      'src',
      pictures.about.url,
    );
    about.unmount();
    renderWithProviders(<FounderPage />, { preloadedState: site, lang: 'es' });
    const photo = screen.getByRole('img', { name: 'Martín en su oficina' });
    expect(photo).toHaveAttribute('src', pictures.founder.url);
    expect(photo.getAttribute('srcset')).toContain(`${pictures.founder.url}?w=480 480w`);
    expect(screen.queryByRole('img', { name: 'Martín en la marina' })).toBeNull();
  });

  it('says so when the content could not be loaded', () => {
    renderWithProviders(<AboutPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  });
});
