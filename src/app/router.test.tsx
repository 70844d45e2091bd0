// The shell's failure paths: a page that throws renders the localized error page with a way
// home, and an unknown path renders the not-found page. (Every real route is visited by
// e2e/routes.spec.ts against the built app.)
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

function Broken(): never {
  throw new Error('boom');
}

describe('error and not-found pages', () => {
  it('shows the error page, not the error, when a page throws', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    render(<RouterProvider router={router} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unexpected Application Error!');
    expect(alert.textContent).not.toContain('boom');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    silence.mockRestore();
    warn.mockRestore();
  });

  it('shows the not-found page for an unknown path', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('not-found').textContent).toContain('Page not found');
  });
});

describe('app error boundary', () => {
  it('shows the error page when something outside the router throws', async () => {
    const { AppErrorBoundary } = await import('./app-error-boundary');
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
    silence.mockRestore();
    warn.mockRestore();
  });
});
