// What the gRPC services share: read masks with their defaults, argument checks, paging, and the
// ledger records as masked messages.
import { GrpcTypes } from '@mysten/sui/grpc';
import type { TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { Ledger } from '../../ledger/ledger.ts';
import type { StoredObject, TxRecord } from '../../ledger/types.ts';
import type { ExecOutcome, Executor } from '../../exec/executor.ts';
import { Code, GrpcError } from '../wire.ts';
import { maskTree, prune, wants } from '../mask.ts';
import { executedTransactionProto, objectProto } from '../convert.ts';

export type MaskTree = ReturnType<typeof maskTree>;
export const G = GrpcTypes;

/** What every service is registered with. */
export interface ServiceContext {
  ledger: Ledger;
  executor: Executor;
}

export const DEFAULT_OBJECT_MASK = ['object_id', 'version', 'digest'];
export const DEFAULT_TX_MASK = ['digest'];
export const DEFAULT_CHECKPOINT_MASK = ['sequence_number', 'digest'];
export const DEFAULT_EVENT_MASK = ['package_id', 'module', 'sender', 'event_type', 'transaction_digest', 'event_index'];
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 1000;

export function mask(readMask: { paths?: string[] } | undefined, defaults: string[]): MaskTree {
  const paths = readMask?.paths?.length ? readMask.paths : defaults;
  return maskTree(paths);
}

export function addr(value: string | undefined, what: string): string {
  if (!value || !/^(0x)?[0-9a-fA-F]{1,64}$/.test(value)) throw new GrpcError(Code.INVALID_ARGUMENT, `invalid ${what}: ${value ?? '(missing)'}`);
  return normalizeSuiAddress(value);
}

export function pageSize(n: number | undefined): number {
  if (!n) return DEFAULT_PAGE;
  return Math.min(n, MAX_PAGE);
}

/** An object as a masked Object message (`prune` starts from the type's defaults, so it is complete). */
export function objectMsg(ledger: Ledger, obj: StoredObject, tree: MaskTree): GrpcTypes.Object {
  return prune(G.Object, objectProto(obj, ledger.packages, wants(tree, 'json')), tree);
}

/** A transaction as a masked ExecutedTransaction message; `outcome` gives its objects when asked for. */
export function txMsg(ledger: Ledger, tx: TxRecord, tree: MaskTree | true, data?: TransactionData, outcome?: ExecOutcome): GrpcTypes.ExecutedTransaction {
  const objects = tree !== true && wants(tree, 'objects') ? [...(outcome?.inputObjects ?? []), ...(outcome?.outputObjects ?? [])] : undefined;
  return prune(G.ExecutedTransaction, executedTransactionProto(tx, ledger, data, objects), tree);
}
