// What the executor's parts share: the refusal and failure errors, the outcome of a run, and the
// working set of objects and PTB values the commands run on.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { MoveObject } from '../packages/types.ts';
import type { MoveType } from '../framework/move-type.ts';
import type { CommandArgumentKind, ExecError, LedgerOwner, StoredObject, TxRecord } from '../ledger/types.ts';

/** Gas coin used for view calls when the caller gives none (as dev-inspect does). */
export const MOCK_GAS_ID = normalizeSuiAddress('0x' + 'f'.repeat(64));

/** A transaction the node refuses before running it (no effects, no gas charged). */
export class TxRejected extends Error {
  constructor(
    message: string,
    readonly code: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'NOT_FOUND' = 'INVALID_ARGUMENT',
  ) {
    super(message);
  }
}

/** A failure during execution: the transaction fails, gas is still charged. */
export class ExecFailure extends Error {
  constructor(readonly error: ExecError) {
    super(error.description);
  }
}

/**
 * `execute` commits; `simulate` is a dry run with checks (an empty gas payment runs on a mock gas
 * coin); `inspect` has checks off (view calls: whatever function, no ownership or gas checks).
 */
export type ExecMode = 'execute' | 'simulate' | 'inspect';

export interface CommandOutputs {
  returnValues: Array<{ bcs: Uint8Array; type: string }>;
  mutatedByRef: Array<{ bcs: Uint8Array; type: string; argument: ArgRef }>;
}

export interface ExecOutcome {
  tx: TxRecord;
  writes: StoredObject[];
  deletes: string[];
  commandOutputs: CommandOutputs[];
  /** For gas selection: SUI the commands took out of the gas coin (beyond gas). */
  gasCoinSpent: bigint;
  /** Objects as they are after the transaction (written) and were before (inputs). */
  outputObjects: StoredObject[];
  inputObjects: StoredObject[];
}

export type ArgRef = { $kind: 'GasCoin' } | { $kind: 'Input'; Input: number } | { $kind: 'Result'; Result: number } | { $kind: 'NestedResult'; NestedResult: [number, number] };

export type Value =
  | { k: 'pure'; bytes: Uint8Array }
  | { k: 'obj'; id: string }
  | { k: 'val'; type: MoveType; v: unknown }
  | { k: 'vec'; type?: MoveType; elems: Value[] }
  | { k: 'moved' };

export type InputKind = 'owned' | 'immutable' | 'sharedMut' | 'sharedImm' | 'gas' | 'child';

export interface WObj {
  id: string;
  obj: MoveObject;
  owner: LedgerOwner;
  input?: StoredObject;
  inputKind?: InputKind;
  state: 'held' | 'loose' | 'deleted' | 'wrapped';
  dirty: boolean;
  dynamicField?: StoredObject['dynamicField'];
}

export function errorOf(kind: ExecError['kind'], description: string, extra: Partial<ExecError> = {}): ExecFailure {
  return new ExecFailure({ kind, description, ...extra });
}

export function argError(argument: number, kind: CommandArgumentKind, description: string, extra: Partial<ExecError> = {}): ExecFailure {
  return new ExecFailure({ kind: 'CommandArgumentError', description: `${kind}: ${description}`, argument, argumentKind: kind, ...extra });
}

export function isMoveObject(v: unknown): v is MoveObject {
  return !!v && typeof v === 'object' && typeof (v as MoveObject).id === 'string' && typeof (v as MoveObject).type === 'string' && typeof (v as MoveObject).fields === 'object';
}

export function u64(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' || typeof v === 'string') return BigInt(v);
  throw new TypeError(`not a u64: ${String(v)}`);
}
