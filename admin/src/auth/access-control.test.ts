import { describe, expect, it } from 'vitest';
import type { AdminRole } from '../../../contract/admin.ts';
import { createAccessControlProvider } from './access-control.ts';

const can = (role: AdminRole | null, resource: string, action: string) => createAccessControlProvider(() => role).can({ resource, action });

describe('access control', () => {
  it('lets every role read', async () => {
    for (const role of ['viewer', 'operator', 'approver'] as const) {
      expect(await can(role, 'notices', 'list')).toEqual({ can: true });
      expect(await can(role, 'proposals', 'show')).toEqual({ can: true });
    }
  });

  it('keeps writes to operators and approvals to approvers, as the server does', async () => {
    expect((await can('viewer', 'notices', 'create')).can).toBe(false);
    expect(await can('operator', 'notices', 'publish')).toEqual({ can: true });
    expect(await can('operator', 'proposals', 'cancel')).toEqual({ can: true });
    expect(await can('operator', 'proposals', 'approve')).toEqual({ can: false, reason: 'Needs the approver role (you are operator).' });
    expect(await can('approver', 'proposals', 'approve')).toEqual({ can: true });
    expect(await can('approver', 'notices', 'edit')).toEqual({ can: true });
  });

  it('lets operators and approvers pause the sponsor, not viewers', async () => {
    expect(await can('viewer', 'sponsor', 'pause')).toEqual({ can: false, reason: 'Needs the operator role (you are viewer).' });
    expect(await can('operator', 'sponsor', 'pause')).toEqual({ can: true });
    expect(await can('approver', 'sponsor', 'pause')).toEqual({ can: true });
    expect((await can('operator', 'sponsor', 'resume')).can).toBe(false);
  });

  it('refuses everything when signed out, and actions it does not know', async () => {
    expect((await can(null, 'notices', 'list')).can).toBe(false);
    expect((await can('approver', 'notices', 'delete')).can).toBe(false);
  });
});
