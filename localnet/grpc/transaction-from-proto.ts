// Incoming transactions: the protobuf Transaction of a SimulateTransaction request (BCS, or the
// structured form the SDK sends before the node has resolved its objects) as the SDK's
// TransactionData. Inputs given by id only stay `UnresolvedObject` for exec/ to resolve.
import { GrpcTypes } from '@mysten/sui/grpc';
import { TransactionDataBuilder, type Argument, type CallArg, type Command, type TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { GrpcError, Code } from './wire.ts';
import { normalizeTypeOrThrow } from './convert.ts';

const G = GrpcTypes;

function argumentFromProto(a: GrpcTypes.Argument | undefined): Argument {
  if (!a) throw new GrpcError(Code.INVALID_ARGUMENT, 'missing argument');
  switch (a.kind) {
    case G.Argument_ArgumentKind.GAS:
      return { $kind: 'GasCoin', GasCoin: true };
    case G.Argument_ArgumentKind.INPUT:
      return { $kind: 'Input', Input: a.input ?? 0 };
    case G.Argument_ArgumentKind.RESULT:
      return a.subresult != null ? { $kind: 'NestedResult', NestedResult: [a.result ?? 0, a.subresult] } : { $kind: 'Result', Result: a.result ?? 0 };
  }
  throw new GrpcError(Code.INVALID_ARGUMENT, 'unknown argument kind');
}

function commandFromProto(c: GrpcTypes.Command): Command {
  const cmd = c.command;
  switch (cmd.oneofKind) {
    case 'moveCall':
      return {
        $kind: 'MoveCall',
        MoveCall: {
          package: normalizeSuiAddress(cmd.moveCall.package ?? '0x0'),
          module: cmd.moveCall.module ?? '',
          function: cmd.moveCall.function ?? '',
          typeArguments: cmd.moveCall.typeArguments ?? [],
          arguments: (cmd.moveCall.arguments ?? []).map(argumentFromProto),
        },
      };
    case 'transferObjects':
      return { $kind: 'TransferObjects', TransferObjects: { objects: cmd.transferObjects.objects.map(argumentFromProto), address: argumentFromProto(cmd.transferObjects.address) } };
    case 'splitCoins':
      return { $kind: 'SplitCoins', SplitCoins: { coin: argumentFromProto(cmd.splitCoins.coin), amounts: cmd.splitCoins.amounts.map(argumentFromProto) } };
    case 'mergeCoins':
      return { $kind: 'MergeCoins', MergeCoins: { destination: argumentFromProto(cmd.mergeCoins.coin), sources: cmd.mergeCoins.coinsToMerge.map(argumentFromProto) } };
    case 'makeMoveVector':
      return { $kind: 'MakeMoveVec', MakeMoveVec: { type: cmd.makeMoveVector.elementType ?? null, elements: cmd.makeMoveVector.elements.map(argumentFromProto) } };
  }
  throw new GrpcError(Code.UNIMPLEMENTED, `command ${cmd.oneofKind ?? 'unknown'} is not supported by localnet`);
}

function inputFromProto(i: GrpcTypes.Input): CallArg {
  switch (i.kind) {
    case G.Input_InputKind.PURE:
      return { $kind: 'Pure', Pure: { bytes: toBase64(i.pure ?? new Uint8Array()) } };
    case G.Input_InputKind.IMMUTABLE_OR_OWNED:
      return { $kind: 'Object', Object: { $kind: 'ImmOrOwnedObject', ImmOrOwnedObject: { objectId: normalizeSuiAddress(i.objectId!), version: String(i.version), digest: i.digest! } } };
    case G.Input_InputKind.SHARED:
      return {
        $kind: 'Object',
        Object: { $kind: 'SharedObject', SharedObject: { objectId: normalizeSuiAddress(i.objectId!), initialSharedVersion: String(i.version), mutable: i.mutable ?? i.mutability === G.Input_Mutability.MUTABLE } },
      };
    case G.Input_InputKind.RECEIVING:
      return { $kind: 'Object', Object: { $kind: 'Receiving', Receiving: { objectId: normalizeSuiAddress(i.objectId!), version: String(i.version), digest: i.digest! } } };
    case G.Input_InputKind.FUNDS_WITHDRAWAL: {
      const w = i.fundsWithdrawal;
      if (w?.amount == null || !w.coinType) throw new GrpcError(Code.INVALID_ARGUMENT, 'a funds withdrawal needs an amount and a coin type');
      const source = w.source ?? G.FundsWithdrawal_Source.SENDER;
      if (source !== G.FundsWithdrawal_Source.SENDER && source !== G.FundsWithdrawal_Source.SPONSOR)
        throw new GrpcError(Code.UNIMPLEMENTED, 'only withdrawals from the sender or the sponsor are supported by localnet');
      return {
        $kind: 'FundsWithdrawal',
        FundsWithdrawal: {
          reservation: { $kind: 'MaxAmountU64', MaxAmountU64: String(w.amount) },
          typeArg: { $kind: 'Balance', Balance: normalizeTypeOrThrow(w.coinType) },
          withdrawFrom: source === G.FundsWithdrawal_Source.SPONSOR ? { $kind: 'Sponsor', Sponsor: true } : { $kind: 'Sender', Sender: true },
        },
      };
    }
    default:
      if (i.pure) return { $kind: 'Pure', Pure: { bytes: toBase64(i.pure) } };
      if (!i.objectId) throw new GrpcError(Code.INVALID_ARGUMENT, 'input has neither a value nor an object id');
      return {
        $kind: 'UnresolvedObject',
        UnresolvedObject: { objectId: normalizeSuiAddress(i.objectId), version: i.version != null ? String(i.version) : undefined, digest: i.digest, mutable: i.mutable },
      };
  }
}

/** Milliseconds of a protobuf Timestamp, as TransactionData's u64 string. */
function timestampMs(t: GrpcTypes.TransactionExpiration['minTimestamp']): string | null {
  return t ? String(t.seconds * 1000n + BigInt(Math.floor(t.nanos / 1e6))) : null;
}

function expirationFromProto(exp: GrpcTypes.TransactionExpiration | undefined): TransactionData['expiration'] {
  const K = G.TransactionExpiration_TransactionExpirationKind;
  switch (exp?.kind) {
    case K.NONE:
      return { $kind: 'None', None: true };
    case K.EPOCH:
      return { $kind: 'Epoch', Epoch: String(exp.epoch ?? 0n) };
    case K.VALID_DURING:
      return {
        $kind: 'ValidDuring',
        ValidDuring: {
          minEpoch: exp.minEpoch?.toString() ?? null,
          maxEpoch: exp.epoch?.toString() ?? null,
          minTimestamp: timestampMs(exp.minTimestamp),
          maxTimestamp: timestampMs(exp.maxTimestamp),
          chain: exp.chain ?? '',
          nonce: exp.nonce ?? 0,
        },
      };
    default:
      return null;
  }
}

export function transactionFromProto(t: GrpcTypes.Transaction): TransactionData {
  if (t.bcs?.value?.length) {
    try {
      return TransactionDataBuilder.fromBytes(t.bcs.value).snapshot();
    } catch {
      try {
        return TransactionDataBuilder.fromKindBytes(t.bcs.value).snapshot();
      } catch (e) {
        throw new GrpcError(Code.INVALID_ARGUMENT, `cannot decode transaction bcs: ${(e as Error).message}`);
      }
    }
  }
  const ptb = t.kind?.data;
  if (ptb?.oneofKind !== 'programmableTransaction') throw new GrpcError(Code.INVALID_ARGUMENT, 'only programmable transactions are supported');
  return {
    version: 2,
    sender: t.sender ? normalizeSuiAddress(t.sender) : null,
    expiration: expirationFromProto(t.expiration),
    gasData: {
      budget: t.gasPayment?.budget != null ? String(t.gasPayment.budget) : null,
      price: t.gasPayment?.price != null ? String(t.gasPayment.price) : null,
      owner: t.gasPayment?.owner ? normalizeSuiAddress(t.gasPayment.owner) : null,
      payment: (t.gasPayment?.objects ?? []).map((o) => ({ objectId: normalizeSuiAddress(o.objectId!), version: o.version != null ? String(o.version) : '', digest: o.digest ?? '' })),
    },
    inputs: ptb.programmableTransaction.inputs.map(inputFromProto),
    commands: ptb.programmableTransaction.commands.map(commandFromProto),
  };
}
