import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PageLayout } from './page-layout';

function renderAt(entries: string[], back?: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/list', element: <p>list page</p> },
      {
        path: '/details',
        element: (
          <PageLayout title="Details" back={back} right={<span>records</span>}>
            <p>body</p>
          </PageLayout>
        ),
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageLayout', () => {
  it('renders the title, the right slot and the content', () => {
    renderAt(['/details']);
    expect(screen.getByText('Details')).toBeTruthy();
    expect(screen.getByText('records')).toBeTruthy();
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('goes home from a deep link, where there is no in-app history', async () => {
    const router = renderAt(['/details']);
    fireEvent.click(document.querySelector('.rv-nav-bar__arrow')!);
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back in history after in-app navigation', async () => {
    const router = renderAt(['/list']);
    await router.navigate('/details');
    await screen.findByText('Details');
    fireEvent.click(document.querySelector('.rv-nav-bar__arrow')!);
    await screen.findByText('list page');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('hides the back arrow when back is false', () => {
    renderAt(['/details'], false);
    expect(document.querySelector('.rv-nav-bar__arrow')).toBeNull();
  });

  it('goes home from a link that was redirected on arrival (replaced), where history has nothing behind it', async () => {
    // The hash router of the app, as a link opens it: the first entry, then a redirect in place.
    window.history.replaceState(null, '', '#/list');
    const router = createHashRouter([
      { path: '/', element: <p>home page</p> },
      { path: '/list', element: <p>list page</p> },
      { path: '/details', element: <PageLayout title="Details">body</PageLayout> },
    ]);
    render(<RouterProvider router={router} />);
    await router.navigate('/details', { replace: true });
    await screen.findByText('Details');
    fireEvent.click(document.querySelector('.rv-nav-bar__arrow')!);
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
  });

  it('runs the page’s own back action when it has one', async () => {
    let backs = 0;
    const router = createMemoryRouter([{ path: '/details', element: <PageLayout title="Details" onBack={() => (backs += 1)} /> }], { initialEntries: ['/details'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(document.querySelector('.rv-nav-bar__arrow')!);
    expect(backs).toBe(1);
    expect(router.state.location.pathname).toBe('/details');
  });
});
