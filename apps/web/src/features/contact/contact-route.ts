import { ContactPage } from './contact-page';

/** The lazy route module of /contactUs (app/router.tsx); its data is the site content of the layout. */
export const contactRoute = () => ({ Component: ContactPage });
