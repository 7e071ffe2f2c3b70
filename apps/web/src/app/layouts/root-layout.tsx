import { Outlet, useNavigation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ScrollToTop } from '../../components/scroll-to-top';
import { DocumentMeta } from '../page-meta';

/** Around every page, public and admin: scroll reset, document meta, the navigation spinner. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      <DocumentMeta />
      {navigation.state === 'loading' && <PageSpinner variant="bar" />}
      <Outlet />
    </>
  );
}
