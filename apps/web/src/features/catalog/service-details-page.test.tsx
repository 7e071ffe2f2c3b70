import type { Apartment, Car } from '@app/shared/catalog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { withSite } from '../site/site-fixture';
import { catalogRoutes } from './catalog-routes';

const image = (n: number) => `/api/uploads/${String(n).padStart(64, 'b')}.webp`;
const apartment: Apartment = {
  id: 12,
  name: 'Continuum South Beach',
  unitNumber: '1803',
  address: '100 S Pointe Dr, Miami Beach, FL 33139',
  description: 'Frente al mar en South Pointe.',
  capacity: 6,
  bathrooms: 3,
  rooms: 3,
  price: 780,
  images: [image(1), image(2), image(3)],
  translations: { description: { es: 'Frente al mar en South Pointe.', en: 'Oceanfront at South Pointe.' } },
};
const car: Car = {
  id: 1,
  brand: 'Lamborghini',
  model: 'Urus',
  description: 'El SUV más rápido',
  price: 1500,
  passengers: 4,
  images: [image(4)],
};

const routes = (store: Parameters<typeof catalogRoutes>[0]) => catalogRoutes(store);

describe('the page of a service', () => {
  it('shows every field, the back links and the Book Now form', async () => {
    fakeApi({ 'GET /apartments/12': { status: 200, data: apartment } });
    renderWithProviders(null, { routes, route: '/services/apartments/12', preloadedState: withSite });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continuum South Beach' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oceanfront at South Pointe.')).toBeInTheDocument();
    const field = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Name')).toBe('Continuum South Beach');
    expect(field('Unit')).toBe('1803');
    expect(field('Address')).toBe('100 S Pointe Dr, Miami Beach, FL 33139');
    expect(field('Capacity')).toBe('6 people');
    expect(field('Bedrooms')).toBe('3');
    expect(field('Bathrooms')).toBe('3');
    expect(field('Price')).toBe('$780 / night');
    expect(screen.getAllByRole('link', { name: 'Back to apartments' })[0]).toHaveAttribute(
      'href',
      '/services/apartments',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows a car by brand and model', async () => {
    fakeApi({ 'GET /cars/1': { status: 200, data: car } });
    renderWithProviders(null, { routes, route: '/services/cars/1', preloadedState: withSite });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lamborghini Urus' })).toBeInTheDocument();
    const field = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Brand')).toBe('Lamborghini');
    expect(field('Model')).toBe('Urus');
    expect(field('Passengers')).toBe('4 people');
    expect(screen.getAllByRole('link', { name: 'Back to cars' })).toHaveLength(2);
  });

  it('moves through the photos with the arrow keys, the buttons and the thumbnails', async () => {
    fakeApi({ 'GET /apartments/12': { status: 200, data: apartment } });
    const { user } = renderWithProviders(null, {
      routes,
      route: '/services/apartments/12',
      preloadedState: withSite,
    });
    const gallery = await screen.findByRole('region', { name: 'Photos of Continuum South Beach' });
    const photo = () => screen.getByRole('img', { name: /^Continuum South Beach, photo/ });
    expect(photo()).toHaveAccessibleName('Continuum South Beach, photo 1 of 3');
    expect(photo()).toHaveAttribute('src', image(1));

    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName('Continuum South Beach, photo 2 of 3');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(photo()).toHaveAccessibleName('Continuum South Beach, photo 3 of 3');
    await user.keyboard('{Home}');
    expect(photo()).toHaveAttribute('src', image(1));

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', image(2));
    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(photo()).toHaveAttribute('src', image(3));
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns the photo with a swipe', async () => {
    fakeApi({ 'GET /apartments/12': { status: 200, data: apartment } });
    renderWithProviders(null, { routes, route: '/services/apartments/12', preloadedState: withSite });
    const photo = await screen.findByRole('img', { name: /photo 1 of 3/ });
    const surface = photo.parentElement as HTMLElement;
    fireEvent.pointerDown(surface, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(surface, { clientX: 180, clientY: 110 });
    expect(screen.getByRole('img', { name: /photo 2 of 3/ })).toBeInTheDocument();
    fireEvent.pointerDown(surface, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface, { clientX: 260, clientY: 100 });
    expect(screen.getByRole('img', { name: /photo 1 of 3/ })).toBeInTheDocument();
  });

  it("answers a missing service with 'No service found' and a way back", async () => {
    fakeApi({ 'GET /villas/999': { status: 404, data: { message: 'Service not found' } } });
    renderWithProviders(null, { routes, route: '/services/villas/999', preloadedState: withSite });
    expect(await screen.findByRole('heading', { name: 'No service found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to villas' })).toHaveAttribute('href', '/services/villas');
  });

  it("answers an unknown type with 'Invalid service type: {type}', in Spanish too", async () => {
    fakeApi({});
    renderWithProviders(null, { routes, route: '/services/planes/1', lang: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Tipo de servicio no válido: planes' }),
    ).toBeInTheDocument();
  });
});
