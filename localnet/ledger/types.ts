// What the ledger stores: objects at their current version, executed transactions with their
// effects and events, and checkpoints (one per transaction).

export type LedgerOwner =
  | { kind: 'address'; address: string }
  /** Owned by another object (dynamic fields: the parent's UID). */
  | { kind: 'object'; address: string }
  | { kind: 'shared'; initialVersion: bigint }
  | { kind: 'immutable' };

export interface DynamicFieldInfo {
  parent: string;
  nameType: string;
  nameBcs: Uint8Array;
  valueType: string;
}

export interface StoredObject {
  id: string;
  version: bigint;
  digest: string;
  owner: LedgerOwner;
  /** Normalized struct tag. */
  type: string;
  /** The struct's fields as JS values (authoritative; `contents` is their BCS). */
  fields: Record<string, unknown>;
  contents: Uint8Array;
  /** BCS of the whole object (ObjectInner), from which `digest` is computed. */
  bcs: Uint8Array;
  hasPublicTransfer: boolean;
  previousTransaction: string;
  storageRebate: bigint;
  dynamicField?: DynamicFieldInfo;
}

export interface ObjectRefState {
  version: bigint;
  digest: string;
  owner: LedgerOwner;
}

export interface ObjectChange {
  id: string;
  type: string;
  input?: ObjectRefState;
  output?: ObjectRefState;
  idOperation: 'None' | 'Created' | 'Deleted';
  /**
   * An address balance change (an accumulator write, SIP-58): `id` is the accumulator object of
   * `address` and `coinType`, with no input or output object state; `amount` is the net change.
   */
  accumulator?: { address: string; coinType: string; operation: 'Merge' | 'Split'; amount: bigint };
}

export interface ExecError {
  kind:
    | 'MoveAbort'
    | 'InsufficientGas'
    | 'InsufficientCoinBalance'
    | 'CommandArgumentError'
    | 'TypeArgumentError'
    | 'FunctionNotFound'
    | 'ArityMismatch'
    | 'TypeArityMismatch'
    | 'NonEntryFunctionInvoked'
    | 'UnusedValueWithoutDrop'
    | 'InvalidTransferObject'
    | 'CoinBalanceOverflow'
    | 'InvariantViolation'
    | 'FeatureNotYetSupported';
  command?: number;
  description: string;
  abort?: { packageId: string; module: string; functionName: string; code: bigint };
  argument?: number;
  argumentKind?: CommandArgumentKind;
  typeArgument?: number;
  resultIdx?: number;
  secondaryIdx?: number;
}

export type CommandArgumentKind =
  | 'TypeMismatch'
  | 'InvalidBCSBytes'
  | 'InvalidUsageOfPureArg'
  | 'InvalidArgumentToPrivateEntryFunction'
  | 'IndexOutOfBounds'
  | 'SecondaryIndexOutOfBounds'
  | 'InvalidResultArity'
  | 'InvalidGasCoinUsage'
  | 'InvalidValueUsage'
  | 'InvalidObjectByValue'
  | 'InvalidObjectByMutRef'
  | 'SharedObjectOperationNotAllowed'
  | 'InvalidArgumentArity';

export interface EventRecord {
  packageId: string;
  module: string;
  sender: string;
  type: string;
  contents: Uint8Array;
  json: unknown;
}

export interface GasSummary {
  computationCost: bigint;
  storageCost: bigint;
  storageRebate: bigint;
  nonRefundableStorageFee: bigint;
}

export interface TxRecord {
  digest: string;
  /** BCS TransactionData. */
  txBytes: Uint8Array;
  signatures: Uint8Array[];
  sender: string;
  epoch: bigint;
  effectsBcs: Uint8Array;
  effectsDigest: string;
  error?: ExecError;
  gasUsed: GasSummary;
  lamportVersion: bigint;
  changed: ObjectChange[];
  gasObjectId?: string;
  unchangedShared: Array<{ id: string; type: string; version: bigint; digest: string }>;
  dependencies: string[];
  events: EventRecord[];
  eventsBcs?: Uint8Array;
  eventsDigest?: string;
  balanceChanges: Array<{ address: string; coinType: string; amount: string }>;
  /** `pkg::module::function` of each MoveCall, for listing filters. */
  moveCalls: string[];
  checkpoint: bigint;
  timestampMs: number;
}

export interface CheckpointRecord {
  sequenceNumber: bigint;
  digest: string;
  previousDigest?: string;
  contentDigest: string;
  timestampMs: number;
  epoch: bigint;
  transactions: string[];
  totalNetworkTransactions: bigint;
  rollingGas: GasSummary;
}
