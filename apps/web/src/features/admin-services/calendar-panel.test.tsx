import type { ServiceCalendar } from '@app/shared/calendars';
import type { Service } from '@app/shared/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ServiceFormPage } from './service-form-page';

const villa: Service = { id: 7, name: 'Villa Coral', description: '', price: 900, capacity: 8, images: [] };

const calendar: ServiceCalendar = {
  exportUrl: 'https://rentals.example.com/api/calendars/abc123abc123abc123abc123.ics',
  imports: [
    {
      id: 3,
      serviceId: 7,
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics',
      lastSyncAt: '2027-01-05T15:00:00.000Z',
      lastStatus: 'error',
      lastError: 'The feed answered HTTP 404',
      events: 2,
    },
  ],
  blocks: [
    {
      id: 11,
      serviceType: 'villas',
      serviceId: 7,
      start: '2027-02-01',
      end: '2027-02-04',
      reason: 'Owner stay',
      source: 'manual',
      importId: null,
      importName: null,
      createdAt: '2027-01-01T00:00:00.000Z',
    },
  ],
};

function renderVilla(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route: '/admin/services/villas/edit/7',
    routes: [
      {
        path: '/admin/services/:type/edit/:id',
        element: (
          <>
            <ServiceFormPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });
}

describe('calendar sync panel', () => {
  it('shows the export URL, the feeds with their status and error, and the blocks', async () => {
    fakeAdminApi({
      'GET /villas/7': { status: 200, data: villa },
      'GET /villas/7/calendar': { status: 200, data: calendar },
    });
    renderVilla();
    const panel = await screen.findByRole('region', { name: 'Calendar sync' });
    expect(await within(panel).findByDisplayValue(calendar.exportUrl)).toBeVisible();
    expect(within(panel).getByText('Airbnb')).toBeVisible();
    expect(within(panel).getByText('The feed answered HTTP 404')).toBeVisible();
    expect(within(panel).getByText(/2 events/)).toBeVisible();
    expect(within(panel).getByText('02-01-2027 – 02-04-2027')).toBeVisible();
    expect(within(panel).getByText('Owner stay')).toBeVisible();
  });

  it('renews the URL only after a confirmation, syncs a feed and blocks dates (es)', async () => {
    const { calls } = fakeAdminApi({
      'GET /villas/7': { status: 200, data: villa },
      'GET /villas/7/calendar': { status: 200, data: calendar },
      'POST /villas/7/calendar/token': {
        status: 200,
        data: { exportUrl: 'https://x/api/calendars/new.ics' },
      },
      'POST /calendar-imports/3/sync': {
        status: 200,
        data: { status: 'ok', added: 1, updated: 0, removed: 0, conflicts: 1, skipped: 0, error: null },
      },
      'POST /villas/7/blocks': { status: 201, data: calendar.blocks[0] },
    });
    const { user } = renderVilla('es');
    const panel = await screen.findByRole('region', { name: 'Sincronización de calendarios' });
    await within(panel).findByDisplayValue(calendar.exportUrl);

    await user.click(within(panel).getByRole('button', { name: 'Renovar URL' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la URL de exportación?' });
    expect(calls.some((call) => call.url.endsWith('/calendar/token'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Renovar URL' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/villas/7/calendar/token')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(panel).getByRole('button', { name: 'Sincronizar Airbnb ahora' }));
    expect(
      await screen.findByText('Sincronizado: 1 nuevos, 0 cambiados, 0 quitados, 1 conflictos'),
    ).toBeVisible();

    await user.type(within(panel).getByLabelText(/^Inicio/), '2027-03-01');
    await user.type(within(panel).getByLabelText(/^Fin \(primer día libre\)/), '2027-03-05');
    await user.type(within(panel).getByLabelText(/^Motivo/), 'Pintura');
    await user.click(within(panel).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/villas/7/blocks')).toBe(true));
    expect(calls.find((call) => call.url === '/villas/7/blocks')?.body).toEqual({
      start: '2027-03-01',
      end: '2027-03-05',
      reason: 'Pintura',
    });
  });

  it("lists the service's own conflicts with a link to each reservation", async () => {
    const conflict = {
      blockId: 12,
      importId: 3,
      importName: 'Airbnb',
      serviceType: 'villas' as const,
      serviceId: 7,
      serviceName: 'Villa Coral',
      start: '2027-02-10',
      end: '2027-02-12',
      reservationId: 55,
      reservationCode: 'RSV-0055',
    };
    fakeAdminApi({
      'GET /villas/7': { status: 200, data: villa },
      'GET /villas/7/calendar': { status: 200, data: calendar },
      'GET /calendar-conflicts': {
        status: 200,
        data: [
          conflict,
          { ...conflict, blockId: 13, serviceId: 8, reservationId: 56, reservationCode: 'RSV-0056' },
        ],
      },
    });
    renderVilla();
    const panel = await screen.findByRole('region', { name: 'Calendar sync' });
    const list = await within(panel).findByRole('region', { name: '1 conflict with our reservations' });
    expect(within(list).getByText('Airbnb: 02-10-2027 – 02-12-2027')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'reservation RSV-0055' })).toHaveAttribute(
      'href',
      '/admin/reservations/55',
    );
    expect(within(list).queryByText(/RSV-0056/)).toBeNull();
  });
});
