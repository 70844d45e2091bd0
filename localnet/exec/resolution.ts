// Resolution: the working set after the commands and gas, resolved into what the transaction
// did: object changes (written, deleted, wrapped, unchanged shared), accumulator writes of the
// address balances, effects and events BCS, balance changes, and the transaction record.
import { coinTypeOf } from '../framework/move-type.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { LedgerOwner, ObjectChange, StoredObject, TxRecord } from '../ledger/types.ts';
import { accumulatorFieldId, accumulatorFieldType, accumulatorObject } from '../framework/accumulator.ts';
import { effectsBcs, eventsBcs } from './effects.ts';
import type { CheckedTransaction } from './checks.ts';
import type { CommandsOutcome } from './commands.ts';
import type { GasCharge } from './gas.ts';
import { MOCK_GAS_ID, u64, type ExecMode, type ExecOutcome, type WObj } from './types.ts';

/** The objects a transaction writes (with their new contents, to size storage) and deletes. */
export interface ObjectChanges {
  written: Array<{ w: WObj; obj: StoredObject }>;
  changes: ObjectChange[];
  unchangedShared: TxRecord['unchangedShared'];
  deletes: string[];
  /** What the rewritten and deleted objects were charged for storage. */
  storageRebateIn: bigint;
}

export function collectChanges(ledger: Ledger, ws: Map<string, WObj>, lamportVersion: bigint, digest: string): ObjectChanges {
  const written: ObjectChanges['written'] = [];
  const changes: ObjectChange[] = [];
  const unchangedShared: TxRecord['unchangedShared'] = [];
  const deletes: string[] = [];
  let storageRebateIn = 0n;
  for (const w of ws.values()) {
    if (w.id === MOCK_GAS_ID) continue;
    const input = w.input;
    if (w.inputKind === 'immutable') continue;
    if (w.inputKind === 'sharedImm') {
      unchangedShared.push({ id: w.id, type: input!.type, version: input!.version, digest: input!.digest });
      continue;
    }
    if (w.inputKind === 'child' && !w.dirty) continue;
    if (w.state === 'deleted' || w.state === 'wrapped') {
      if (!input) continue; // created and gone within the transaction
      storageRebateIn += input.storageRebate;
      deletes.push(w.id);
      changes.push({
        id: w.id,
        type: input.type,
        input: { version: input.version, digest: input.digest, owner: input.owner },
        idOperation: w.state === 'deleted' ? 'Deleted' : 'None',
      });
      continue;
    }
    const owner: LedgerOwner = w.owner;
    const obj = ledger.makeObject({
      id: w.id,
      version: lamportVersion,
      type: w.obj.type,
      owner,
      fields: w.obj.fields,
      previousTransaction: digest,
      dynamicField: w.dynamicField ?? input?.dynamicField,
    });
    if (input) storageRebateIn += input.storageRebate;
    written.push({ w, obj });
    changes.push({
      id: w.id,
      type: obj.type,
      input: input ? { version: input.version, digest: input.digest, owner: input.owner } : undefined,
      output: { version: obj.version, digest: obj.digest, owner: obj.owner },
      idOperation: input ? 'None' : 'Created',
    });
  }
  return { written, changes, unchangedShared, deletes, storageRebateIn };
}

/** The outcome of a run whose commands ran and whose gas is charged. */
export function resolveOutcome(ledger: Ledger, mode: ExecMode, digest: string, txBytes: Uint8Array, checked: CheckedTransaction, commands: CommandsOutcome, gas: GasCharge): ExecOutcome {
  const { sender, gasId, gasCoins, lamportVersion, inputObjects, ws } = checked;
  const { events, fundDeltas, moveCalls, failureFunctionIndex, commandOutputs } = commands;
  const { error, gasUsed, gasCoinSpent } = gas;
  const { written, changes, unchangedShared, deletes } = gas.objects;

  // ---- address balances: accumulator writes in the effects, the accumulator objects -------
  const fundWrites: StoredObject[] = [];
  const fundDeletes: string[] = [];
  for (const [key, delta] of [...fundDeltas.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (delta === 0n) continue;
    const [owner, coinType] = key.split('|');
    const id = accumulatorFieldId(owner, coinType);
    changes.push({
      id,
      type: accumulatorFieldType(coinType),
      idOperation: 'None',
      accumulator: { address: owner, coinType, operation: delta > 0n ? 'Merge' : 'Split', amount: delta > 0n ? delta : -delta },
    });
    if (mode !== 'execute') continue;
    const value = ledger.addressBalance(owner, coinType) + delta;
    if (value < 0n) throw new Error(`localnet: address balance of ${owner} in ${coinType} would become ${value}`);
    if (value === 0n) {
      if (ledger.objects.has(id)) fundDeletes.push(id);
      continue;
    }
    fundWrites.push(ledger.makeObject({ ...accumulatorObject(owner, coinType, value), version: lamportVersion, previousTransaction: digest }));
  }

  // ---- events, effects, balance changes -------------------------------------------------
  const ev = eventsBcs(events);
  const dependencies = [...new Set(inputObjects.map((o) => o.previousTransaction))].filter((d) => d && d !== ledger.genesisDigest).sort();
  const eff = effectsBcs({
    error,
    functionIndex: failureFunctionIndex,
    epoch: ledger.epoch,
    gasUsed,
    transactionDigest: digest,
    gasObjectId: gasCoins.length > 0 ? gasId : undefined,
    eventsDigest: ev?.digest,
    dependencies,
    lamportVersion,
    changed: changes,
    unchangedShared,
  });
  const balances = new Map<string, bigint>();
  const addBalance = (o: { owner: LedgerOwner; type: string; fields: Record<string, unknown> }, sign: bigint) => {
    if (o.owner.kind !== 'address') return;
    const coinType = coinTypeOf(o.type);
    if (!coinType) return;
    const key = `${o.owner.address}|${coinType}`;
    balances.set(key, (balances.get(key) ?? 0n) + sign * u64(o.fields.balance));
  };
  for (const c of changes) {
    const before = c.input ? (inputObjects.find((o) => o.id === c.id) ?? ws.get(c.id)?.input) : undefined;
    if (before) addBalance(before, -1n);
  }
  for (const x of written) addBalance(x.obj, 1n);
  for (const [key, delta] of fundDeltas) balances.set(key, (balances.get(key) ?? 0n) + delta);
  const balanceChanges = [...balances.entries()]
    .filter(([, v]) => v !== 0n)
    .map(([k, v]) => {
      const [address, coinType] = k.split('|');
      return { address, coinType, amount: v.toString() };
    })
    .sort((a, b) => (a.address + a.coinType < b.address + b.coinType ? -1 : 1));

  const tx: TxRecord = {
    digest,
    txBytes,
    signatures: [],
    sender,
    epoch: ledger.epoch,
    effectsBcs: eff.bytes,
    effectsDigest: eff.digest,
    error,
    gasUsed,
    lamportVersion,
    changed: changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    gasObjectId: gasCoins.length > 0 ? gasId : undefined,
    unchangedShared,
    dependencies,
    events,
    eventsBcs: ev?.bytes,
    eventsDigest: ev?.digest,
    balanceChanges,
    moveCalls,
    checkpoint: 0n,
    timestampMs: ledger.nowMs(),
  };
  return {
    tx,
    writes: [...written.map((x) => x.obj), ...fundWrites],
    deletes: [...deletes, ...fundDeletes],
    commandOutputs,
    gasCoinSpent,
    outputObjects: written.map((x) => x.obj),
    inputObjects,
  };
}
