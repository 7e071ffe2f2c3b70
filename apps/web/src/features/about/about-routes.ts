import type { AppStore } from '../../app/store';
import { AboutPage } from './about-page';
import { FounderPage } from './founder-page';
import { fetchShowcase } from './showcase';

const showcaseLoader = (store: AppStore) => () => store.dispatch(fetchShowcase()).unwrap();

/** The lazy route modules of /about and /aboutFounder (app/router.tsx). */
export const aboutRoute = (store: AppStore) => ({ Component: AboutPage, loader: showcaseLoader(store) });
export const founderRoute = () => ({ Component: FounderPage });
