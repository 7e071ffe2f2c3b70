import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AdminErrorPage } from './admin-error-page';

/** The error boundary inside the admin frame: the navigation stays, the page says what went wrong. */
export function AdminRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    return <AdminErrorPage code={error.status} />;
  }
  return <AdminErrorPage code={500} />;
}

/** The admin 404 page as a route component (the catch-all under /admin). */
export function AdminNotFound() {
  return <AdminErrorPage code={404} />;
}
