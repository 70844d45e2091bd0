// The one transaction the sponsor pays for: sender = the signed-in user, ONE command
// `<package>::finance::bind_inviter(<Finance>, inviter)`, gas owner = the sponsor, gas paid from
// the sponsor's SUI address balance (an empty payment: no gas coin exists, so none can be an
// argument, and no coin version ties parallel binds together), at the reference gas price,
// within the budget cap, with a `ValidDuring` expiration of at most two epochs. The server builds
// it (the user sends only the inviter) and checks the shape again before the sponsor signs, so
// nothing the user sends changes what the sponsor signs.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { SimulationError } from '@mysten/sui/client';
import { Transaction, type TransactionData } from '@mysten/sui/transactions';
import { fromBase64, normalizeSuiAddress } from '@mysten/sui/utils';

/** What a sponsored bind must be, besides its inviter. */
export interface BindShape {
  sender: string;
  sponsor: string;
  packageId: string;
  financeObjectId: string;
  /** The reference gas price: the sponsor pays no tip. null: any (bytes checked at the price of the day they were issued). */
  gasPrice: bigint | null;
  maxGasBudget: bigint;
  /** The node's chain identifier: the expiration names it, so the bytes are good on this chain only. */
  chainId: string;
}

/** `finance::bind_inviter` aborts a sponsor must not pay for (docs/contract.md, abort codes). */
export const BIND_ABORTS = { alreadyBound: 2, invalidInviter: 3, selfInvite: 4 } as const;

/**
 * Builds the sponsored bind. The SDK resolves the Finance object's shared version, simulates the
 * call with a mock gas coin to set the budget (a bind that would abort throws SimulationError
 * here, before anything exists to sign) and adds the expiration an address-balance payment needs.
 */
export async function buildSponsoredBind(
  client: ClientWithCoreApi,
  shape: Omit<BindShape, 'maxGasBudget' | 'chainId' | 'gasPrice'> & { gasPrice: bigint },
  inviter: string,
): Promise<Uint8Array> {
  const tx = new Transaction();
  tx.setSender(shape.sender);
  tx.setGasOwner(shape.sponsor);
  tx.setGasPayment([]);
  tx.setGasPrice(shape.gasPrice);
  tx.moveCall({ target: `${shape.packageId}::finance::bind_inviter`, arguments: [tx.object(shape.financeObjectId), tx.pure.address(inviter)] });
  return tx.build({ client });
}

/** The abort code of a simulation that failed in `finance`, else null. */
export function financeAbortCode(error: unknown): number | null {
  if (!(error instanceof SimulationError)) return null;
  const abort = error.executionError?.$kind === 'MoveAbort' ? error.executionError.MoveAbort : null;
  if (!abort || abort.location?.module !== 'finance') return null;
  const code = Number(abort.abortCode);
  return Number.isSafeInteger(code) ? code : null;
}

const sameAddress = (a: string | null | undefined, b: string) => !!a && normalizeSuiAddress(a) === normalizeSuiAddress(b);

/**
 * Why `bytes` are not a sponsored bind of `shape` (null when they are), and the inviter they
 * bind. Every field the sponsor's signature covers is checked against what the server would
 * build: a transaction that does anything else, pays more, or names another object or package is
 * refused whoever made it.
 */
export function bindProblem(bytes: Uint8Array, shape: BindShape): { problem: string } | { inviter: string; gasBudget: bigint } {
  let data: TransactionData;
  try {
    data = Transaction.from(bytes).getData();
  } catch {
    return { problem: 'not transaction data' };
  }
  if (!sameAddress(data.sender, shape.sender)) return { problem: 'the sender is not the signed-in user' };
  const gas = data.gasData;
  if (!sameAddress(gas.owner, shape.sponsor)) return { problem: 'the gas owner is not the sponsor' };
  if (!gas.payment || gas.payment.length !== 0) return { problem: 'gas must come from the sponsor\'s address balance, not from coins' };
  if (gas.price === null || (shape.gasPrice !== null && BigInt(gas.price) !== shape.gasPrice)) return { problem: `the gas price is not the reference price ${shape.gasPrice}` };
  const budget = gas.budget === null ? 0n : BigInt(gas.budget);
  if (budget <= 0n || budget > shape.maxGasBudget) return { problem: `the gas budget is not within 1..${shape.maxGasBudget}` };
  const window = data.expiration?.$kind === 'ValidDuring' ? data.expiration.ValidDuring : null;
  if (!window || window.minEpoch === null || window.maxEpoch === null || BigInt(window.maxEpoch) - BigInt(window.minEpoch) > 1n || window.chain !== shape.chainId) {
    return { problem: 'the expiration is not a ValidDuring window of at most two epochs on this chain' };
  }
  if (data.commands.length !== 1) return { problem: 'a sponsored bind has exactly one command' };
  const command = data.commands[0]!;
  if (command.$kind !== 'MoveCall') return { problem: 'the command is not a Move call' };
  const call = command.MoveCall;
  if (!sameAddress(call.package, shape.packageId) || call.module !== 'finance' || call.function !== 'bind_inviter' || call.typeArguments.length !== 0) {
    return { problem: 'the call is not finance::bind_inviter of the finance package' };
  }
  const args = call.arguments;
  if (args.length !== 2 || args[0]?.$kind !== 'Input' || args[0].Input !== 0 || args[1]?.$kind !== 'Input' || args[1].Input !== 1) {
    return { problem: 'bind_inviter takes the Finance object and the inviter' };
  }
  if (data.inputs.length !== 2) return { problem: 'a sponsored bind has two inputs' };
  const [finance, inviter] = data.inputs;
  const shared = finance?.$kind === 'Object' && finance.Object.$kind === 'SharedObject' ? finance.Object.SharedObject : null;
  if (!shared || !sameAddress(shared.objectId, shape.financeObjectId) || !shared.mutable) return { problem: 'the first input is not the Finance object' };
  const pure = inviter?.$kind === 'Pure' ? fromBase64(inviter.Pure.bytes) : null;
  if (!pure || pure.length !== 32) return { problem: 'the inviter is not an address' };
  return { inviter: normalizeSuiAddress(`0x${Buffer.from(pure).toString('hex')}`), gasBudget: budget };
}
