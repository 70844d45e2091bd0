// The exported CSV's file name says what it holds: the filters applied and when it was taken
// (UTC), in characters every file system accepts (a subject's ":" is not one of them on Windows).
import { AUDIT_FILTER_FIELDS, type AuditFilters } from './audit-query.ts';

const MAX_PART = 40;

function filePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_PART);
}

/** `20261126T074630Z`: sorts by time, no ":" in it. */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

export function auditCsvFileName(filters: AuditFilters, now: Date): string {
  const parts = AUDIT_FILTER_FIELDS.flatMap((field) => {
    const value = filters[field];
    if (value === undefined) return [];
    const shown = field === 'from' || field === 'to' ? stamp(new Date(value)) : value;
    return [`${field}-${filePart(shown)}`];
  });
  return ['suil-audit', ...parts, stamp(now)].join('_') + '.csv';
}
