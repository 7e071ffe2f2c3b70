import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageSpinner } from '../../components/page-spinner';
import { getAdminToken } from '../../lib/admin-token';
import { useTranslateError } from '../../lib/error-text';
import { fetchMe, selectAuth } from './auth-slice';

/**
 * Guards every /admin page but the login: no token, or a token /auth/me rejects (the interceptor then
 * drops it), sends the browser to /admin/login, remembering where it was going.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const errorText = useTranslateError();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { admin, status, error } = useAppSelector(selectAuth);
  const token = getAdminToken();

  useEffect(() => {
    if (token && !admin && status !== 'loading' && status !== 'failed') void dispatch(fetchMe());
  }, [token, admin, status, dispatch]);

  if (!token) return <Navigate to={paths.admin.login} replace state={{ from: location }} />;
  if (admin) return children ?? <Outlet />;
  if (status === 'failed') {
    // The token is still there: the check itself failed (network, server), not the session.
    return (
      <Container maxWidth="sm" sx={{ py: 10 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dispatch(fetchMe())}>
              {t('guard.retry')}
            </Button>
          }
        >
          {error && errorText(error)}
        </Alert>
      </Container>
    );
  }
  return <PageSpinner />;
}
