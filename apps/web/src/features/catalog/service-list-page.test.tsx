import type { Car, Villa } from '@app/shared/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { catalogRoutes } from './catalog-routes';

const villa = (id: number, name: string, price: number, capacity = 8): Villa => ({
  id,
  name,
  description: `${name}, frente al agua`,
  address: 'Coconut Grove, Miami, FL 33133',
  capacity,
  bathrooms: 4,
  rooms: 4,
  price,
  images: [`/api/uploads/${String(id).padStart(64, 'a')}.webp`],
});
const villas = [villa(1, 'Villa Bahía', 2400, 10), villa(2, 'Casa Palmeras', 1650, 8)];

/** The villas API, filtering like the server does: enough to see the page follow the URL. */
function villasApi(requests: unknown[] = []) {
  return (request: RecordedRequest): FakeReply => {
    requests.push(request.params);
    return { status: 200, data: villas, headers: { 'x-total-count': String(villas.length) } };
  };
}

const routes = (store: Parameters<typeof catalogRoutes>[0]) => catalogRoutes(store);

describe('the list of a type', () => {
  it('prices stays by the night, the unit their estimate counts, in Spanish too', async () => {
    fakeApi({ 'GET /villas': villasApi() });
    renderWithProviders(null, { routes, route: '/services/villas', lang: 'es' });
    const first = (await screen.findByRole('link', { name: 'Villa Bahía' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(first).getByText('/ noche')).toBeInTheDocument();
    expect(within(first).queryByText('/ día')).not.toBeInTheDocument();
  });

  it('shows each service with its fields and unit', async () => {
    fakeApi({ 'GET /villas': villasApi() });
    renderWithProviders(null, { routes, route: '/services/villas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Private villas' })).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Villa Bahía' }).closest('article') as HTMLElement;
    expect(within(first).getByText('Coconut Grove, Miami, FL 33133')).toBeInTheDocument();
    expect(within(first).getByText('10 guests')).toBeInTheDocument();
    expect(within(first).getByText('4 bedrooms')).toBeInTheDocument();
    expect(within(first).getByText('4 bathrooms')).toBeInTheDocument();
    expect(within(first).getByText('$2,400')).toBeInTheDocument();
    expect(within(first).getByText('/ night')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Villa Bahía' })).toHaveAttribute(
      'src',
      villas[0]?.images[0],
    );
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('puts the applied filters in the URL, and the server filters by them', async () => {
    const seen: unknown[] = [];
    const { requests } = fakeApi({ 'GET /villas': villasApi(seen) });
    const { user, router } = renderWithProviders(null, { routes, route: '/services/villas' });
    await screen.findByRole('heading', { level: 1, name: 'Private villas' });

    await user.type(screen.getByLabelText('Min price'), '1000');
    await user.type(screen.getByLabelText('Max price'), '3000');
    await user.selectOptions(screen.getByLabelText('Min capacity'), '8');
    await user.type(screen.getByLabelText('Location'), 'Grove');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?minPrice=1000&maxPrice=3000&minCapacity=8&location=Grove'),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(seen).toEqual([
      { limit: 100 },
      { minPrice: 1000, maxPrice: 3000, minCapacity: 8, location: 'Grove', limit: 100 },
    ]);

    // Clear is disabled while the filtered list loads.
    const clear = screen.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(clear).toBeEnabled());
    await user.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Min price')).toHaveValue(null);
    expect(screen.getByLabelText('Min capacity')).toHaveValue('');
  });

  it("offers 'All' for the people filter, and refuses a reversed price range", async () => {
    fakeApi({ 'GET /cars': { status: 200, data: [] } });
    const { user, router } = renderWithProviders(null, { routes, route: '/services/cars' });
    const select = await screen.findByLabelText('Min passengers');
    expect(within(select).getByRole('option', { name: 'All' })).toHaveValue('');
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Min price'), '900');
    await user.type(screen.getByLabelText('Max price'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The max price must be greater than or equal to the min price.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters of a shared link back into the form', async () => {
    fakeApi({ 'GET /villas': villasApi() });
    renderWithProviders(null, { routes, route: '/services/villas?minPrice=1500&location=Key' });
    expect(await screen.findByLabelText('Min price')).toHaveValue(1500);
    expect(screen.getByLabelText('Location')).toHaveValue('Key');
  });

  it("says 'No services found' when a type has none", async () => {
    fakeApi({ 'GET /cars': { status: 200, data: [] as Car[] } });
    renderWithProviders(null, { routes, route: '/services/cars' });
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
  });

  it("says 'No results with these filters' and to try adjusting them, in both languages", async () => {
    fakeApi({ 'GET /cars': { status: 200, data: [] } });
    const { user, router } = renderWithProviders(null, { routes, route: '/services/cars?minPrice=99999' });
    expect(await screen.findByRole('heading', { name: 'No results with these filters' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting the filters')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is in Spanish by default', async () => {
    fakeApi({ 'GET /cars': { status: 200, data: [] } });
    renderWithProviders(null, { routes, route: '/services/cars?minPrice=99999', lang: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'No hay resultados con estos filtros' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prueba a ajustar los filtros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeInTheDocument();
  });

  it("answers an unknown type with 'Invalid service type: {type}'", async () => {
    const { requests } = fakeApi({});
    renderWithProviders(null, { routes, route: '/services/boats' });
    expect(await screen.findByRole('heading', { name: 'Invalid service type: boats' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("says 'Error fetching services' when the API fails, and retries", async () => {
    let fail = true;
    fakeApi({ 'GET /yachts': () => (fail ? { status: 500 } : { status: 200, data: [] }) });
    const { user } = renderWithProviders(null, { routes, route: '/services/yachts' });
    expect(await screen.findByRole('heading', { name: 'Error fetching services' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
  });
});
