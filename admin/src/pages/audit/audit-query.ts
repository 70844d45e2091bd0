// The audit log's filters as the server's query: trimmed, empty ones left out, checked by the
// contract's AuditQuerySchema before anything is sent, each refusal in words an operator can act
// on. Addresses are compared as the server stores them (lower-case hex), actions are lower-case.
import { AuditQuerySchema } from '../../../../contract/admin.ts';

export const AUDIT_FILTER_FIELDS = ['operator', 'action', 'subject', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];

/** What the filter form holds: free text, and the two times as ISO strings (UTC). */
export type AuditFilterInput = Partial<Record<AuditFilterField, string | null>>;

/** Filters that passed the contract: only the ones set. */
export type AuditFilters = Partial<Record<AuditFilterField, string>>;

export type AuditFilterCheck = { ok: true; filters: AuditFilters } | { ok: false; errors: Partial<Record<AuditFilterField, string>> };

/** Rows per page of the table (the server allows 1..500). */
export const AUDIT_PAGE_SIZE = 50;

const MESSAGES: Record<AuditFilterField, string> = {
  operator: 'An operator is an address (0x…) or a name: letters, digits and _ : . @ - only, at most 100 characters.',
  action: 'An action is lower-case letters and _ only, for example notice_publish (at most 40 characters).',
  subject: 'A subject looks like notice:12, proposal:3 (with the row its approval executed) or withdrawals: letters, digits and _ : . @ - only, at most 120 characters.',
  from: '“From” is not a valid date and time.',
  to: '“To” is not a valid date and time.',
};

function normalize(field: AuditFilterField, value: string): string {
  const text = value.trim();
  if (field === 'action') return text.toLowerCase();
  if (field === 'operator' && /^0x[0-9a-f]+$/i.test(text)) return text.toLowerCase();
  return text;
}

/** The form's values as filters the server accepts, or a message for each field it would refuse. */
export function checkAuditFilters(input: AuditFilterInput): AuditFilterCheck {
  const filters: AuditFilters = {};
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim() !== '') filters[field] = normalize(field, value);
  }
  const errors: Partial<Record<AuditFilterField, string>> = {};
  const parsed = AuditQuerySchema.safeParse(filters);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AuditFilterField;
      if (AUDIT_FILTER_FIELDS.includes(field)) errors[field] ??= MESSAGES[field];
    }
  }
  if (!errors.from && !errors.to && filters.from && filters.to && Date.parse(filters.from) >= Date.parse(filters.to)) {
    errors.to = '“To” must be later than “From”.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}

/** The query of one page: the filters, the server's cursor (rows older than it), the page size. */
export function auditPageQuery(filters: AuditFilters, before: string | undefined): Record<string, string | undefined> {
  return { ...filters, before, limit: String(AUDIT_PAGE_SIZE) };
}

/** Whether any filter is set (the empty state says which case it is). */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_FIELDS.some((field) => filters[field] !== undefined);
}
