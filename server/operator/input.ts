// What an operator may type, checked before anything changes: the same rules for the commands,
// the e2e dev route and the next issue's console. A reject's reason is shown to the user in the
// app (as text), so reasons are plain: no control or invisible formatting characters (a
// bidirectional override could make it read differently than it was written), no markup.
import { z } from 'zod';
import { U64_MAX } from '../../contract/api.ts';
import { ReasonSchema } from '../../contract/admin.ts';

/** Why, in the operator's words: printable text, 3 to 200 characters once trimmed, one line. */
export const OperatorReasonSchema = ReasonSchema;

/** Who: a name (letters, digits, . _ @ : -), or the console's 0x address; at most 80 characters. */
export const OperatorNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@:-]{0,79}$/, 'an operator name is letters, digits and . _ @ : - (at most 80, starting with a letter or digit)');

/** A withdrawal's id as the database numbers it (bigserial). */
export const WithdrawalIdSchema = z.string().regex(/^[1-9]\d{0,18}$/, 'a withdrawal id is a positive whole number');

/** A limit in SUI base units: positive and at most u64 (what the chain can carry). */
export const LimitAmountSchema = z
  .bigint()
  .refine((value) => value > 0n && value <= U64_MAX, 'a limit is a positive whole number of SUI base units, at most 2^64 - 1');

/** An operator action refused: a code a console can translate, and a sentence for a terminal. */
export class OperatorError extends Error {
  readonly code: 'invalid_input' | 'not_found' | 'not_in_review' | 'already_paused' | 'not_paused';

  constructor(code: OperatorError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** `value` parsed by `schema`, or an OperatorError naming what is wrong with `what`. */
export function checkInput<S extends z.ZodTypeAny>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new OperatorError('invalid_input', `${what}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  return parsed.data;
}

/** The operator and reason every action carries, checked. */
export function checkActor(input: { operator: string; reason: string }): { operator: string; reason: string } {
  return { operator: checkInput(OperatorNameSchema, input.operator, 'operator'), reason: checkInput(OperatorReasonSchema, input.reason, 'reason') };
}
