import { describe, expect, it } from 'vitest';
import { AuditQuerySchema } from '../../../../contract/admin.ts';
import { AUDIT_PAGE_SIZE, auditPageQuery, checkAuditFilters, hasAuditFilters } from './audit-query.ts';

const ADDRESS = `0x${'ab'.repeat(32)}`;

describe('checkAuditFilters', () => {
  it('leaves out empty fields, trims, lower-cases an address and an action, and passes the contract', () => {
    const check = checkAuditFilters({ operator: ` 0x${'AB'.repeat(32)} `, action: 'Notice_Publish', subject: ' notice:12 ', from: '', to: null });
    expect(check).toEqual({ ok: true, filters: { operator: ADDRESS, action: 'notice_publish', subject: 'notice:12' } });
    if (check.ok) expect(AuditQuerySchema.safeParse(check.filters).success).toBe(true);
    expect(checkAuditFilters({})).toEqual({ ok: true, filters: {} });
  });

  it('keeps a name operator as typed (names are compared exactly)', () => {
    expect(checkAuditFilters({ operator: 'Alice' })).toEqual({ ok: true, filters: { operator: 'Alice' } });
  });

  it('names each field the server would refuse, in words', () => {
    const check = checkAuditFilters({ operator: 'alice smith', action: 'DROP TABLE', subject: 'notice/12', from: 'yesterday', to: '2026-11-26T10:00' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(['action', 'from', 'operator', 'subject', 'to']);
    expect(check.errors.action).toMatch(/lower-case letters and _/);
    expect(check.errors.subject).toMatch(/notice:12/);
    expect(check.errors.from).toMatch(/not a valid date/);
  });

  it('refuses a "to" that is not later than "from"', () => {
    const at = '2026-11-26T10:00:00.000Z';
    expect(checkAuditFilters({ from: at, to: at })).toEqual({ ok: false, errors: { to: '“To” must be later than “From”.' } });
    expect(checkAuditFilters({ from: at, to: '2026-11-26T11:00:00.000Z' }).ok).toBe(true);
  });

  it('refuses a filter longer than the server takes', () => {
    expect(checkAuditFilters({ subject: `notice:${'1'.repeat(120)}` })).toMatchObject({ ok: false, errors: { subject: expect.any(String) } });
  });
});

describe('auditPageQuery', () => {
  it('adds the cursor and the page size to the filters, and passes the contract', () => {
    const query = auditPageQuery({ action: 'pause' }, '42');
    expect(query).toEqual({ action: 'pause', before: '42', limit: String(AUDIT_PAGE_SIZE) });
    expect(AuditQuerySchema.safeParse(query).success).toBe(true);
    expect(auditPageQuery({}, undefined)).toEqual({ before: undefined, limit: String(AUDIT_PAGE_SIZE) });
  });

  it('hasAuditFilters', () => {
    expect(hasAuditFilters({})).toBe(false);
    expect(hasAuditFilters({ subject: 'withdrawals' })).toBe(true);
  });
});
