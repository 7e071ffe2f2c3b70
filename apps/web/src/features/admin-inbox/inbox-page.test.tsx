import type { BookingLead } from '@app/shared/inbox';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { InboxPage } from './inbox-page';

const lead: BookingLead = {
  id: 5,
  name: 'John',
  lastName: 'Parker',
  email: 'john@example.com',
  startDate: '2026-12-20',
  endDate: '2026-12-27',
  serviceName: 'Icon Brickell',
  serviceType: 'apartments',
  serviceId: 11,
  startAt: null,
  endAt: null,
  phone: null,
  reservationId: null,
  language: 'en',
  read: false,
  readAt: null,
  createdAt: '2026-11-21T12:00:00.000Z',
};

function renderInbox(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [
      {
        path: '/admin/inbox/:tab',
        element: (
          <>
            <InboxPage />
            <NotificationsHost />
          </>
        ),
      },
      { path: '/admin/reservations/new', element: <h1>Reservation form</h1> },
    ],
  });
}

describe('inbox', () => {
  it('links a booking request to a reservation form prefilled with its guest and dates', async () => {
    fakeAdminApi({
      'GET /bookings': { status: 200, data: [lead] },
      'PATCH /bookings/5': { status: 200, data: { ...lead, read: true } },
    });
    renderInbox('/admin/inbox/bookings');

    const card = await screen.findByRole('article', { name: /John Parker/ });
    expect(within(card).getByText('7 nights')).toBeVisible();
    const link = within(card).getByRole('link', { name: 'Start a reservation' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/admin/reservations/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      leadId: '5',
      clientName: 'John',
      clientLastname: 'Parker',
      clientEmail: 'john@example.com',
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-27',
      apartmentId: '11',
      language: 'en',
    });
  });

  it('marks a message read and unread', async () => {
    const message = {
      id: 3,
      name: 'Carla',
      lastName: 'Méndez',
      email: 'carla@example.com',
      areaCode: '+1',
      phone: '305 555 0101',
      message: '¿Está disponible el Ferrari?',
      language: 'es',
      read: false,
      readAt: null,
      createdAt: '2026-11-21T12:00:00.000Z',
    };
    const { calls } = fakeAdminApi({
      'GET /contact': { status: 200, data: [message] },
      'PATCH /contact/3': { status: 200, data: { ...message, read: true } },
    });
    const { user } = renderInbox('/admin/inbox/messages');

    await user.click(await screen.findByRole('button', { name: 'Mark Carla Méndez as read' }));

    expect(await screen.findByText('Marked as read.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ read: true });
    expect(screen.getByRole('button', { name: 'Mark Carla Méndez as unread' })).toBeVisible();
  });

  it('shows a 404 for an unknown tab', () => {
    fakeAdminApi({});
    renderInbox('/admin/inbox/spam');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});
