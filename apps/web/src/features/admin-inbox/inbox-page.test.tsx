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
    const { calls } = fakeAdminApi({ 'GET /bookings': { status: 200, data: [lead] } });
    const { user } = renderInbox('/admin/inbox/bookings');

    const card = await screen.findByRole('article', { name: /John Parker/ });
    expect(within(card).getByText('7 nights')).toBeVisible();
    const link = within(card).getByRole('link', { name: 'Create a reservation' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/admin/reservations/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      leadId: '5',
      clientName: 'John',
      clientLastname: 'Parker',
      clientEmail: 'john@example.com',
      serviceType: 'apartments',
      serviceId: '11',
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-27',
      language: 'en',
    });
    // Opening the form leaves the lead unread: it is read once its reservation is saved.
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Reservation form' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('shows a charter request’s phone, hours and length, and opens the form on that yacht at those times', async () => {
    const charter: BookingLead = {
      ...lead,
      id: 6,
      name: 'Lucía',
      lastName: 'Gómez',
      serviceName: 'Azimut 62 ft',
      serviceType: 'yachts',
      serviceId: 31,
      startDate: '2027-06-05',
      endDate: '2027-06-05',
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T18:00:00.000Z',
      phone: '+13055550188',
    };
    fakeAdminApi({ 'GET /bookings': { status: 200, data: [charter] } });
    renderInbox('/admin/inbox/bookings');

    const card = await screen.findByRole('article', { name: /Lucía Gómez/ });
    expect(within(card).getByRole('link', { name: '+1 (305) 555-0188' })).toHaveAttribute(
      'href',
      'tel:+13055550188',
    );
    expect(within(card).getByText('06-05-2027 10:00 → 14:00')).toBeVisible();
    expect(within(card).getByText('4 hours')).toBeVisible();
    const link = within(card).getByRole('link', { name: 'Create a reservation' });
    const query = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      leadId: '6',
      serviceType: 'yachts',
      serviceId: '31',
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T18:00:00.000Z',
      clientPhone: '+13055550188',
    });
  });

  it('links a request that has its reservation to that reservation, in place of the create button', async () => {
    fakeAdminApi({
      'GET /bookings': {
        status: 200,
        data: [{ ...lead, reservationId: 90, read: true, readAt: lead.createdAt }],
      },
    });
    renderInbox('/admin/inbox/bookings');
    const card = await screen.findByRole('article', { name: /John Parker/ });
    expect(within(card).getByRole('link', { name: 'See its reservation' })).toHaveAttribute(
      'href',
      '/admin/reservations/90',
    );
    expect(within(card).queryByRole('link', { name: 'Create a reservation' })).toBeNull();
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
