// Input resolution, as sui-rpc-api does before it simulates: the SDK leaves objects it has
// not looked up as `UnresolvedObject` (an id, maybe a version or digest); the node fills in the
// current reference, or the initial shared version and whether the transaction uses the shared
// object mutably. Refusals are TxRejected, as the executor's own.
import type { Argument, CallArg, TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { Ledger } from '../ledger/ledger.ts';
import { parseMoveType } from '../framework/move-type.ts';
import { TxRejected } from './types.ts';

/**
 * Fills in what the SDK leaves to the node: object references (current version and digest,
 * or the initial shared version), and whether a shared object is used mutably.
 */
export function resolveInputs(ledger: Ledger, data: TransactionData): TransactionData {
  // As sui-rpc-api resolves: a shared input is mutable when a MoveCall takes it by `&mut` or by
  // value, or SplitCoins, MergeCoins or MakeMoveVec use it.
  const needsResolution = data.inputs.some((i) => i.$kind === 'UnresolvedObject');
  const mutableUse = new Set<number>();
  const markArg = (a: Argument, mutable: boolean) => {
    if (a.$kind === 'Input' && mutable) mutableUse.add(a.Input);
  };
  for (const c of data.commands) {
    switch (c.$kind) {
      case 'MoveCall': {
        const fn = ledger.packages.func(c.MoveCall.package, c.MoveCall.module, c.MoveCall.function);
        if (!fn) {
          if (needsResolution) throw new TxRejected(`unable to find function ${normalizeSuiAddress(c.MoveCall.package)}::${c.MoveCall.module}::${c.MoveCall.function}`);
          break;
        }
        c.MoveCall.arguments.forEach((a, i) => {
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
        c.MergeCoins.sources.forEach((s) => markArg(s, true));
        break;
      case 'MakeMoveVec':
        c.MakeMoveVec.elements.forEach((e) => markArg(e, true));
        break;
    }
  }
  const inputs = data.inputs.map((input, i): CallArg => {
    if (input.$kind !== 'UnresolvedObject') return input;
    const u = input.UnresolvedObject;
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
  return { ...data, inputs, gasData: { ...data.gasData, payment: payment ?? data.gasData.payment } };
}
