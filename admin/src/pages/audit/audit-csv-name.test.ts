import { describe, expect, it } from 'vitest';
import { auditCsvFileName } from './audit-csv-name.ts';

const NOW = new Date('2026-11-26T07:46:30.123Z');

describe('auditCsvFileName', () => {
  it('names the whole log by the time it was taken (UTC)', () => {
    expect(auditCsvFileName({}, NOW)).toBe('suil-audit_20261126T074630Z.csv');
  });

  it('names the filters, in characters every file system takes', () => {
    const name = auditCsvFileName({ action: 'notice_publish', subject: 'notice:12', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T12:30:00.000Z' }, NOW);
    expect(name).toBe('suil-audit_action-notice_publish_subject-notice_12_from-20261101T000000Z_to-20261102T123000Z_20261126T074630Z.csv');
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('keeps a long operator address to a readable length', () => {
    const name = auditCsvFileName({ operator: `0x${'ab'.repeat(32)}` }, NOW);
    expect(name).toBe(`suil-audit_operator-0x${'ab'.repeat(19)}_20261126T074630Z.csv`);
  });
});
