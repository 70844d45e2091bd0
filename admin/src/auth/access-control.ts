// Refine's access-control provider: what each role may do in the console, the same ladder the
// server applies (contract roleAtLeast: viewer < operator < approver). The server still decides
// at every request; this only hides and disables what would be refused.
import type { AccessControlProvider } from '@refinedev/core';
import { type AdminRole, roleAtLeast } from '../../../contract/admin.ts';

/** The least role for an action on a resource; reading needs viewer. */
const NEEDED: Record<string, Partial<Record<string, AdminRole>>> = {
  notices: { create: 'operator', edit: 'operator', publish: 'operator', unpublish: 'operator' },
  proposals: { create: 'operator', edit: 'operator', cancel: 'operator', approve: 'approver' },
  withdrawals: { pause: 'operator', reject: 'operator' },
  users: { revoke: 'operator' },
  sponsor: { pause: 'operator' },
};

const READ_ACTIONS = new Set(['list', 'show']);

export function neededRole(resource: string | undefined, action: string): AdminRole | null {
  if (READ_ACTIONS.has(action)) return 'viewer';
  return (resource && NEEDED[resource]?.[action]) || null;
}

export function createAccessControlProvider(currentRole: () => AdminRole | null): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      const role = currentRole();
      if (!role) return { can: false, reason: 'Sign in first.' };
      const needed = neededRole(resource, action);
      if (!needed) return { can: false, reason: `The console has no action "${action}" on ${resource ?? 'this page'}.` };
      return roleAtLeast(role, needed) ? { can: true } : { can: false, reason: `Needs the ${needed} role (you are ${role}).` };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
