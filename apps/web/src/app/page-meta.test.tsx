import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DocumentMeta, metaHandle, type RouteHandle } from './page-meta';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** Two pages: one with a meta that comes with the route table, one whose meta module loads on demand. */
function routes(loads: string[]) {
  return [
    {
      path: '/',
      element: <DocumentMeta />,
      children: [
        {
          path: 'about',
          element: null,
          handle: metaHandle((t) => ({
            title: `About · ${t('common:brand.name')}`,
            description: 'Who we are',
          })),
        },
        {
          path: 'services/:type',
          element: null,
          handle: {
            meta: async () => {
              loads.push('catalog-meta');
              return (_t, { params }) => ({ title: `List of ${params.type}`, description: 'A list' });
            },
          } satisfies RouteHandle,
        },
      ],
    },
  ];
}

afterEach(() => {
  document.title = '';
  for (const tag of document.head.querySelectorAll('[data-page-meta], meta[name="description"]'))
    tag.remove();
});

describe('DocumentMeta', () => {
  it('leaves the head the server wrote, and writes the next page’s after a navigation', async () => {
    document.title = 'From the server';
    const loads: string[] = [];
    const { router } = renderWithProviders(null, { routes: routes(loads), route: '/services/cars' });
    // Nothing to load or write for the page the server rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.title).toBe('From the server');
    expect(loads).toEqual([]);

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toMatch(/^About · /));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are');
    expect(canonical()).toBe(`${window.location.origin}/about?lang=en`);

    await act(() => router.navigate('/services/yachts'));
    await waitFor(() => expect(document.title).toBe('List of yachts'));
    expect(loads).toEqual(['catalog-meta']);
    expect(canonical()).toBe(`${window.location.origin}/services/yachts?lang=en`);
  });

  it('follows a language change', async () => {
    document.title = 'From the server';
    const { i18n } = renderWithProviders(null, { routes: routes([]), route: '/about', lang: 'es' });
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/about?lang=en`));
    expect(document.title).toMatch(/^About · /);
  });

  it('writes the head at once for a page that arrived without one (the back-office shell)', async () => {
    renderWithProviders(null, { routes: routes([]), route: '/services/villas' });
    await waitFor(() => expect(document.title).toBe('List of villas'));
    expect(canonical()).toBe(`${window.location.origin}/services/villas?lang=en`);
  });
});
