// TransactionEffects V2 and TransactionEvents in BCS, with their digests, from what the
// executor observed. Layouts are the SDK's own (`bcs.TransactionEffects`, `bcs.StructTag`).
import { bcs, TypeTagSerializer } from '@mysten/sui/bcs';
import { ownerBcsValue } from '../ledger/ledger.ts';
import { digestTagged } from '../ledger/hash.ts';
import { balanceType } from '../framework/accumulator.ts';
import type { EventRecord, ExecError, GasSummary, ObjectChange } from '../ledger/types.ts';

const EventBcs = bcs.struct('Event', {
  packageId: bcs.Address,
  transactionModule: bcs.string(),
  sender: bcs.Address,
  type: bcs.StructTag,
  contents: bcs.byteVector(),
});
const TransactionEventsBcs = bcs.vector(EventBcs);

export function eventsBcs(events: EventRecord[]): { bytes: Uint8Array; digest: string } | undefined {
  if (events.length === 0) return undefined;
  const bytes = TransactionEventsBcs.serialize(
    events.map((e) => {
      const tag = TypeTagSerializer.parseFromStr(e.type, true) as { struct: unknown };
      return { packageId: e.packageId, transactionModule: e.module, sender: e.sender, type: tag.struct, contents: e.contents };
    }) as never,
  ).toBytes();
  return { bytes, digest: digestTagged('TransactionEvents', bytes) };
}

function errorBcsValue(error: ExecError, functionIndex: number): unknown {
  switch (error.kind) {
    case 'MoveAbort':
      return {
        MoveAbort: [
          {
            module: { address: error.abort!.packageId, name: error.abort!.module },
            function: functionIndex,
            instruction: 0,
            functionName: error.abort!.functionName,
          },
          error.abort!.code,
        ],
      };
    case 'CommandArgumentError': {
      const kind = error.argumentKind ?? 'TypeMismatch';
      const value =
        kind === 'IndexOutOfBounds'
          ? { idx: error.resultIdx ?? 0 }
          : kind === 'SecondaryIndexOutOfBounds'
            ? { resultIdx: error.resultIdx ?? 0, secondaryIdx: error.secondaryIdx ?? 0 }
            : kind === 'InvalidResultArity'
              ? { resultIdx: error.resultIdx ?? 0 }
              : true;
      return { CommandArgumentError: { argIdx: error.argument ?? 0, kind: { [kind]: value } } };
    }
    case 'TypeArgumentError':
      return { TypeArgumentError: { argumentIdx: error.typeArgument ?? 0, kind: { TypeNotFound: true } } };
    case 'UnusedValueWithoutDrop':
      return { UnusedValueWithoutDrop: { resultIdx: error.resultIdx ?? 0, secondaryIdx: error.secondaryIdx ?? 0 } };
    default:
      return { [error.kind]: true };
  }
}

export interface EffectsInput {
  error?: ExecError;
  /** Index of the aborting function in its module, for MoveLocation. */
  functionIndex: number;
  epoch: bigint;
  gasUsed: GasSummary;
  transactionDigest: string;
  gasObjectId?: string;
  eventsDigest?: string;
  dependencies: string[];
  lamportVersion: bigint;
  changed: ObjectChange[];
  unchangedShared: Array<{ id: string; version: bigint; digest: string }>;
}

export function effectsBcs(e: EffectsInput): { bytes: Uint8Array; digest: string } {
  const changed = [...e.changed].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const gasIndex = e.gasObjectId ? changed.findIndex((c) => c.id === e.gasObjectId) : -1;
  const value = {
    V2: {
      status: e.error ? { Failure: { error: errorBcsValue(e.error, e.functionIndex), command: e.error.command ?? null } } : { Success: true },
      executedEpoch: e.epoch,
      gasUsed: e.gasUsed,
      transactionDigest: e.transactionDigest,
      gasObjectIndex: gasIndex >= 0 ? gasIndex : null,
      eventsDigest: e.eventsDigest ?? null,
      dependencies: e.dependencies,
      lamportVersion: e.lamportVersion,
      changedObjects: changed.map((c) => [
        c.id,
        {
          inputState: c.input ? { Exist: [[c.input.version, c.input.digest], ownerBcsValue(c.input.owner)] } : { NotExist: true },
          outputState: c.accumulator
            ? {
                AccumulatorWriteV1: {
                  address: { address: c.accumulator.address, ty: balanceType(c.accumulator.coinType) },
                  operation: { [c.accumulator.operation]: true },
                  value: { Integer: c.accumulator.amount },
                },
              }
            : c.output
              ? { ObjectWrite: [c.output.digest, ownerBcsValue(c.output.owner)] }
              : { NotExist: true },
          idOperation: { [c.idOperation]: true },
        },
      ]),
      unchangedConsensusObjects: e.unchangedShared.map((u) => [u.id, { ReadOnlyRoot: [u.version, u.digest] }]),
      auxDataDigest: null,
    },
  };
  const bytes = bcs.TransactionEffects.serialize(value as never).toBytes();
  return { bytes, digest: digestTagged('TransactionEffects', bytes) };
}
