// Refine's data provider over the console's API client (admin-client.ts): each resource is
// mapped to its /api/admin/* routes, and every answer has passed the contract's schema before
// Refine sees it. Lists come whole (the server's notice and proposal lists are not paged), so
// the screens page them on the client. Actions that are not create/update (publish, approve,
// cancel...) go through `custom` with a path under /api/admin.
import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { AdminNotice, Dashboard, Proposal } from '../../../contract/admin.ts';
import { AdminApiError, type AdminClient } from './admin-client.ts';

type ListQuery = Record<string, string | undefined>;

/** The `eq` filters Refine passes, as the query of a list route. */
function equalityQuery(filters: CrudFilter[] | undefined, allowed: readonly string[]): ListQuery {
  const query: ListQuery = {};
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.operator === 'eq' && allowed.includes(filter.field) && filter.value != null && filter.value !== '') {
      query[filter.field] = String(filter.value);
    }
  }
  return query;
}

function unknownResource(resource: string, what: string): never {
  throw new AdminApiError(400, 'bad_request', `the console cannot ${what} ${resource}`);
}

export const SINGLETON_ID = 'current';

export function createDataProvider(client: AdminClient): DataProvider {
  const list = async (resource: string, filters: CrudFilter[] | undefined, signal?: AbortSignal): Promise<BaseRecord[]> => {
    switch (resource) {
      case 'notices':
        return client.request<AdminNotice[]>({ method: 'get', path: '/notices', signal });
      case 'proposals':
        return (await client.request<{ items: Proposal[] }>({ method: 'get', path: '/proposals', query: equalityQuery(filters, ['status']), signal })).items;
      default:
        return unknownResource(resource, 'list');
    }
  };

  return {
    getApiUrl: () => client.url(''),

    async getList({ resource, filters, meta }) {
      const data = await list(resource, filters, meta?.signal as AbortSignal | undefined);
      return { data: data as never[], total: data.length };
    },

    async getOne({ resource, id, meta }) {
      const signal = meta?.signal as AbortSignal | undefined;
      switch (resource) {
        case 'dashboard':
          return { data: (await client.request<Dashboard>({ method: 'get', path: '/dashboard', signal })) as never };
        case 'proposals':
          return { data: (await client.request<Proposal>({ method: 'get', path: `/proposals/${id}`, signal })) as never };
        case 'notices': {
          // The server lists every notice (drafts included) and has no route for one.
          const found = (await list('notices', undefined, signal)).find((notice) => String(notice.id) === String(id));
          if (!found) throw new AdminApiError(404, 'not_found', `no notice ${id}`);
          return { data: found as never };
        }
        default:
          return unknownResource(resource, 'read one of');
      }
    },

    async create({ resource, variables }) {
      if (resource !== 'notices' && resource !== 'proposals') return unknownResource(resource, 'create');
      return { data: (await client.request({ method: 'post', path: `/${resource}`, body: variables })) as never };
    },

    async update({ resource, id, variables }) {
      if (resource !== 'notices' && resource !== 'proposals') return unknownResource(resource, 'update');
      return { data: (await client.request({ method: 'put', path: `/${resource}/${id}`, body: variables })) as never };
    },

    async deleteOne({ resource }) {
      // Nothing is deleted from the console: notices are unpublished, proposals cancelled.
      return unknownResource(resource, 'delete from');
    },

    async custom({ url, method, payload, query }) {
      const verb = method.toLowerCase();
      if (verb !== 'get' && verb !== 'post' && verb !== 'put') throw new AdminApiError(400, 'bad_request', `the console does not ${method} ${url}`);
      const data = await client.request({ method: verb, path: url, body: payload, query: query as ListQuery | undefined });
      return { data: data as never };
    },
  };
}
