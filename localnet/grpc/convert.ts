// Ledger records -> the SDK's protobuf message objects (GrpcTypes): objects, transactions,
// effects, events, checkpoints. Only values are mapped here; encoding is always the generated
// MessageType's toBinary. Incoming transactions are in transaction-from-proto.ts, Move package
// metadata in move-metadata.ts.
import { GrpcTypes } from '@mysten/sui/grpc';
import type { Argument, CallArg, Command, TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toBase64, fromBase64 } from '@mysten/sui/utils';
import { parseSerializedSignature } from '@mysten/sui/cryptography';
import type { IMessageType, JsonValue } from '@protobuf-ts/runtime';
import type { CheckpointRecord, CommandArgumentKind, ExecError, LedgerOwner, ObjectChange, StoredObject, TxRecord } from '../ledger/types.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { Packages } from '../framework/packages.ts';
import { coinTypeOf, parseMoveType, printMoveType } from '../framework/move-type.ts';
import { toJsonValue } from '../exec/json.ts';
import { txDataOf } from '../exec/executor.ts';
import { GrpcError, Code } from './wire.ts';
import { balanceType } from '../framework/accumulator.ts';

const G = GrpcTypes;

/** google.protobuf.Value (Object.json, Event.json); the SDK does not export its type by name. */
export type ProtoValue = NonNullable<GrpcTypes.Object['json']>;
/** google.protobuf.Timestamp. */
export type ProtoTimestamp = NonNullable<GrpcTypes.ExecutedTransaction['timestamp']>;

/** google.protobuf.Value's message type, reachable through Object.json (it is not exported by name). */
export const ValueType = valueTypeOfObjectJson();

function valueTypeOfObjectJson(): IMessageType<ProtoValue> {
  const field = G.Object.fields.find((f) => f.localName === 'json');
  if (field?.kind !== 'message') throw new Error('Object.json is not a message field in this SDK version');
  return field.T() as IMessageType<ProtoValue>;
}

export function jsonValue(v: unknown): ProtoValue {
  return ValueType.fromJson(toJsonValue(v) as JsonValue);
}

export function timestamp(ms: number | bigint): ProtoTimestamp {
  const m = BigInt(ms);
  return { seconds: m / 1000n, nanos: Number(m % 1000n) * 1_000_000 };
}

export function ownerProto(owner: LedgerOwner): GrpcTypes.Owner {
  switch (owner.kind) {
    case 'address':
      return { kind: G.Owner_OwnerKind.ADDRESS, address: owner.address };
    case 'object':
      return { kind: G.Owner_OwnerKind.OBJECT, address: owner.address };
    case 'shared':
      return { kind: G.Owner_OwnerKind.SHARED, version: owner.initialVersion };
    case 'immutable':
      return { kind: G.Owner_OwnerKind.IMMUTABLE };
  }
}

/** JSON of a Move value as Sui renders it, from its BCS and the type's layout. */
export function moveJson(packages: Packages, type: string, bytes: Uint8Array): ProtoValue | undefined {
  try {
    return jsonValue(packages.layout(type).parse(bytes));
  } catch {
    return undefined;
  }
}

export function objectProto(obj: StoredObject, packages: Packages, withJson = true): GrpcTypes.Object {
  const coin = coinTypeOf(obj.type);
  return {
    bcs: { name: 'Object', value: obj.bcs },
    objectId: obj.id,
    version: obj.version,
    digest: obj.digest,
    owner: ownerProto(obj.owner),
    objectType: obj.type,
    hasPublicTransfer: obj.hasPublicTransfer,
    contents: { name: obj.type, value: obj.contents },
    previousTransaction: obj.previousTransaction,
    storageRebate: obj.storageRebate,
    json: withJson ? moveJson(packages, obj.type, obj.contents) : undefined,
    balance: coin ? BigInt(obj.fields.balance as bigint) : undefined,
  };
}

// ---- transactions ----------------------------------------------------------------------------

export const txData = txDataOf;

function argumentProto(arg: Argument): GrpcTypes.Argument {
  switch (arg.$kind) {
    case 'GasCoin':
      return { kind: G.Argument_ArgumentKind.GAS };
    case 'Input':
      return { kind: G.Argument_ArgumentKind.INPUT, input: arg.Input };
    case 'Result':
      return { kind: G.Argument_ArgumentKind.RESULT, result: arg.Result };
    case 'NestedResult':
      return { kind: G.Argument_ArgumentKind.RESULT, result: arg.NestedResult[0], subresult: arg.NestedResult[1] };
  }
  throw new Error(`unknown argument ${JSON.stringify(arg)}`);
}

function commandProto(cmd: Command): GrpcTypes.Command {
  switch (cmd.$kind) {
    case 'MoveCall': {
      const c = cmd.MoveCall;
      return {
        command: {
          oneofKind: 'moveCall',
          moveCall: { package: c.package, module: c.module, function: c.function, typeArguments: c.typeArguments, arguments: c.arguments.map(argumentProto) },
        },
      };
    }
    case 'TransferObjects':
      return { command: { oneofKind: 'transferObjects', transferObjects: { objects: cmd.TransferObjects.objects.map(argumentProto), address: argumentProto(cmd.TransferObjects.address) } } };
    case 'SplitCoins':
      return { command: { oneofKind: 'splitCoins', splitCoins: { coin: argumentProto(cmd.SplitCoins.coin), amounts: cmd.SplitCoins.amounts.map(argumentProto) } } };
    case 'MergeCoins':
      return { command: { oneofKind: 'mergeCoins', mergeCoins: { coin: argumentProto(cmd.MergeCoins.destination), coinsToMerge: cmd.MergeCoins.sources.map(argumentProto) } } };
    case 'MakeMoveVec':
      return { command: { oneofKind: 'makeMoveVector', makeMoveVector: { elementType: cmd.MakeMoveVec.type ?? undefined, elements: cmd.MakeMoveVec.elements.map(argumentProto) } } };
    case 'Publish':
      return { command: { oneofKind: 'publish', publish: { modules: cmd.Publish.modules.map((m) => fromBase64(m)), dependencies: cmd.Publish.dependencies } } };
  }
  throw new Error(`unsupported command ${cmd.$kind}`);
}

function inputProto(input: CallArg): GrpcTypes.Input {
  if (input.$kind === 'Pure') return { kind: G.Input_InputKind.PURE, pure: fromBase64(input.Pure.bytes) };
  if (input.$kind === 'FundsWithdrawal') {
    const w = input.FundsWithdrawal;
    return {
      kind: G.Input_InputKind.FUNDS_WITHDRAWAL,
      fundsWithdrawal: {
        amount: BigInt(w.reservation.MaxAmountU64),
        coinType: w.typeArg.Balance,
        source: w.withdrawFrom.$kind === 'Sponsor' ? G.FundsWithdrawal_Source.SPONSOR : G.FundsWithdrawal_Source.SENDER,
      },
    };
  }
  if (input.$kind !== 'Object') throw new Error(`unresolved input ${input.$kind}`);
  const o = input.Object;
  if (o.$kind === 'ImmOrOwnedObject')
    return { kind: G.Input_InputKind.IMMUTABLE_OR_OWNED, objectId: o.ImmOrOwnedObject.objectId, version: BigInt(o.ImmOrOwnedObject.version), digest: o.ImmOrOwnedObject.digest };
  if (o.$kind === 'SharedObject')
    return {
      kind: G.Input_InputKind.SHARED,
      objectId: o.SharedObject.objectId,
      version: BigInt(o.SharedObject.initialSharedVersion),
      mutable: o.SharedObject.mutable,
      mutability: o.SharedObject.mutable ? G.Input_Mutability.MUTABLE : G.Input_Mutability.IMMUTABLE,
    };
  return { kind: G.Input_InputKind.RECEIVING, objectId: o.Receiving.objectId, version: BigInt(o.Receiving.version), digest: o.Receiving.digest };
}

export function transactionProto(data: TransactionData, bytes: Uint8Array, digest: string): GrpcTypes.Transaction {
  const exp = data.expiration;
  let expiration: GrpcTypes.TransactionExpiration = { kind: G.TransactionExpiration_TransactionExpirationKind.NONE };
  if (exp?.$kind === 'Epoch') expiration = { kind: G.TransactionExpiration_TransactionExpirationKind.EPOCH, epoch: BigInt(exp.Epoch) };
  else if (exp?.$kind === 'ValidDuring') {
    const v = exp.ValidDuring;
    expiration = {
      kind: G.TransactionExpiration_TransactionExpirationKind.VALID_DURING,
      minEpoch: v.minEpoch != null ? BigInt(v.minEpoch) : undefined,
      epoch: v.maxEpoch != null ? BigInt(v.maxEpoch) : undefined,
      minTimestamp: v.minTimestamp != null ? timestamp(BigInt(v.minTimestamp)) : undefined,
      maxTimestamp: v.maxTimestamp != null ? timestamp(BigInt(v.maxTimestamp)) : undefined,
      chain: v.chain,
      nonce: v.nonce,
    };
  }
  return {
    bcs: { name: 'TransactionData', value: bytes },
    digest,
    version: 1,
    kind: {
      kind: G.TransactionKind_Kind.PROGRAMMABLE_TRANSACTION,
      data: { oneofKind: 'programmableTransaction', programmableTransaction: { inputs: data.inputs.map(inputProto), commands: data.commands.map(commandProto) } },
    },
    sender: data.sender ? normalizeSuiAddress(data.sender) : undefined,
    gasPayment: {
      objects: (data.gasData.payment ?? []).map((r) => ({ objectId: r.objectId, version: BigInt(r.version), digest: r.digest })),
      owner: normalizeSuiAddress(data.gasData.owner ?? data.sender ?? '0x0'),
      price: data.gasData.price != null ? BigInt(data.gasData.price) : undefined,
      budget: data.gasData.budget != null ? BigInt(data.gasData.budget) : undefined,
    },
    expiration,
  };
}

const ERROR_KIND: Record<ExecError['kind'], GrpcTypes.ExecutionError_ExecutionErrorKind> = {
  MoveAbort: G.ExecutionError_ExecutionErrorKind.MOVE_ABORT,
  InsufficientGas: G.ExecutionError_ExecutionErrorKind.INSUFFICIENT_GAS,
  InsufficientCoinBalance: G.ExecutionError_ExecutionErrorKind.INSUFFICIENT_COIN_BALANCE,
  CommandArgumentError: G.ExecutionError_ExecutionErrorKind.COMMAND_ARGUMENT_ERROR,
  TypeArgumentError: G.ExecutionError_ExecutionErrorKind.TYPE_ARGUMENT_ERROR,
  FunctionNotFound: G.ExecutionError_ExecutionErrorKind.FUNCTION_NOT_FOUND,
  ArityMismatch: G.ExecutionError_ExecutionErrorKind.ARITY_MISMATCH,
  TypeArityMismatch: G.ExecutionError_ExecutionErrorKind.TYPE_ARITY_MISMATCH,
  NonEntryFunctionInvoked: G.ExecutionError_ExecutionErrorKind.NON_ENTRY_FUNCTION_INVOKED,
  UnusedValueWithoutDrop: G.ExecutionError_ExecutionErrorKind.UNUSED_VALUE_WITHOUT_DROP,
  InvalidTransferObject: G.ExecutionError_ExecutionErrorKind.INVALID_TRANSFER_OBJECT,
  CoinBalanceOverflow: G.ExecutionError_ExecutionErrorKind.COIN_BALANCE_OVERFLOW,
  InvariantViolation: G.ExecutionError_ExecutionErrorKind.INVARIANT_VIOLATION,
  FeatureNotYetSupported: G.ExecutionError_ExecutionErrorKind.FEATURE_NOT_YET_SUPPORTED,
};

const ARG_KIND: Record<CommandArgumentKind, GrpcTypes.CommandArgumentError_CommandArgumentErrorKind> = {
  TypeMismatch: G.CommandArgumentError_CommandArgumentErrorKind.TYPE_MISMATCH,
  InvalidBCSBytes: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_BCS_BYTES,
  InvalidUsageOfPureArg: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_USAGE_OF_PURE_ARGUMENT,
  InvalidArgumentToPrivateEntryFunction: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_ARGUMENT_TO_PRIVATE_ENTRY_FUNCTION,
  IndexOutOfBounds: G.CommandArgumentError_CommandArgumentErrorKind.INDEX_OUT_OF_BOUNDS,
  SecondaryIndexOutOfBounds: G.CommandArgumentError_CommandArgumentErrorKind.SECONDARY_INDEX_OUT_OF_BOUNDS,
  InvalidResultArity: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_RESULT_ARITY,
  InvalidGasCoinUsage: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_GAS_COIN_USAGE,
  InvalidValueUsage: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_VALUE_USAGE,
  InvalidObjectByValue: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_OBJECT_BY_VALUE,
  InvalidObjectByMutRef: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_OBJECT_BY_MUT_REF,
  SharedObjectOperationNotAllowed: G.CommandArgumentError_CommandArgumentErrorKind.CONSENSUS_OBJECT_OPERATION_NOT_ALLOWED,
  InvalidArgumentArity: G.CommandArgumentError_CommandArgumentErrorKind.INVALID_ARGUMENT_ARITY,
};

export function statusProto(error: ExecError | undefined, ledger: Ledger): GrpcTypes.ExecutionStatus {
  if (!error) return { success: true };
  let errorDetails: GrpcTypes.ExecutionError['errorDetails'] = { oneofKind: undefined };
  if (error.kind === 'MoveAbort' && error.abort) {
    const a = error.abort;
    const fns = Object.keys(ledger.packages.byAddress.get(a.packageId)?.modules[a.module]?.functions ?? {});
    errorDetails = {
      oneofKind: 'abort',
      abort: {
        abortCode: a.code,
        location: { package: a.packageId, module: a.module, function: Math.max(0, fns.indexOf(a.functionName)), instruction: 0, functionName: a.functionName },
      },
    };
  } else if (error.kind === 'CommandArgumentError') {
    errorDetails = { oneofKind: 'commandArgumentError', commandArgumentError: { argument: error.argument ?? 0, kind: ARG_KIND[error.argumentKind ?? 'TypeMismatch'] } };
  } else if (error.kind === 'TypeArgumentError') {
    errorDetails = { oneofKind: 'typeArgumentError', typeArgumentError: { typeArgument: error.typeArgument ?? 0, kind: G.TypeArgumentError_TypeArgumentErrorKind.TYPE_NOT_FOUND } };
  }
  return {
    success: false,
    error: { description: error.description, command: error.command != null ? BigInt(error.command) : undefined, kind: ERROR_KIND[error.kind], errorDetails },
  };
}

function changeProto(c: ObjectChange): GrpcTypes.ChangedObject {
  if (c.accumulator) {
    const a = c.accumulator;
    return {
      objectId: c.id,
      inputState: G.ChangedObject_InputObjectState.DOES_NOT_EXIST,
      outputState: G.ChangedObject_OutputObjectState.ACCUMULATOR_WRITE,
      accumulatorWrite: {
        address: a.address,
        accumulatorType: balanceType(a.coinType),
        operation: a.operation === 'Merge' ? G.AccumulatorWrite_AccumulatorOperation.MERGE : G.AccumulatorWrite_AccumulatorOperation.SPLIT,
        valueKind: G.AccumulatorWrite_AccumulatorValue.INTEGER,
        integerValue: a.amount,
        integerTuple: [],
        eventDigestValue: [],
      },
      idOperation: G.ChangedObject_IdOperation.NONE,
      objectType: c.type,
    };
  }
  return {
    objectId: c.id,
    inputState: c.input ? G.ChangedObject_InputObjectState.EXISTS : G.ChangedObject_InputObjectState.DOES_NOT_EXIST,
    inputVersion: c.input?.version,
    inputDigest: c.input?.digest,
    inputOwner: c.input ? ownerProto(c.input.owner) : undefined,
    outputState: c.output ? G.ChangedObject_OutputObjectState.OBJECT_WRITE : G.ChangedObject_OutputObjectState.DOES_NOT_EXIST,
    outputVersion: c.output?.version,
    outputDigest: c.output?.digest,
    outputOwner: c.output ? ownerProto(c.output.owner) : undefined,
    idOperation: c.idOperation === 'Created' ? G.ChangedObject_IdOperation.CREATED : c.idOperation === 'Deleted' ? G.ChangedObject_IdOperation.DELETED : G.ChangedObject_IdOperation.NONE,
    objectType: c.type,
  };
}

export function effectsProto(tx: TxRecord, ledger: Ledger): GrpcTypes.TransactionEffects {
  const gas = tx.gasObjectId ? tx.changed.find((c) => c.id === tx.gasObjectId) : undefined;
  return {
    bcs: { name: 'TransactionEffects', value: tx.effectsBcs },
    digest: tx.effectsDigest,
    version: 2,
    status: statusProto(tx.error, ledger),
    epoch: tx.epoch,
    gasUsed: tx.gasUsed,
    transactionDigest: tx.digest,
    gasObject: gas ? changeProto(gas) : undefined,
    eventsDigest: tx.eventsDigest,
    dependencies: tx.dependencies,
    lamportVersion: tx.lamportVersion,
    changedObjects: tx.changed.map(changeProto),
    unchangedConsensusObjects: tx.unchangedShared.map((u) => ({
      kind: G.UnchangedConsensusObject_UnchangedConsensusObjectKind.READ_ONLY_ROOT,
      objectId: u.id,
      version: u.version,
      digest: u.digest,
      objectType: u.type,
    })),
    unchangedLoadedRuntimeObjects: [],
  };
}

export function eventProto(tx: TxRecord, i: number, standalone: boolean): GrpcTypes.Event {
  const e = tx.events[i];
  return {
    packageId: e.packageId,
    module: e.module,
    sender: e.sender,
    eventType: e.type,
    contents: { name: e.type, value: e.contents },
    json: ValueType.fromJson(e.json as JsonValue),
    checkpoint: standalone ? tx.checkpoint : undefined,
    transactionDigest: standalone ? tx.digest : undefined,
    eventIndex: standalone ? i : undefined,
  };
}

export function signatureProto(sig: Uint8Array): GrpcTypes.UserSignature {
  try {
    const parsed = parseSerializedSignature(toBase64(sig));
    const schemes: Record<string, GrpcTypes.SignatureScheme> = { ED25519: G.SignatureScheme.ED25519, Secp256k1: G.SignatureScheme.SECP256K1, Secp256r1: G.SignatureScheme.SECP256R1 };
    if ('publicKey' in parsed && parsed.signatureScheme in schemes) {
      const scheme = schemes[parsed.signatureScheme];
      return { bcs: { value: sig }, scheme, signature: { oneofKind: 'simple', simple: { scheme, signature: parsed.signature, publicKey: parsed.publicKey } } };
    }
  } catch {
    // fall through: an unparsable signature is still returned as bytes
  }
  return { bcs: { value: sig }, signature: { oneofKind: undefined } };
}

export function executedTransactionProto(tx: TxRecord, ledger: Ledger, data?: TransactionData, objects?: StoredObject[]): GrpcTypes.ExecutedTransaction {
  const d = data ?? txData(tx);
  return {
    digest: tx.digest,
    transaction: transactionProto(d, tx.txBytes, tx.digest),
    signatures: tx.signatures.map(signatureProto),
    effects: effectsProto(tx, ledger),
    events: tx.events.length
      ? { bcs: tx.eventsBcs ? { name: 'TransactionEvents', value: tx.eventsBcs } : undefined, digest: tx.eventsDigest, events: tx.events.map((_, i) => eventProto(tx, i, false)) }
      : undefined,
    checkpoint: tx.checkpoint,
    timestamp: timestamp(tx.timestampMs),
    balanceChanges: tx.balanceChanges,
    objects: objects ? { objects: objects.map((o) => objectProto(o, ledger.packages)) } : undefined,
  };
}

export function checkpointProto(cp: CheckpointRecord): GrpcTypes.Checkpoint {
  return {
    sequenceNumber: cp.sequenceNumber,
    digest: cp.digest,
    summary: {
      digest: cp.digest,
      epoch: cp.epoch,
      sequenceNumber: cp.sequenceNumber,
      totalNetworkTransactions: cp.totalNetworkTransactions,
      contentDigest: cp.contentDigest,
      previousDigest: cp.previousDigest,
      epochRollingGasCostSummary: cp.rollingGas,
      timestamp: timestamp(cp.timestampMs),
      commitments: [],
    },
    contents: { digest: cp.contentDigest, version: 1, transactions: cp.transactions.map((t) => ({ transaction: t, signatures: [], addressAliasesVersions: [] })) },
    transactions: [],
  };
}

/** A Move type as the node prints it; an unparsable type is the caller's INVALID_ARGUMENT. */
export function normalizeTypeOrThrow(text: string): string {
  try {
    return printMoveType(parseMoveType(text));
  } catch (e) {
    throw new GrpcError(Code.INVALID_ARGUMENT, `invalid type ${text}: ${(e as Error).message}`);
  }
}
