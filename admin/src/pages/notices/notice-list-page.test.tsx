// The notices list in a Refine app of its own: the rows read through the data provider's
// getList, publish and unpublish sent through its `custom`. Publishing asks whether to push the
// notice too (a checkbox, unticked each time the dialog opens); unpublishing sends the reason only.
import { type DataProvider, Refine, type RouterProvider } from '@refinedev/core';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminNotice, AdminRole } from '../../../../contract/admin.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { NoticeListPage } from './notice-list-page.tsx';

// A shared two-core machine renders Ant Design slowly: wait for what the page shows, up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const DRAFT: AdminNotice = { id: '7', category: 'notice', publishedAt: null, texts: { en_US: { title: 'Maintenance on Sunday', summary: '', bodyHtml: '<p>x</p>' } } };
const PUBLISHED: AdminNotice = { id: '8', category: 'dynamic', publishedAt: '2026-11-21T12:00:00.000Z', texts: { en_US: { title: 'New tier open', summary: '', bodyHtml: '<p>y</p>' } } };

/**
 * A router that stays on /notices (react-router's ESM and CJS builds would meet in this test:
 * Refine's binding is loaded by Node, the test by Vite).
 */
function stayingRouter(): RouterProvider {
  return {
    go: () => () => {},
    back: () => () => {},
    parse: () => () => ({ resource: undefined, action: 'list', params: {}, pathname: '/notices' }),
    Link: ({ to, children }) => <a href={to}>{children}</a>,
  };
}

function renderPage(notices: AdminNotice[], role: AdminRole = 'operator') {
  const refused = async () => Promise.reject(new Error('not on this page'));
  const custom = vi.fn(async ({ url }: { url: string }) => ({ data: { ...(url.includes('/unpublish') ? PUBLISHED : DRAFT) } })) as unknown as DataProvider['custom'];
  const dataProvider: DataProvider = {
    custom,
    getApiUrl: () => '/api/admin',
    getList: (async ({ resource }: { resource: string }) => (resource === 'notices' ? { data: notices, total: notices.length } : refused())) as DataProvider['getList'],
    getOne: refused,
    create: refused,
    update: refused,
    deleteOne: refused,
  };
  render(
    <Refine
      dataProvider={dataProvider}
      routerProvider={stayingRouter()}
      accessControlProvider={createAccessControlProvider(() => role)}
      resources={[{ name: 'notices', list: '/notices', create: '/notices/create', edit: '/notices/edit/:id' }]}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
    >
      <NoticeListPage />
    </Refine>,
  );
  return vi.mocked(custom!);
}

/** Opens the row's Publish / Unpublish once the operator's permission has loaded; returns the dialog. */
async function openDialog(title: string, action: 'Publish' | 'Unpublish') {
  const row = (await screen.findByText(title)).closest('tr')!;
  const button = within(row as HTMLElement).getByRole('button', { name: action }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog');
}

/** The push checkbox's input (Ant Design puts the test id on the input itself). */
function pushBox(dialog: HTMLElement): HTMLInputElement {
  const box = within(dialog).getByTestId('publish-push');
  return (box instanceof HTMLInputElement ? box : box.querySelector('input'))!;
}

async function confirm(dialog: HTMLElement, reason: string, okText: 'Publish' | 'Unpublish') {
  fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: reason } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: okText })));
}

describe('NoticeListPage', () => {
  it('publishes a draft as a push notification too when the box is ticked', async () => {
    const custom = renderPage([DRAFT, PUBLISHED]);
    const dialog = await openDialog('Maintenance on Sunday', 'Publish');
    expect(within(dialog).getByText(/Also send it as a push notification to everyone who turned them on/)).toBeTruthy();
    expect(pushBox(dialog).checked).toBe(false);
    fireEvent.click(pushBox(dialog));
    expect(pushBox(dialog).checked).toBe(true);
    await confirm(dialog, 'scheduled maintenance', 'Publish');
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    const sent = custom.mock.calls[0]![0];
    expect(sent).toMatchObject({ url: '/notices/7/publish', method: 'post' });
    expect(sent.payload).toEqual({ reason: 'scheduled maintenance', push: true });
  });

  it('publishes without a push when the box is left unticked', async () => {
    const custom = renderPage([DRAFT]);
    const dialog = await openDialog('Maintenance on Sunday', 'Publish');
    await confirm(dialog, 'inbox only', 'Publish');
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    const sent = custom.mock.calls[0]![0];
    expect(sent).toMatchObject({ url: '/notices/7/publish', method: 'post' });
    expect(sent.payload).toEqual({ reason: 'inbox only', push: false });
  });

  it('unticks the box when the dialog is cancelled and opened again', async () => {
    const custom = renderPage([DRAFT]);
    let dialog = await openDialog('Maintenance on Sunday', 'Publish');
    fireEvent.click(pushBox(dialog));
    expect(pushBox(dialog).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openDialog('Maintenance on Sunday', 'Publish');
    expect(pushBox(dialog).checked).toBe(false);
    await confirm(dialog, 'second thoughts', 'Publish');
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    expect(custom.mock.calls[0]![0].payload).toEqual({ reason: 'second thoughts', push: false });
  });

  it('unpublishes with the reason only and offers no push', async () => {
    const custom = renderPage([DRAFT, PUBLISHED]);
    const dialog = await openDialog('New tier open', 'Unpublish');
    expect(within(dialog).queryByTestId('publish-push')).toBeNull();
    expect(within(dialog).queryByText(/push notification/)).toBeNull();
    await confirm(dialog, 'tier sold out', 'Unpublish');
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    const sent = custom.mock.calls[0]![0];
    expect(sent).toMatchObject({ url: '/notices/8/unpublish', method: 'post' });
    expect(sent.payload).toEqual({ reason: 'tier sold out' });
    expect(sent.payload).not.toHaveProperty('push');
  });
});
