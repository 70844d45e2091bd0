// The gRPC methods a Sui full node serves, answered from the ledger and the executor. Methods not
// registered here answer UNIMPLEMENTED (see wire.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- BCS layouts and protobuf-ts messages are handled generically by type name here */
import { GrpcTypes } from '@mysten/sui/grpc';
import type { TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { bcs } from '@mysten/sui/bcs';
import { verifyPersonalMessageSignature, verifyTransactionSignature } from '@mysten/sui/verify';
import type { IMessageType } from '@protobuf-ts/runtime';
import { randomInt } from 'node:crypto';
import type { Ledger } from '../ledger/ledger.ts';
import { REFERENCE_GAS_PRICE } from '../ledger/ledger.ts';
import type { StoredObject, TxRecord } from '../ledger/types.ts';
import { Executor, MAX_GAS_BUDGET, TxRejected, commandArguments, type ExecOutcome } from '../exec/executor.ts';
import { coinReservationRef } from '../framework/accumulator.ts';
import { SUI_FRAMEWORK, SUI_TYPE, coinTypeOf, parseMoveType } from '../framework/move-type.ts';
import { Code, GrpcError, type GrpcRouter, type LiveStream } from './wire.ts';
import { maskTree, prune, sub, wants } from './mask.ts';
import {
  checkpointProto,
  datatypeProto,
  eventProto,
  executedTransactionProto,
  functionProto,
  normalizeTypeOrThrow,
  objectProto,
  timestamp,
  transactionFromProto,
  type UnresolvedInput,
} from './convert.ts';

type Msg = Record<string, any>;
const G = GrpcTypes;

const DEFAULT_OBJECT_MASK = ['object_id', 'version', 'digest'];
const DEFAULT_TX_MASK = ['digest'];
const DEFAULT_PAGE = 50;
const MAX_PAGE = 1000;

function mask(readMask: { paths?: string[] } | undefined, defaults: string[]) {
  const paths = readMask?.paths?.length ? readMask.paths : defaults;
  return maskTree(paths);
}

function addr(value: string | undefined, what: string): string {
  if (!value || !/^(0x)?[0-9a-fA-F]{1,64}$/.test(value)) throw new GrpcError(Code.INVALID_ARGUMENT, `invalid ${what}: ${value ?? '(missing)'}`);
  return normalizeSuiAddress(value);
}

function pageSize(n: number | undefined): number {
  if (!n) return DEFAULT_PAGE;
  return Math.min(n, MAX_PAGE);
}

function rejected(e: unknown): never {
  if (e instanceof TxRejected) throw new GrpcError(Code[e.code], e.message);
  throw e;
}

export function registerServices(router: GrpcRouter, ledger: Ledger, executor: Executor): void {
  const objectMsg = (obj: StoredObject, tree: ReturnType<typeof maskTree>) => prune(G.Object as IMessageType<Msg>, objectProto(obj, ledger.packages, wants(tree, 'json')), tree);

  const txMsg = (tx: TxRecord, tree: ReturnType<typeof maskTree> | true, data?: TransactionData, outcome?: ExecOutcome) => {
    const objects = tree !== true && wants(tree, 'objects') ? [...(outcome?.inputObjects ?? []), ...(outcome?.outputObjects ?? [])] : undefined;
    return prune(G.ExecutedTransaction as IMessageType<Msg>, executedTransactionProto(tx, ledger, data, objects), tree);
  };

  // ---- LedgerService ----------------------------------------------------------------------------

  router.on('LedgerService/GetServiceInfo', () => {
    const cp = ledger.latestCheckpoint;
    return {
      chainId: ledger.chainId,
      chain: 'localnet',
      epoch: ledger.epoch,
      checkpointHeight: cp.sequenceNumber,
      timestamp: timestamp(cp.timestampMs),
      lowestAvailableCheckpoint: 0n,
      lowestAvailableCheckpointObjects: 0n,
      server: 'suil-localnet',
    };
  });

  const getObjectResult = (req: Msg, tree: ReturnType<typeof maskTree>): Msg => {
    const id = addr(req.objectId, 'object id');
    const obj = ledger.get(id);
    if (!obj) throw new GrpcError(Code.NOT_FOUND, `object ${id} not found`);
    if (req.version != null && BigInt(req.version) !== obj.version) throw new GrpcError(Code.NOT_FOUND, `object ${id} version ${req.version} not found (current is ${obj.version})`);
    return objectMsg(obj, tree);
  };

  router.on('LedgerService/GetObject', (req: Msg) => ({ object: getObjectResult(req, mask(req.readMask, DEFAULT_OBJECT_MASK)) }));

  router.on('LedgerService/BatchGetObjects', (req: Msg) => {
    const tree = mask(req.readMask, DEFAULT_OBJECT_MASK);
    if (req.requests.length > 1000) throw new GrpcError(Code.INVALID_ARGUMENT, 'too many objects requested');
    return {
      objects: (req.requests as Msg[]).map((r) => {
        try {
          return { result: { oneofKind: 'object', object: getObjectResult(r, tree) } };
        } catch (e) {
          if (!(e instanceof GrpcError)) throw e;
          return { result: { oneofKind: 'error', error: { code: e.code, message: e.message, details: [] } } };
        }
      }),
    };
  });

  const findTx = (digest: string | undefined): TxRecord => {
    if (!digest) throw new GrpcError(Code.INVALID_ARGUMENT, 'missing digest');
    const tx = ledger.transactions.get(digest);
    if (!tx) throw new GrpcError(Code.NOT_FOUND, `transaction ${digest} not found`);
    return tx;
  };

  router.on('LedgerService/GetTransaction', (req: Msg) => ({ transaction: txMsg(findTx(req.digest), mask(req.readMask, DEFAULT_TX_MASK)) }));

  router.on('LedgerService/BatchGetTransactions', (req: Msg) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    return {
      transactions: (req.digests as string[]).map((d) => {
        try {
          return { result: { oneofKind: 'transaction', transaction: txMsg(findTx(d), tree) } };
        } catch (e) {
          if (!(e instanceof GrpcError)) throw e;
          return { result: { oneofKind: 'error', error: { code: e.code, message: e.message, details: [] } } };
        }
      }),
    };
  });

  router.on('LedgerService/GetCheckpoint', (req: Msg) => {
    const tree = mask(req.readMask, ['sequence_number', 'digest']);
    let cp = ledger.latestCheckpoint;
    const id = req.checkpointId;
    if (id?.oneofKind === 'sequenceNumber') {
      const found = ledger.checkpoints[Number(id.sequenceNumber)];
      if (!found) throw new GrpcError(Code.NOT_FOUND, `checkpoint ${id.sequenceNumber} not found`);
      cp = found;
    } else if (id?.oneofKind === 'digest') {
      const found = ledger.checkpoints.find((c) => c.digest === id.digest);
      if (!found) throw new GrpcError(Code.NOT_FOUND, `checkpoint ${id.digest} not found`);
      cp = found;
    }
    const msg = checkpointProto(cp);
    if (wants(tree, 'transactions')) msg.transactions = cp.transactions.map((d) => txMsg(ledger.transactions.get(d)!, sub(tree, 'transactions')));
    return { checkpoint: prune(G.Checkpoint as IMessageType<Msg>, msg, tree) };
  });

  const epochMsg = (): Msg => ({
    epoch: ledger.epoch,
    firstCheckpoint: 0n,
    start: timestamp(ledger.genesisTimestampMs),
    referenceGasPrice: REFERENCE_GAS_PRICE,
    protocolConfig: {
      protocolVersion: 109n,
      // The flags of the features this node has, by their sui-protocol-config names: address
      // balances and gas paid from them (with coin reservations), but no gasless transactions
      // and no proposer restrictions.
      featureFlags: {
        enable_accumulators: true,
        enable_address_balance_gas_payments: true,
        enable_coin_reservation_obj_refs: true,
        correct_gas_payment_limit_check: true,
        enable_gasless: false,
        allowed_proposers: false,
      },
      attributes: {
        max_tx_gas: MAX_GAS_BUDGET.toString(),
        reference_gas_price: REFERENCE_GAS_PRICE.toString(),
        storage_gas_price: '76',
        max_input_objects: '2048',
        max_gas_payment_objects: '256',
        max_programmable_tx_commands: '1024',
      },
      configs: {},
    },
    systemState: {
      version: 2n,
      epoch: ledger.epoch,
      protocolVersion: 109n,
      referenceGasPrice: REFERENCE_GAS_PRICE,
      epochStartTimestampMs: BigInt(ledger.genesisTimestampMs),
      safeMode: false,
      safeModeStorageRewards: 0n,
      safeModeComputationRewards: 0n,
      safeModeStorageRebates: 0n,
      safeModeNonRefundableStorageFee: 0n,
      parameters: {
        epochDurationMs: 86_400_000n,
        stakeSubsidyStartEpoch: 0n,
        maxValidatorCount: 150n,
        minValidatorJoiningStake: 0n,
        validatorLowStakeThreshold: 0n,
        validatorLowStakeGracePeriod: 7n,
      },
      storageFund: { totalObjectStorageRebates: 0n, nonRefundableBalance: 0n },
      stakeSubsidy: { balance: 0n, distributionCounter: 0n, currentDistributionAmount: 0n, stakeSubsidyPeriodLength: 30n, stakeSubsidyDecreaseRate: 1000 },
      validatorReportRecords: [],
    },
  });

  router.on('LedgerService/GetEpoch', (req: Msg) => {
    if (req.epoch != null && BigInt(req.epoch) !== ledger.epoch) throw new GrpcError(Code.NOT_FOUND, `epoch ${req.epoch} not found`);
    return { epoch: prune(G.Epoch as IMessageType<Msg>, epochMsg(), mask(req.readMask, ['epoch', 'first_checkpoint', 'start', 'reference_gas_price'])) };
  });

  // Listing: transactions in execution order; the cursor is the 8-byte big-endian position.
  const cursorBytes = (n: number) => {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigUint64(0, BigInt(n));
    return b;
  };
  const cursorOf = (b: Uint8Array | undefined): number | undefined => {
    if (!b || b.length === 0) return undefined;
    if (b.length !== 8) throw new GrpcError(Code.INVALID_ARGUMENT, 'invalid cursor');
    return Number(new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0));
  };

  type Literal = { negated: boolean; predicate: Msg };
  const matchAll = (terms: Array<{ literals: Literal[] }> | undefined, test: (p: Msg) => boolean) =>
    !terms || terms.every((term) => term.literals.length === 0 || term.literals.some((l) => test(l.predicate) !== l.negated));

  const txMatches = (tx: TxRecord, p: Msg): boolean => {
    switch (p.oneofKind) {
      case 'sender':
        return tx.sender === normalizeSuiAddress(p.sender.address ?? '');
      case 'affectedAddress': {
        const a = normalizeSuiAddress(p.affectedAddress.address ?? '');
        return (
          tx.sender === a ||
          tx.changed.some(
            (c) => (c.output?.owner.kind === 'address' && c.output.owner.address === a) || (c.input?.owner.kind === 'address' && c.input.owner.address === a) || c.accumulator?.address === a,
          )
        );
      }
      case 'affectedObject': {
        const o = normalizeSuiAddress(p.affectedObject.objectId ?? '');
        return tx.changed.some((c) => c.id === o) || tx.unchangedShared.some((u) => u.id === o);
      }
      case 'moveCall': {
        const parts = (p.moveCall.function ?? '').split('::');
        parts[0] = normalizeSuiAddress(parts[0] ?? '');
        const prefix = parts.join('::');
        return tx.moveCalls.some((m) => m === prefix || m.startsWith(`${prefix}::`));
      }
      case 'emitModule': {
        const [pkg, mod] = (p.emitModule.module ?? '').split('::');
        return tx.events.some((e) => e.packageId === normalizeSuiAddress(pkg) && e.module === mod);
      }
      case 'eventType':
        return tx.events.some((e) => eventTypeMatches(e.type, p.eventType.eventType ?? ''));
      default:
        throw new GrpcError(Code.UNIMPLEMENTED, `filter ${p.oneofKind} is not supported by localnet`);
    }
  };

  const eventTypeMatches = (type: string, want: string) => {
    const parts = want.split('::');
    parts[0] = normalizeSuiAddress(parts[0] ?? '');
    const w = parts.length === 3 ? normalizeTypeOrThrow(parts.join('::')) : parts.join('::');
    return type === w || type.startsWith(`${w}::`) || (parts.length >= 3 && type.startsWith(`${w}<`));
  };

  const eventMatches = (tx: TxRecord, i: number, p: Msg): boolean => {
    const e = tx.events[i];
    switch (p.oneofKind) {
      case 'sender':
        return e.sender === normalizeSuiAddress(p.sender.address ?? '');
      case 'emitModule': {
        const [pkg, mod] = (p.emitModule.module ?? '').split('::');
        return e.packageId === normalizeSuiAddress(pkg) && e.module === mod;
      }
      case 'eventType':
        return eventTypeMatches(e.type, p.eventType.eventType ?? '');
      default:
        throw new GrpcError(Code.UNIMPLEMENTED, `event filter ${p.oneofKind} is not supported by localnet`);
    }
  };

  /** Streams `items` (already in ascending order) honouring QueryOptions. */
  function listFrames<T>(items: Array<{ pos: number; item: T }>, options: Msg | undefined, toFrame: (item: T) => Msg): Msg[] {
    const limit = options?.limit ? Math.min(options.limit, MAX_PAGE + 1) : DEFAULT_PAGE;
    const descending = options?.ordering === G.Ordering.DESCENDING;
    const after = cursorOf(options?.after);
    const before = cursorOf(options?.before);
    let selected = items.filter((x) => (after === undefined || x.pos > after) && (before === undefined || x.pos < before));
    if (descending) selected = selected.reverse();
    const frames: Msg[] = [];
    for (const x of selected.slice(0, limit)) frames.push({ ...toFrame(x.item), watermark: { cursor: cursorBytes(x.pos), checkpoint: ledger.latestCheckpoint.sequenceNumber } });
    frames.push({ end: { reason: selected.length > limit ? G.QueryEndReason.ITEM_LIMIT : G.QueryEndReason.LEDGER_TIP } });
    return frames;
  }

  const inCheckpoints = (tx: TxRecord, req: Msg) =>
    (req.startCheckpoint == null || tx.checkpoint >= BigInt(req.startCheckpoint)) && (req.endCheckpoint == null || tx.checkpoint < BigInt(req.endCheckpoint));

  router.on('LedgerService/ListTransactions', (req: Msg) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    const items = ledger.txOrder
      .map((d, pos) => ({ pos, item: ledger.transactions.get(d)! }))
      .filter((x) => inCheckpoints(x.item, req) && matchAll(req.filter?.terms, (p) => txMatches(x.item, p)));
    return listFrames(items, req.options, (tx) => ({ transaction: txMsg(tx, tree) }));
  });

  router.on('LedgerService/ListEvents', (req: Msg) => {
    const tree = mask(req.readMask, ['package_id', 'module', 'sender', 'event_type', 'transaction_digest', 'event_index']);
    const items: Array<{ pos: number; item: [TxRecord, number] }> = [];
    ledger.txOrder.forEach((d, txPos) => {
      const tx = ledger.transactions.get(d)!;
      if (!inCheckpoints(tx, req)) return;
      tx.events.forEach((_, i) => {
        if (matchAll(req.filter?.terms, (p) => eventMatches(tx, i, p))) items.push({ pos: txPos * 65536 + i, item: [tx, i] });
      });
    });
    return listFrames(items, req.options, ([tx, i]) => ({ event: prune(G.Event as IMessageType<Msg>, eventProto(tx, i, true), tree) }));
  });

  router.on('LedgerService/ListCheckpoints', (req: Msg) => {
    const tree = mask(req.readMask, ['sequence_number', 'digest']);
    const items = ledger.checkpoints
      .filter((c) => (req.startCheckpoint == null || c.sequenceNumber >= BigInt(req.startCheckpoint)) && (req.endCheckpoint == null || c.sequenceNumber < BigInt(req.endCheckpoint)))
      .map((c) => ({ pos: Number(c.sequenceNumber), item: c }));
    if (req.filter?.terms?.length) throw new GrpcError(Code.UNIMPLEMENTED, 'checkpoint filters are not supported by localnet');
    return listFrames(items, req.options, (c) => ({ checkpoint: prune(G.Checkpoint as IMessageType<Msg>, checkpointProto(c), tree) }));
  });

  // ---- StateService -----------------------------------------------------------------------------

  const coinObjects = (owner: string, coinType?: string) =>
    ledger.ownedBy(owner).filter((o) => {
      const t = coinTypeOf(o.type);
      return t !== undefined && (coinType === undefined || t === coinType);
    });

  const typeFilter = (text: string): ((type: string) => boolean) => {
    const t = parseTypeLoose(text);
    // A type without type arguments matches every instantiation, as on Sui.
    return (type) => type === t || (!t.includes('<') && type.startsWith(`${t}<`));
  };

  router.on('StateService/ListOwnedObjects', (req: Msg) => {
    const owner = addr(req.owner, 'owner');
    const tree = mask(req.readMask, DEFAULT_OBJECT_MASK);
    let objects = ownedInIndexOrder(ledger, owner);
    if (req.objectType) {
      const f = typeFilter(req.objectType);
      objects = objects.filter((o) => f(o.type));
    }
    // The page token is the index key of the last object listed.
    const after = req.pageToken?.length ? new TextDecoder().decode(req.pageToken) : undefined;
    if (after) objects = objects.filter((o) => ownerIndexKey(o) > after);
    const size = pageSize(req.pageSize);
    const page = objects.slice(0, size);
    return {
      objects: page.map((o) => objectMsg(o, tree)),
      nextPageToken: objects.length > size ? new TextEncoder().encode(ownerIndexKey(page[page.length - 1])) : undefined,
    };
  });

  /** Coins and address balance (SIP-58) of one coin type; `balance` is their sum. */
  const balanceOf = (owner: string, coinType: string) => {
    const coins = coinObjects(owner, coinType).reduce((s, o) => s + BigInt(o.fields.balance as bigint), 0n);
    const addressBalance = ledger.addressBalance(owner, coinType);
    return { coinType, balance: coins + addressBalance, coinBalance: coins, addressBalance };
  };

  router.on('StateService/GetBalance', (req: Msg) => {
    const owner = addr(req.owner, 'owner');
    const coinType = req.coinType ? normalizeTypeOrThrow(req.coinType) : SUI_TYPE;
    return { balance: balanceOf(owner, coinType) };
  });

  router.on('StateService/ListBalances', (req: Msg) => {
    const owner = addr(req.owner, 'owner');
    const types = [...new Set([...coinObjects(owner).map((o) => coinTypeOf(o.type)!), ...ledger.addressBalances(owner).keys()])].sort();
    const after = req.pageToken?.length ? new TextDecoder().decode(req.pageToken) : undefined;
    const rest = after ? types.filter((t) => t > after) : types;
    const size = pageSize(req.pageSize);
    const page = rest.slice(0, size);
    return {
      balances: page.map((t) => balanceOf(owner, t)),
      nextPageToken: rest.length > size ? new TextEncoder().encode(page[page.length - 1]) : undefined,
    };
  });

  router.on('StateService/GetCoinInfo', (req: Msg) => {
    if (!req.coinType) throw new GrpcError(Code.INVALID_ARGUMENT, 'missing coin type');
    const coinType = normalizeTypeOrThrow(req.coinType);
    const info = ledger.packages.coins().find((c) => normalizeTypeOrThrow(c.type) === coinType);
    if (!info) throw new GrpcError(Code.NOT_FOUND, `coin ${coinType} not found`);
    const meta = ledger.coinMetadata(coinType);
    return {
      coinType,
      metadata: {
        id: meta?.id,
        decimals: info.decimals,
        name: info.name,
        symbol: info.symbol,
        description: info.description,
        iconUrl: info.iconUrl,
      },
    };
  });

  router.on('StateService/ListDynamicFields', (req: Msg) => {
    const parent = addr(req.parent, 'parent');
    const tree = mask(req.readMask, ['parent', 'field_id']);
    let fields = ledger.childrenOf(parent).filter((o) => o.dynamicField);
    const after = req.pageToken?.length ? normalizeSuiAddress(new TextDecoder().decode(req.pageToken)) : undefined;
    if (after) fields = fields.filter((o) => o.id > after);
    const size = pageSize(req.pageSize);
    const page = fields.slice(0, size);
    return {
      dynamicFields: page.map((o) => {
        const df = o.dynamicField!;
        const value = ledger.packages.layout(df.valueType).serialize(o.fields.value).toBytes();
        return prune(
          G.DynamicField as IMessageType<Msg>,
          {
            kind: G.DynamicField_DynamicFieldKind.FIELD,
            parent,
            fieldId: o.id,
            fieldObject: wants(tree, 'field_object') ? prune(G.Object as IMessageType<Msg>, objectProto(o, ledger.packages, wants(sub(tree, 'field_object'), 'json')), sub(tree, 'field_object')) : undefined,
            name: { name: df.nameType, value: df.nameBcs },
            value: { name: df.valueType, value },
            valueType: df.valueType,
          },
          tree,
        );
      }),
      nextPageToken: fields.length > size ? new TextEncoder().encode(page[page.length - 1].id) : undefined,
    };
  });

  // ---- MovePackageService ------------------------------------------------------------------------

  const pkgOf = (id: string | undefined) => {
    const a = addr(id, 'package id');
    const p = ledger.packages.byAddress.get(a);
    if (!p) throw new GrpcError(Code.NOT_FOUND, `package ${a} not found`);
    return p;
  };

  router.on('MovePackageService/GetFunction', (req: Msg) => {
    const p = pkgOf(req.packageId);
    const m = p.modules[req.moduleName ?? ''];
    if (!m) throw new GrpcError(Code.NOT_FOUND, `module ${req.moduleName} not found in ${p.address}`);
    const fn = m.functions[req.name ?? ''];
    if (!fn) throw new GrpcError(Code.NOT_FOUND, `function ${req.moduleName}::${req.name} not found in ${p.address}`);
    return { function: functionProto(req.name, fn) };
  });

  router.on('MovePackageService/GetDatatype', (req: Msg) => {
    const p = pkgOf(req.packageId);
    const def = p.modules[req.moduleName ?? '']?.structs[req.name ?? ''];
    if (!def) throw new GrpcError(Code.NOT_FOUND, `datatype ${req.moduleName}::${req.name} not found in ${p.address}`);
    return { datatype: datatypeProto(p.address, req.moduleName, req.name, def) };
  });

  router.on('MovePackageService/GetPackage', (req: Msg) => {
    const p = pkgOf(req.packageId);
    return {
      package: {
        storageId: p.address,
        originalId: p.address,
        version: 1n,
        modules: Object.entries(p.modules).map(([name, m]) => ({
          name,
          datatypes: Object.entries(m.structs).map(([s, def]) => datatypeProto(p.address, name, s, def)),
          functions: Object.entries(m.functions).map(([f, fn]) => functionProto(f, fn)),
        })),
        typeOrigins: Object.entries(p.modules).flatMap(([name, m]) => Object.keys(m.structs).map((s) => ({ moduleName: name, datatypeName: s, packageId: p.address }))),
        linkage: [],
      },
    };
  });

  router.on('MovePackageService/ListPackageVersions', (req: Msg) => {
    const p = pkgOf(req.packageId);
    return { versions: [{ packageId: p.address, version: 1n }] };
  });

  // ---- NameService ------------------------------------------------------------------------------
  // Localnet has no SuiNS registry: every lookup answers NOT_FOUND, as a node does for an
  // address or name without a record (the SDK maps a forward miss to null; a reverse miss
  // reaches the caller as a NOT_FOUND RpcError, on mainnet too).

  router.on('NameService/LookupName', (req: Msg) => {
    // As a node validates a SuiNS name before looking it up: labels of letters, digits and
    // hyphens, ending in `.sui` (or starting with `@`).
    const name = String(req.name ?? '');
    if (!/^(@[a-z0-9-]+(\.[a-z0-9-]+)*|([a-z0-9-]+\.)+sui)$/i.test(name)) throw new GrpcError(Code.INVALID_ARGUMENT, `invalid name: "${name}"`);
    throw new GrpcError(Code.NOT_FOUND, `name ${name} not found`);
  });

  router.on('NameService/ReverseLookupName', (req: Msg) => {
    const address = addr(req.address, 'address');
    throw new GrpcError(Code.NOT_FOUND, `no name for ${address}`);
  });

  // ---- TransactionExecutionService ---------------------------------------------------------------

  router.on('TransactionExecutionService/ExecuteTransaction', async (req: Msg) => {
    const bytes: Uint8Array | undefined = req.transaction?.bcs?.value;
    if (!bytes?.length) throw new GrpcError(Code.INVALID_ARGUMENT, 'transaction.bcs is required');
    // A signature comes as its serialized bytes, or as its parts (flag || signature || key).
    const signatures: Uint8Array[] = (req.signatures as Msg[])
      .map((s) => {
        if (s.bcs?.value?.length) return s.bcs.value as Uint8Array;
        const simple = s.signature?.oneofKind === 'simple' ? s.signature.simple : undefined;
        if (simple?.signature && simple.publicKey) return new Uint8Array([simple.scheme ?? 0, ...simple.signature, ...simple.publicKey]);
        return undefined;
      })
      .filter((v): v is Uint8Array => !!v?.length);
    try {
      await executor.verifySignatures(bytes, signatures);
    } catch (e) {
      rejected(e);
    }
    let result;
    try {
      result = executor.execute(bytes, signatures);
    } catch (e) {
      rejected(e);
    }
    const tree = mask(req.readMask, ['effects', 'events', 'digest']);
    return { transaction: txMsg(result.tx, tree, undefined, result.outcome) };
  });

  router.on('TransactionExecutionService/SimulateTransaction', (req: Msg) => {
    if (!req.transaction) throw new GrpcError(Code.INVALID_ARGUMENT, 'transaction is required');
    const checks = req.checks !== G.SimulateTransactionRequest_TransactionChecks.DISABLED;
    let data: TransactionData;
    let outcome: ExecOutcome;
    try {
      data = resolveInputs(ledger, transactionFromProto(req.transaction));
      ({ data, outcome } = checks ? simulateWithGas(ledger, executor, data, !!req.doGasSelection, !!req.transaction.bcs?.value?.length) : inspect(executor, data));
    } catch (e) {
      rejected(e);
    }
    const tree = mask(req.readMask, ['transaction.effects.status']);
    const txTree = sub(tree, 'transaction');
    return {
      transaction: txMsg(outcome.tx, txTree, data, outcome),
      commandOutputs: wants(tree, 'command_outputs')
        ? outcome.commandOutputs.map((c) => ({
            returnValues: c.returnValues.map((r) => ({ value: { name: r.type, value: r.bcs } })),
            mutatedByRef: c.mutatedByRef.map((r) => ({ value: { name: r.type, value: r.bcs } })),
          }))
        : [],
      suggestedGasPrice: REFERENCE_GAS_PRICE,
    };
  });

  // ---- SubscriptionService: live streams of what is committed from now on ------------------------

  router.on('SubscriptionService/SubscribeCheckpoints', (req: Msg) => {
    const tree = mask(req.readMask, ['sequence_number', 'digest']);
    return liveQueue<Msg>((push) =>
      ledger.onCheckpoint((cp) => {
        const txs = cp.transactions.map((d) => ledger.transactions.get(d)!);
        if (req.filter?.terms?.length && !txs.some((tx) => matchAll(req.filter.terms, (p) => txMatches(tx, p)))) return;
        const msg = checkpointProto(cp);
        if (wants(tree, 'transactions')) msg.transactions = txs.map((tx) => txMsg(tx, sub(tree, 'transactions')));
        push({ cursor: cp.sequenceNumber, checkpoint: prune(G.Checkpoint as IMessageType<Msg>, msg, tree) });
      }),
    );
  });

  router.on('SubscriptionService/SubscribeTransactions', (req: Msg) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    return liveQueue<Msg>((push) =>
      ledger.onCheckpoint((cp) => {
        for (const d of cp.transactions) {
          const tx = ledger.transactions.get(d)!;
          if (!matchAll(req.filter?.terms, (p) => txMatches(tx, p))) continue;
          push({ transaction: txMsg(tx, tree), watermark: { cursor: cursorBytes(ledger.txOrder.indexOf(d)), checkpoint: cp.sequenceNumber } });
        }
      }),
    );
  });

  router.on('SubscriptionService/SubscribeEvents', (req: Msg) => {
    const tree = mask(req.readMask, ['package_id', 'module', 'sender', 'event_type', 'transaction_digest', 'event_index']);
    return liveQueue<Msg>((push) =>
      ledger.onCheckpoint((cp) => {
        for (const d of cp.transactions) {
          const tx = ledger.transactions.get(d)!;
          const pos = ledger.txOrder.indexOf(d);
          tx.events.forEach((_, i) => {
            if (!matchAll(req.filter?.terms, (p) => eventMatches(tx, i, p))) return;
            push({ event: prune(G.Event as IMessageType<Msg>, eventProto(tx, i, true), tree), watermark: { cursor: cursorBytes(pos * 65536 + i), checkpoint: cp.sequenceNumber } });
          });
        }
      }),
    );
  });

  // ---- SignatureVerificationService: with the SDK's own verification ------------------------------

  router.on('SignatureVerificationService/VerifySignature', async (req: Msg) => {
    const sigBytes: Uint8Array | undefined = req.signature?.bcs?.value;
    const message = req.message as { name?: string; value?: Uint8Array } | undefined;
    if (!sigBytes?.length) throw new GrpcError(Code.INVALID_ARGUMENT, 'signature.bcs is required');
    if (!message?.value) throw new GrpcError(Code.INVALID_ARGUMENT, 'message is required');
    const signature = toBase64(sigBytes);
    const scheme = sigBytes[0];
    // zkLogin (5) needs JWKs and a proof verifier this node does not have; passkeys (6) and
    // multisig (3) are not needed by this app. Refuse rather than answer wrongly.
    if (scheme !== 0 && scheme !== 1 && scheme !== 2) throw new GrpcError(Code.UNIMPLEMENTED, `signature scheme flag ${scheme} is not verified by localnet`);
    const options = req.address ? { address: addr(req.address, 'address') } : {};
    try {
      if (message.name === 'PersonalMessage') {
        await verifyPersonalMessageSignature(bcs.byteVector().parse(message.value), signature, options);
      } else if (message.name === 'TransactionData') {
        await verifyTransactionSignature(message.value, signature, options);
      } else {
        throw new GrpcError(Code.INVALID_ARGUMENT, `message name must be PersonalMessage or TransactionData, not ${message.name}`);
      }
      return { isValid: true };
    } catch (e) {
      if (e instanceof GrpcError) throw e;
      return { isValid: false, reason: (e as Error).message };
    }
  });
}

/** A live stream fed by a subscription; ends when the client goes away. */
function liveQueue<T extends object>(subscribe: (push: (v: T) => void) => () => void): LiveStream {
  const buffer: T[] = [];
  let wake: (() => void) | undefined;
  let closed = false;
  const unsubscribe = subscribe((v) => {
    buffer.push(v);
    wake?.();
  });
  return {
    live: {
      async *[Symbol.asyncIterator]() {
        while (!closed) {
          const next = buffer.shift();
          if (next) {
            yield next;
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      },
    },
    close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      wake?.();
    },
  };
}

function parseTypeLoose(text: string): string {
  const t = text.trim();
  if (!t.includes('<')) {
    const parts = t.split('::');
    if (parts.length === 3) return `${normalizeSuiAddress(parts[0])}::${parts[1]}::${parts[2]}`;
  }
  return normalizeTypeOrThrow(t);
}

/**
 * Fills in what the SDK leaves to the node: object references (current version and digest,
 * or the initial shared version), and whether a shared object is used mutably.
 */
export function resolveInputs(ledger: Ledger, data: TransactionData): TransactionData {
  // As sui-rpc-api resolves: a shared input is mutable when a MoveCall takes it by `&mut` or by
  // value, or SplitCoins, MergeCoins or MakeMoveVec use it.
  const needsResolution = (data.inputs as Msg[]).some((i) => i.$kind === 'UnresolvedObject');
  const mutableUse = new Set<number>();
  const markArg = (a: Msg, mutable: boolean) => {
    if (a.$kind === 'Input' && mutable) mutableUse.add(a.Input);
  };
  for (const c of data.commands as Msg[]) {
    switch (c.$kind) {
      case 'MoveCall': {
        const fn = ledger.packages.func(c.MoveCall.package, c.MoveCall.module, c.MoveCall.function);
        if (!fn) {
          if (needsResolution) throw new TxRejected(`unable to find function ${normalizeSuiAddress(c.MoveCall.package)}::${c.MoveCall.module}::${c.MoveCall.function}`);
          break;
        }
        (c.MoveCall.arguments as Msg[]).forEach((a, i) => {
          const p = fn.parameters[i];
          markArg(a, !!p && (p.ref === 'mut' || (!p.ref && parseMoveType(p.type).k === 'struct')));
        });
        break;
      }
      case 'SplitCoins':
        markArg(c.SplitCoins.coin, true);
        break;
      case 'MergeCoins':
        markArg(c.MergeCoins.destination, true);
        c.MergeCoins.sources.forEach((s: Msg) => markArg(s, true));
        break;
      case 'MakeMoveVec':
        c.MakeMoveVec.elements.forEach((e: Msg) => markArg(e, true));
        break;
    }
  }
  const inputs = (data.inputs as unknown as Array<Msg | UnresolvedInput>).map((input, i) => {
    if (input.$kind !== 'UnresolvedObject') return input;
    const u = (input as UnresolvedInput).UnresolvedObject;
    const id = normalizeSuiAddress(u.objectId);
    const obj = ledger.get(id);
    if (!obj) throw new TxRejected(`object ${id} not found`, 'NOT_FOUND');
    if (obj.owner.kind === 'shared')
      return { $kind: 'Object', Object: { $kind: 'SharedObject', SharedObject: { objectId: id, initialSharedVersion: obj.owner.initialVersion.toString(), mutable: mutableUse.has(i) } } };
    if (obj.owner.kind === 'object') throw new TxRejected(`object ${id} is object owned and cannot be used as an input`);
    if (u.version != null && BigInt(u.version) !== obj.version) throw new TxRejected(`provided version doesn't match, provided: ${u.version} actual: ${obj.version}`);
    if (u.digest != null && u.digest !== obj.digest) throw new TxRejected(`provided digest doesn't match, provided: ${u.digest} actual: ${obj.digest}`);
    return { $kind: 'Object', Object: { $kind: 'ImmOrOwnedObject', ImmOrOwnedObject: { objectId: id, version: obj.version.toString(), digest: obj.digest } } };
  });
  // Gas coins given by id only get their current reference.
  const payment = data.gasData.payment?.map((ref) => {
    if (ref.version && ref.digest) return ref;
    const obj = ledger.objects.get(normalizeSuiAddress(ref.objectId));
    if (!obj) throw new TxRejected(`object ${ref.objectId} not found`, 'NOT_FOUND');
    return { objectId: obj.id, version: obj.version.toString(), digest: obj.digest };
  });
  return { ...data, inputs, gasData: { ...data.gasData, payment: payment ?? data.gasData.payment } } as TransactionData;
}

/** Owned objects in a node's owner-index order: by type, a coin type's largest balance first. */
function ownedInIndexOrder(ledger: Ledger, owner: string): StoredObject[] {
  return ledger.ownedBy(owner).sort((a, b) => (ownerIndexKey(a) < ownerIndexKey(b) ? -1 : 1));
}

function ownerIndexKey(o: StoredObject): string {
  const inverted = coinTypeOf(o.type) ? 0xffff_ffff_ffff_ffffn - BigInt(o.fields.balance as bigint) : 0n;
  return `${o.type}\u0000${inverted.toString(16).padStart(16, '0')}\u0000${o.id}`;
}

/** The validity window a node gives a transaction without a gas coin: this epoch and the next. */
function validDuring(ledger: Ledger): NonNullable<TransactionData['expiration']> {
  return {
    $kind: 'ValidDuring',
    ValidDuring: {
      minEpoch: String(ledger.epoch),
      maxEpoch: String(ledger.epoch + 1n),
      minTimestamp: null,
      maxTimestamp: null,
      chain: ledger.chainId,
      nonce: randomInt(0, 2 ** 32),
    },
  } as NonNullable<TransactionData['expiration']>;
}

function inspect(executor: Executor, data: TransactionData): { data: TransactionData; outcome: ExecOutcome } {
  const filled: TransactionData = {
    ...data,
    sender: data.sender ?? normalizeSuiAddress('0x0'),
    gasData: {
      ...data.gasData,
      price: data.gasData.price ?? String(REFERENCE_GAS_PRICE),
      budget: data.gasData.budget ?? String(MAX_GAS_BUDGET),
      payment: data.gasData.payment ?? [],
    },
  };
  return { data: filled, outcome: executor.simulate(filled, 'inspect') };
}

/**
 * Simulate as a node does (sui-rpc-api simulate): with gas selection, estimate the budget with
 * a mock gas coin (computation plus net storage plus 1000 x the gas price), then pay with every
 * SUI coin of the gas owner that is not an input. Without it, an empty payment runs on a mock
 * gas coin.
 */
function simulateWithGas(ledger: Ledger, executor: Executor, data: TransactionData, doGasSelection: boolean, fromBcs: boolean): { data: TransactionData; outcome: ExecOutcome } {
  const sender = normalizeSuiAddress(data.sender ?? '0x0');
  const owner = normalizeSuiAddress(data.gasData.owner ?? sender);
  const price = data.gasData.price ?? String(REFERENCE_GAS_PRICE);
  let payment = data.gasData.payment ?? [];
  const balanceOfRefs = (refs: typeof payment) =>
    refs.reduce((s, r) => s + BigInt((ledger.objects.get(normalizeSuiAddress(r.objectId))?.fields.balance as bigint) ?? 0n), 0n);
  const clamp = (v: bigint) => (v < MAX_GAS_BUDGET ? v : MAX_GAS_BUDGET);
  let budget = data.gasData.budget != null ? BigInt(data.gasData.budget) : undefined;
  let expiration: TransactionData['expiration'] | undefined = data.expiration && data.expiration.$kind !== 'None' ? data.expiration : undefined;

  if (doGasSelection) {
    if (budget === undefined && !fromBcs) {
      const estimation: TransactionData = { ...data, sender, gasData: { owner, price, budget: MAX_GAS_BUDGET.toString(), payment: [] } };
      const g = executor.simulate(estimation, 'simulate').tx.gasUsed;
      const net = g.computationCost + g.storageCost - g.storageRebate;
      const estimate = clamp((g.computationCost > net ? g.computationCost : net) + 1000n * BigInt(price));
      if (payment.length > 0) {
        const available = clamp(balanceOfRefs(payment));
        if (available < estimate)
          throw new TxRejected(`Insufficient gas balance to cover estimated transaction cost. Available gas balance: ${available} MIST. Estimated gas budget required: ${estimate} MIST`);
      }
      budget = estimate;
    }
    if (payment.length === 0) {
      // As sui-rpc-api's select_gas: the gas owner's SUI address balance (less the transaction's
      // own SUI withdrawals from it) pays when the gas coin is unused and it covers the budget;
      // otherwise coins pay, largest first, with a coin reservation of the address balance in
      // front when the gas coin is used.
      const gasCoinUsed = data.commands.some((c) => commandArguments(c).some((a) => a.$kind === 'GasCoin'));
      const withdrawn = (data.inputs as Msg[]).reduce((sum, i) => {
        if (i.$kind !== 'FundsWithdrawal' || normalizeTypeOrThrow(i.FundsWithdrawal.typeArg.Balance) !== SUI_TYPE) return sum;
        const from = i.FundsWithdrawal.withdrawFrom.$kind === 'Sponsor' ? owner : sender;
        return from === owner ? sum + BigInt(i.FundsWithdrawal.reservation.MaxAmountU64) : sum;
      }, 0n);
      const addressBalance = ledger.addressBalance(owner, SUI_TYPE) - withdrawn;
      if (!gasCoinUsed && addressBalance > 0n && budget !== undefined && addressBalance >= budget) {
        expiration = expiration ?? validDuring(ledger);
      } else {
        const inputIds = new Set(
          (data.inputs as Msg[]).flatMap((i) => (i.$kind === 'Object' ? [normalizeSuiAddress(i.Object.ImmOrOwnedObject?.objectId ?? i.Object.SharedObject?.objectId ?? i.Object.Receiving?.objectId)] : [])),
        );
        const suiCoinType = `${SUI_FRAMEWORK}::coin::Coin<${SUI_TYPE}>`;
        const reservation = gasCoinUsed && addressBalance > 0n ? addressBalance : 0n;
        payment = ownedInIndexOrder(ledger, owner)
          .filter((o) => o.type === suiCoinType && !inputIds.has(o.id))
          .slice(0, reservation > 0n ? 255 : 256)
          .map((o) => ({ objectId: o.id, version: o.version.toString(), digest: o.digest }));
        const selected = balanceOfRefs(payment) + reservation;
        if (reservation > 0n) {
          payment.unshift(coinReservationRef(reservation, owner, ledger.chainId, ledger.epoch));
          expiration = expiration ?? validDuring(ledger);
        }
        const required = budget ?? clamp(selected);
        if (payment.length === 0 || selected < required)
          throw new TxRejected(`Unable to perform gas selection due to insufficient SUI balance (in address balance or coins) for account ${owner} to satisfy required budget ${required}.`);
      }
    }
  }
  // What resolution leaves as the budget when nobody set one: the payment's balance, or the maximum.
  if (budget === undefined) budget = payment.length > 0 ? clamp(balanceOfRefs(payment)) : MAX_GAS_BUDGET;
  const final: TransactionData = { ...data, sender, expiration: expiration ?? data.expiration, gasData: { owner, price, budget: budget.toString(), payment } };
  return { data: final, outcome: executor.simulate(final, 'simulate') };
}

