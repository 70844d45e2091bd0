// An audit row's before and after as an operator reads them: nothing, a plain string as it is,
// anything else as indented JSON. The page puts the text in a <pre> as text, never as markup
// (a notice's HTML body stays visible source), and names the fields that changed.

export type AuditValueView = { kind: 'none' | 'text' | 'json'; text: string };

export function auditValueView(value: unknown): AuditValueView {
  if (value === null || value === undefined) return { kind: 'none', text: 'nothing' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  return { kind: 'json', text: JSON.stringify(value, null, 2) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with keys sorted at every level, so that key order alone is not a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The top-level fields whose value differs between two objects; empty unless both are objects. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => canonical(before[key]) !== canonical(after[key])).sort();
}
