// Gas: computation by the number of Move calls, storage by the bytes written, rebates for what is
// rewritten or deleted; the budget checked against the cost (a failed run rolls back to its
// inputs and pays gas only); and the net charged to the gas coin, the reserved funds or the
// address balance.
import type { MoveObject } from '../packages/types.ts';
import { SUI_TYPE } from '../framework/move-type.ts';
import { REFERENCE_GAS_PRICE, type Ledger } from '../ledger/ledger.ts';
import type { ExecError, GasSummary } from '../ledger/types.ts';
import type { CheckedTransaction } from './checks.ts';
import type { CommandsOutcome } from './commands.ts';
import { collectChanges, type ObjectChanges } from './resolution.ts';
import { MOCK_GAS_ID, u64 } from './types.ts';

export const MIN_GAS_BUDGET = 1_000n * REFERENCE_GAS_PRICE;
export const MAX_GAS_BUDGET = 50_000_000_000n;
/** Computation units charged per transaction and per Move call (a flat, predictable model). */
const BASE_COMPUTATION_UNITS = 1_000n;
const MOVE_CALL_UNITS = 200n;

export interface GasCharge {
  gasUsed: GasSummary;
  /** For gas selection: SUI the commands took out of the gas coin (beyond gas). */
  gasCoinSpent: bigint;
  /** The run's error, or the one gas charging found (InsufficientGas, unserializable objects). */
  error: ExecError | undefined;
  /** The objects written and deleted once gas is charged (the inputs only, after a rollback). */
  objects: ObjectChanges;
}

/** Charges gas for a run (rolling the commands back when it failed); changes `checked.ws` in place. */
export function chargeGas(ledger: Ledger, digest: string, checked: CheckedTransaction, commands: CommandsOutcome): GasCharge {
  const { checks, gasOwner, price, budget, reserved, addressBalanceGas, gasCoins, gasTotal, gasPool, holdBack, ws, gasId, lamportVersion } = checked;
  const { events, fundDeltas, addFunds } = commands;
  let error = commands.error;
  const computationCost = (BASE_COMPUTATION_UNITS + MOVE_CALL_UNITS * commands.moveCallCount) * price;
  // ---- gas charging ---------------------------------------------------------------------
  const gasW = ws.get(gasId)!;
  let objects: ObjectChanges;
  try {
    objects = collectChanges(ledger, ws, lamportVersion, digest);
  } catch (e) {
    // Move code left a value its declared layout cannot encode: the transaction fails
    // (and pays gas) rather than the node.
    if (error) throw e;
    console.error('localnet: cannot write the objects of', digest, e);
    error = { kind: 'InvariantViolation', description: `cannot serialize the written objects: ${(e as Error)?.message ?? String(e)}` };
    objects = { written: [], changes: [], unchangedShared: [], deletes: [], storageRebateIn: 0n };
  }
  let storageCost = objects.written.reduce((s, x) => s + x.obj.storageRebate, 0n);
  const nonRefundableStorageFee = objects.storageRebateIn / 100n;
  const storageRebate = objects.storageRebateIn - nonRefundableStorageFee;
  let gasUsed: GasSummary = { computationCost, storageCost, storageRebate, nonRefundableStorageFee };
  if (!error && checks && computationCost + storageCost - storageRebate > budget) {
    error = { kind: 'InsufficientGas', description: `gas budget ${budget} is below the cost ${computationCost + storageCost - storageRebate}` };
  }
  if (error) {
    // Roll back every command: only gas is charged and the inputs' versions move on.
    for (const w of [...ws.values()]) {
      if (!w.input) {
        if (w.id !== MOCK_GAS_ID) ws.delete(w.id);
        continue;
      }
      if (w.inputKind === 'child') {
        ws.delete(w.id);
        continue;
      }
      w.obj = { id: w.id, type: w.input.type, fields: structuredClone(w.input.fields) as MoveObject['fields'] };
      w.owner = w.input.owner;
      w.state = 'held';
    }
    for (const c of gasCoins.slice(1)) ws.get(c.id)!.state = 'deleted';
    if (gasPool) gasW.obj.fields.balance = gasTotal - holdBack;
    events.length = 0;
    fundDeltas.clear();
    objects = collectChanges(ledger, ws, lamportVersion, digest);
    storageCost = objects.written.reduce((s, x) => s + x.obj.storageRebate, 0n);
    const nonRefundable = objects.storageRebateIn / 100n;
    const rebate = objects.storageRebateIn - nonRefundable;
    // Computation is charged up to what the budget leaves after net storage.
    const room = budget - (storageCost - rebate);
    const charged = checks && computationCost > room ? room : computationCost;
    gasUsed = { computationCost: charged < 0n ? 0n : charged, storageCost, storageRebate: rebate, nonRefundableStorageFee: nonRefundable };
  }
  const net = gasUsed.computationCost + gasUsed.storageCost - gasUsed.storageRebate;
  const heldBack = gasPool ? holdBack : 0n;
  const gasBalanceBefore = gasTotal - heldBack;
  const gasAfterCommands = u64(gasW.obj.fields.balance);
  const finalGas = gasAfterCommands + heldBack - net;
  const gasLeft = finalGas < 0n ? 0n : finalGas;
  if (addressBalanceGas) {
    addFunds(gasOwner, SUI_TYPE, -net);
  } else if (reserved > 0n) {
    // Reserved address-balance funds are spent last: what is left of them goes back.
    const back = gasCoins.length > 0 ? (gasLeft < reserved ? gasLeft : reserved) : gasLeft;
    addFunds(gasOwner, SUI_TYPE, back - reserved);
    gasW.obj.fields.balance = gasLeft - back;
  } else {
    gasW.obj.fields.balance = gasLeft;
  }
  gasW.dirty = true;
  const gasCoinSpent = gasBalanceBefore - gasAfterCommands;
  objects = collectChanges(ledger, ws, lamportVersion, digest);

  return { gasUsed, gasCoinSpent, error, objects };
}
