import type { Service } from '@app/shared/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ApartmentFormPage, ServiceFormPage } from './service-form-page';
import { ApartmentsPage, ServicesPage } from './services-page';

const image = (letter: string) => `/api/uploads/${letter.repeat(64)}.webp`;

const urus: Service = {
  id: 1,
  brand: 'Lamborghini',
  model: 'Urus',
  description: 'SUV',
  price: 1500,
  passengers: 4,
  images: [image('a'), image('b')],
  translations: { description: { es: 'SUV', en: 'An SUV' } },
};

function renderAt(route: string, lang: 'en' | 'es' = 'en') {
  const withHost = (page: ReactElement) => (
    <>
      {page}
      <NotificationsHost />
    </>
  );
  return renderWithProviders(null, {
    lang,
    route,
    routes: [
      { path: '/admin/services/:type', element: withHost(<ServicesPage />) },
      { path: '/admin/services/:type/new', element: withHost(<ServiceFormPage />) },
      { path: '/admin/services/:type/edit/:id', element: withHost(<ServiceFormPage />) },
      { path: '/admin/apartments', element: withHost(<ApartmentsPage />) },
      { path: '/admin/apartments/new', element: withHost(<ApartmentFormPage />) },
    ],
  });
}

describe('service form', () => {
  it('shows the fields of the type and the schema’s refusals, translated, without sending', async () => {
    const { calls } = fakeAdminApi({});
    const { user } = renderAt('/admin/services/cars/new', 'es');

    expect(screen.queryByLabelText(/Huéspedes/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Precio'), 'abc');
    await user.type(screen.getByLabelText('Pasajeros'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Crear auto' }));

    expect(screen.getByText('Este campo es obligatorio.')).toBeVisible();
    expect(screen.getByText('Introduce un número.')).toBeVisible();
    expect(screen.getByText('Introduce un número entero.')).toBeVisible();
    expect(screen.getByLabelText(/^Marca/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks an apartment for its own fields', () => {
    fakeAdminApi({});
    renderAt('/admin/apartments/new');
    for (const label of [
      /^Name\s*\*/,
      'Unit number',
      'Address',
      'Guests',
      'Bedrooms',
      'Bathrooms',
      'Price',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Brand/)).not.toBeInTheDocument();
  });

  it('uploads a chosen photo, then creates the car with it and the English text', async () => {
    const { calls } = fakeAdminApi({
      'POST /uploads': { status: 201, data: { images: [image('c')] } },
      'POST /cars': { status: 201, data: { ...urus, id: 8, brand: 'Ferrari', model: 'Roma' } },
      'GET /cars': { status: 200, data: [] },
    });
    const { user, router } = renderAt('/admin/services/cars/new');

    await user.type(screen.getByLabelText(/^Brand/), 'Ferrari');
    await user.type(screen.getByLabelText('Model'), 'Roma');
    await user.type(screen.getByLabelText('Price'), '1200.5');
    await user.type(screen.getByLabelText('Passengers'), '2');
    await user.type(screen.getByLabelText('Description in English'), 'A grand tourer');
    await user.upload(
      screen.getByLabelText('Choose photos'),
      new File([new Uint8Array([137, 80, 78, 71])], 'roma.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((call) => call.url === '/uploads')).toBe(true));
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create car' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create car' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/services/cars'));
    expect(calls.find((call) => call.url === '/cars' && call.method === 'POST')?.body).toEqual({
      brand: 'Ferrari',
      model: 'Roma',
      description: '',
      price: 1200.5,
      passengers: 2,
      images: [image('c')],
      published: true,
      translations: { description: { es: '', en: 'A grand tourer' } },
    });
    expect(await screen.findByText('Ferrari Roma was created.')).toBeVisible();
  });

  it('says in the admin language why a file is not a photo, offers no Retry for it, and no toast', async () => {
    fakeAdminApi({
      'POST /uploads': {
        status: 415,
        data: {
          message: 'Unsupported image type: send a JPEG, PNG, WebP, AVIF or GIF image',
          error: 'Unsupported Media Type',
        },
      },
    });
    const { user } = renderAt('/admin/services/cars/new', 'es');
    // Named like a photo; its bytes are a PDF: only the server can tell.
    await user.upload(
      screen.getByLabelText('Elegir fotos'),
      new File(['%PDF-1.7'], 'factura.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText(
        'Este archivo no es una foto que el sitio pueda mostrar: elige una imagen JPEG, PNG, WebP, AVIF o GIF.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Volver a subir/ })).not.toBeInTheDocument();
    // The form's own line says what to do; no snackbar repeats the refusal.
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 archivo no es una foto que el sitio pueda usar: quítalo para guardar.',
    );
  });

  it('offers Retry when the upload itself failed (server error), in English', async () => {
    fakeAdminApi({ 'POST /uploads': { status: 500, data: { message: 'Internal Server Error' } } });
    const { user } = renderAt('/admin/services/cars/new');
    await user.upload(
      screen.getByLabelText('Choose photos'),
      new File([new Uint8Array([137, 80, 78, 71])], 'roma.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Upload photo 1 again' })).toBeVisible();
  });

  it('reorders and removes photos with the buttons and saves the new order', async () => {
    const { calls } = fakeAdminApi({
      'GET /cars/1': { status: 200, data: { ...urus, images: [image('a'), image('b'), image('d')] } },
      'PUT /cars/1': { status: 200, data: urus },
      'GET /cars': { status: 200, data: [] },
    });
    const { user } = renderAt('/admin/services/cars/edit/1');

    const list = await screen.findByRole('list', { name: /Photos, in the order/ });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([image('a'), image('b'), image('d')]);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(screen.getByText('Photo moved from position 3 to 2 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      brand: 'Lamborghini',
      images: [image('d'), image('b')],
      translations: { description: { es: 'SUV', en: 'An SUV' } },
    });
  });

  it.each([
    ['es', 'Foto de demostración'],
    ['en', 'Demo picture'],
  ] as const)('marks the demo pictures so the owner replaces them (%s)', async (lang, marker) => {
    fakeAdminApi({
      'GET /cars/1': {
        status: 200,
        data: { ...urus, images: [image('a'), image('b')], demoImages: [image('b')] },
      },
    });
    renderAt('/admin/services/cars/edit/1', lang);

    const list = await screen.findByRole('list');
    const [uploaded, demo] = within(list).getAllByRole('listitem');
    expect(within(demo as HTMLElement).getByText(marker)).toBeVisible();
    expect(within(uploaded as HTMLElement).queryByText(marker)).toBeNull();
  });

  it('keeps what was typed when the server refuses the save', async () => {
    fakeAdminApi({
      'GET /cars/1': { status: 200, data: urus },
      'PUT /cars/1': {
        status: 400,
        data: { message: 'images.0: no uploaded image has this URL', error: 'Bad Request' },
      },
    });
    const { user, router } = renderAt('/admin/services/cars/edit/1');

    const model = await screen.findByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'Urus S');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findAllByText('images.0: no uploaded image has this URL')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText('Model')).toHaveValue('Urus S');
    expect(router.state.location.pathname).toBe('/admin/services/cars/edit/1');
  });

  it('shows the not-found page for an unknown type', () => {
    fakeAdminApi({});
    renderAt('/admin/services/boats/new');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});

describe('services list', () => {
  const cars: Service[] = [
    urus,
    { id: 2, brand: 'Ferrari', model: 'Roma', description: '', price: 1200, passengers: 2, images: [] },
    { id: 3, brand: 'Porsche', model: '911', description: '', price: 650, passengers: 2, images: [] },
  ];

  it('searches (accents and case ignored) and sorts by price', async () => {
    fakeAdminApi({ 'GET /cars': { status: 200, data: cars } });
    const { user } = renderAt('/admin/services/cars');

    const names = () =>
      screen.getAllByRole('link', { name: /^(Lamborghini|Ferrari|Porsche)/ }).map((a) => a.textContent);
    expect(await screen.findByText('3 cars')).toBeVisible();
    expect(names()).toEqual(['Ferrari Roma', 'Lamborghini Urus', 'Porsche 911']);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Porsche 911', 'Ferrari Roma', 'Lamborghini Urus']);

    await user.type(screen.getByRole('searchbox'), 'FERRÁRI');
    expect(names()).toEqual(['Ferrari Roma']);
  });

  it('deletes after confirming, and says why when the API refuses (409)', async () => {
    const message =
      'This service cannot be deleted because reservations refer to it. Remove or reassign them first.';
    fakeAdminApi({
      'GET /apartments': {
        status: 200,
        data: [
          {
            id: 11,
            name: 'Icon Brickell',
            unitNumber: '4507',
            address: 'Brickell',
            description: '',
            capacity: 4,
            bathrooms: 2,
            rooms: 2,
            price: 420,
            images: [],
          },
        ],
      },
      'DELETE /apartments/11': { status: 409, data: { message, error: 'Conflict' } },
    });
    const { user } = renderAt('/admin/apartments');

    await user.click(await screen.findByRole('button', { name: 'Delete Icon Brickell · 4507' }));
    await user.click(screen.getByRole('button', { name: 'Delete apartment' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this apartment?' });
    const why =
      'This service has reservations and cannot be deleted. Delete or reassign its reservations first.';
    expect(await within(dialog).findByText(why)).toBeVisible();
    // The snackbar says it too, like every failure.
    expect(screen.getAllByText(why)).toHaveLength(2);
  });
});
