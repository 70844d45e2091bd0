// LedgerService: objects, transactions, checkpoints, the epoch, and the List* streams.
import type { GrpcTypes } from '@mysten/sui/grpc';
import { REFERENCE_GAS_PRICE } from '../../ledger/ledger.ts';
import type { TxRecord } from '../../ledger/types.ts';
import { MAX_GAS_BUDGET } from '../../exec/executor.ts';
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { prune, sub, wants } from '../mask.ts';
import { checkpointProto, eventProto, timestamp } from '../convert.ts';
import { DEFAULT_CHECKPOINT_MASK, DEFAULT_EVENT_MASK, DEFAULT_OBJECT_MASK, DEFAULT_TX_MASK, G, addr, mask, objectMsg, txMsg, type MaskTree, type ServiceContext } from './common.ts';
import { eventMatches, inCheckpoints, listFrames, matchAll, txMatches } from './filters.ts';

export function registerLedgerService(router: GrpcRouter, { ledger }: ServiceContext): void {
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

  const getObjectResult = (req: GrpcTypes.GetObjectRequest, tree: MaskTree): GrpcTypes.Object => {
    const id = addr(req.objectId, 'object id');
    const obj = ledger.get(id);
    if (!obj) throw new GrpcError(Code.NOT_FOUND, `object ${id} not found`);
    if (req.version != null && BigInt(req.version) !== obj.version) throw new GrpcError(Code.NOT_FOUND, `object ${id} version ${req.version} not found (current is ${obj.version})`);
    return objectMsg(ledger, obj, tree);
  };

  router.on('LedgerService/GetObject', (req) => ({ object: getObjectResult(req, mask(req.readMask, DEFAULT_OBJECT_MASK)) }));

  router.on('LedgerService/BatchGetObjects', (req) => {
    const tree = mask(req.readMask, DEFAULT_OBJECT_MASK);
    if (req.requests.length > 1000) throw new GrpcError(Code.INVALID_ARGUMENT, 'too many objects requested');
    return {
      objects: req.requests.map((r) => {
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

  router.on('LedgerService/GetTransaction', (req) => ({ transaction: txMsg(ledger, findTx(req.digest), mask(req.readMask, DEFAULT_TX_MASK)) }));

  router.on('LedgerService/BatchGetTransactions', (req) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    return {
      transactions: req.digests.map((d) => {
        try {
          return { result: { oneofKind: 'transaction', transaction: txMsg(ledger, findTx(d), tree) } };
        } catch (e) {
          if (!(e instanceof GrpcError)) throw e;
          return { result: { oneofKind: 'error', error: { code: e.code, message: e.message, details: [] } } };
        }
      }),
    };
  });

  router.on('LedgerService/GetCheckpoint', (req) => {
    const tree = mask(req.readMask, DEFAULT_CHECKPOINT_MASK);
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
    if (wants(tree, 'transactions')) msg.transactions = cp.transactions.map((d) => txMsg(ledger, ledger.transactions.get(d)!, sub(tree, 'transactions')));
    return { checkpoint: prune(G.Checkpoint, msg, tree) };
  });

  // `create` fills in what is left out (the system state's validator lists and the like).
  const epochMsg = (): GrpcTypes.Epoch =>
    G.Epoch.create({
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

  router.on('LedgerService/GetEpoch', (req) => {
    if (req.epoch != null && BigInt(req.epoch) !== ledger.epoch) throw new GrpcError(Code.NOT_FOUND, `epoch ${req.epoch} not found`);
    return { epoch: prune(G.Epoch, epochMsg(), mask(req.readMask, ['epoch', 'first_checkpoint', 'start', 'reference_gas_price'])) };
  });

  router.on('LedgerService/ListTransactions', (req) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    const items = ledger.txOrder
      .map((d, pos) => ({ pos, item: ledger.transactions.get(d)! }))
      .filter((x) => inCheckpoints(x.item, req) && matchAll(req.filter?.terms, (p) => txMatches(x.item, p)));
    return listFrames(ledger, items, req.options, (tx) => ({ transaction: txMsg(ledger, tx, tree) }));
  });

  router.on('LedgerService/ListEvents', (req) => {
    const tree = mask(req.readMask, DEFAULT_EVENT_MASK);
    const items: Array<{ pos: number; item: [TxRecord, number] }> = [];
    ledger.txOrder.forEach((d, txPos) => {
      const tx = ledger.transactions.get(d)!;
      if (!inCheckpoints(tx, req)) return;
      tx.events.forEach((_, i) => {
        if (matchAll(req.filter?.terms, (p) => eventMatches(tx, i, p))) items.push({ pos: txPos * 65536 + i, item: [tx, i] });
      });
    });
    return listFrames(ledger, items, req.options, ([tx, i]) => ({ event: prune(G.Event, eventProto(tx, i, true), tree) }));
  });

  router.on('LedgerService/ListCheckpoints', (req) => {
    const tree = mask(req.readMask, DEFAULT_CHECKPOINT_MASK);
    const items = ledger.checkpoints
      .filter((c) => (req.startCheckpoint == null || c.sequenceNumber >= BigInt(req.startCheckpoint)) && (req.endCheckpoint == null || c.sequenceNumber < BigInt(req.endCheckpoint)))
      .map((c) => ({ pos: Number(c.sequenceNumber), item: c }));
    if (req.filter?.terms?.length) throw new GrpcError(Code.UNIMPLEMENTED, 'checkpoint filters are not supported by localnet');
    return listFrames(ledger, items, req.options, (c) => ({ checkpoint: prune(G.Checkpoint, checkpointProto(c), tree) }));
  });
}
