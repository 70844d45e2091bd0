// Test-only: renders a console page inside Refine as the console runs it (the real access
// control for a role, a router at a given URL) over a fake API that records every call the
// data provider's `custom` and `getList` would send. Used by the users and allowlist tests.
// Refine gets no router binding here: under vitest, @refinedev/react-router loads another copy
// of react-router than the test's router; the pages use react-router's own hooks and links.
import { Refine, type DataProvider } from '@refinedev/core';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { AdminRole } from '../../../../contract/admin.ts';
import { AdminApiError } from '../../api/admin-client.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';

export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers a call, or throws an AdminApiError; undefined means the test did not expect it. */
export type FakeRoute = (call: SentCall) => unknown;

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderConsolePage(page: ReactElement, options: { path: string; url: string; role: AdminRole; self: string; answer: FakeRoute }) {
  const calls: SentCall[] = [];
  const send = async (call: SentCall) => {
    calls.push(call);
    const answer = options.answer(call);
    if (answer === undefined) throw new AdminApiError(404, 'not_found', `the test has no answer for ${call.method} ${call.url}`);
    return answer;
  };
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api/admin',
    getList: async ({ resource, filters }) => {
      const status = filters?.find((f) => 'field' in f && f.field === 'status')?.value as string | undefined;
      const data = (await send({ method: 'get', url: `/${resource}${status ? `?status=${status}` : ''}`, body: undefined })) as never[];
      return { data, total: data.length };
    },
    getOne: async () => Promise.reject(new AdminApiError(400, 'bad_request', 'not in this test')),
    create: async () => Promise.reject(new AdminApiError(400, 'bad_request', 'not in this test')),
    update: async () => Promise.reject(new AdminApiError(400, 'bad_request', 'not in this test')),
    deleteOne: async () => Promise.reject(new AdminApiError(400, 'bad_request', 'not in this test')),
    custom: async ({ url, method, payload }) => ({ data: (await send({ method: method.toLowerCase(), url, body: payload })) as never }),
  };
  const authProvider = {
    login: async () => ({ success: true }),
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity: async () => ({ id: options.self, name: options.self, address: options.self, role: options.role }),
    getPermissions: async () => options.role,
  };
  const shell = (
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={createAccessControlProvider(() => options.role)}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
      >
        <Outlet />
        <LocationProbe />
      </Refine>
    </AntdApp>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [
          { path: options.path, element: page },
          { path: '/proposals/show/:id', element: <p>proposal page</p> },
        ],
      },
    ],
    { initialEntries: [options.url] },
  );
  return { calls, router, ...render(<RouterProvider router={router} />) };
}
