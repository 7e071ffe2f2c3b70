import { DashboardPage } from '../../features/admin-dashboard/dashboard-page';
import { selectAdmin } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';

/** Composes two features (STYLE.md habit 8): the signed-in admin from auth, the page from the dashboard. */
export function AdminHomeRoute() {
  const admin = useAppSelector(selectAdmin);
  // ProtectedRoute renders its children only once the admin is known.
  return admin ? <DashboardPage admin={admin} /> : null;
}
