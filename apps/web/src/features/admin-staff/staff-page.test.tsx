import type { StaffMember } from '@app/shared/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminNav } from '../admin-shell/admin-nav';
import { StaffPage } from './staff-page';

const owner: StaffMember = {
  id: 1,
  email: 'owner@example.com',
  name: 'Marta',
  role: 'owner',
  invitePending: false,
  createdAt: '2026-11-01T12:00:00.000Z',
};

const renderStaff = (lang: 'en' | 'es' = 'en') =>
  renderWithProviders(null, {
    lang,
    route: '/admin/staff',
    preloadedState: { auth: { admin: owner, status: 'succeeded', error: null } },
    routes: [{ path: '/admin/staff', element: <StaffPage /> }],
  });

describe('staff', () => {
  it('invites an agent with a password shown once', async () => {
    const agent = { ...owner, id: 2, email: 'ana@example.com', name: 'ana', role: 'agent' as const };
    const { calls } = fakeAdminApi({
      'GET /admins': { status: 200, data: [owner] },
      'POST /admins': { status: 201, data: { admin: agent, password: 'Pass2345678923456789' } },
    });
    const { user } = renderStaff();
    expect(await screen.findByText('owner@example.com')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.click(screen.getByRole('radio', { name: 'Generate a password and show it once' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Pass2345678923456789');
    expect(screen.getByText('Give them this password now: it is not shown again.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ana@example.com',
      role: 'agent',
      invite: 'password',
    });
  });

  it('refuses a bad e-mail on the field without calling the server', async () => {
    const { calls } = fakeAdminApi({ 'GET /admins': { status: 200, data: [owner] } });
    const { user } = renderStaff();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'not an e-mail');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says in Spanish why the last owner keeps the owner role', async () => {
    fakeAdminApi({
      'GET /admins': { status: 200, data: [owner] },
      'PUT /admins/1': {
        status: 409,
        data: {
          message: 'The last owner cannot be removed or given another role',
          error: 'Conflict',
          code: 'LAST_OWNER',
        },
      },
    });
    const { user } = renderStaff('es');
    const row = (await screen.findByText('owner@example.com')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('combobox', { name: 'Rol de Marta' }));
    await user.click(await screen.findByRole('option', { name: 'Gerente' }));
    expect(await screen.findByText('El último dueño no se puede quitar ni cambiar de rol.')).toBeVisible();
  });
});

describe('menus by role', () => {
  const sections = (role: 'owner' | 'manager' | 'agent' | 'accountant') => {
    const view = renderWithProviders(<AdminNav pathname="/admin" role={role} />);
    const names = view.getAllByRole('link').map((link) => link.textContent);
    view.unmount();
    return names;
  };

  it('shows each role only the sections it may use', () => {
    expect(sections('owner')).toEqual(
      expect.arrayContaining(['Payments', 'Monthly summaries', 'Staff', 'Settings']),
    );
    const agent = sections('agent');
    expect(agent).toContain('Reservations');
    for (const hidden of ['Payments', 'Monthly summaries', 'Staff', 'Settings'])
      expect(agent).not.toContain(hidden);
    const accountant = sections('accountant');
    expect(accountant).toEqual(expect.arrayContaining(['Payments', 'Monthly summaries']));
    expect(accountant).not.toContain('Staff');
    expect(sections('manager')).toContain('Settings');
    expect(sections('manager')).not.toContain('Staff');
  });
});
