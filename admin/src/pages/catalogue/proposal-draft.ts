// What a catalogue form becomes: the body of POST /api/admin/proposals, or the messages to show
// beside the fields (keyed by the field's path, "names.ja_JP"; "form" for the form as a whole)
// with nothing sent.
import type { z } from 'zod';
import { type ProposalKind, ReasonSchema } from '../../../../contract/admin.ts';

export type FieldErrors = Record<string, string>;

export type ProposalDraft<K extends ProposalKind, P> = { ok: true; body: { kind: K; payload: P; reason: string } } | { ok: false; errors: FieldErrors };

/** The reason's message, or null when the contract takes it. */
export function reasonError(reason: string | undefined): string | null {
  const parsed = ReasonSchema.safeParse(reason ?? '');
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'a reason is required');
}

/** The contract's refusal as field messages: each issue under its path ("form" when it has none). */
export function issueErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Builds the draft: field errors first, then "nothing changed", then the contract's own check. */
export function draft<K extends ProposalKind, P>(
  kind: K,
  schema: z.ZodType<P>,
  payload: Record<string, unknown>,
  { errors, changed, reason }: { errors: FieldErrors; changed: boolean; reason: string | undefined },
): ProposalDraft<K, P> {
  const reasonMessage = reasonError(reason);
  const all: FieldErrors = { ...errors, ...(reasonMessage ? { reason: reasonMessage } : {}) };
  if (Object.keys(errors).length === 0 && !changed) all.form = 'Nothing changed: change at least one value to propose.';
  if (Object.keys(all).length > 0) return { ok: false, errors: all };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, errors: issueErrors(parsed.error.issues) };
  return { ok: true, body: { kind, payload: parsed.data, reason: (reason ?? '').trim() } };
}
