import { screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('brings the visitor to the top of the next page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(null, {
      routes: [
        {
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/about">About</Link> },
            { path: '/about', element: <h1>About</h1> },
          ],
        },
      ],
    });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(await screen.findByRole('heading', { name: 'About' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
