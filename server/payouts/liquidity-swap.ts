// What the server reads of the LiquiditySwap object on chain: its layout, and whether a
// voucher's nonce is used. (Its payout reserve is read in reserve.ts.)
import { bcs } from '@mysten/sui/bcs';
import { type ClientWithCoreApi, ObjectError } from '@mysten/sui/client';
import { deriveDynamicFieldID } from '@mysten/sui/utils';

/** The voucher table layout of the LiquiditySwap object (docs/contract.md): what holds used nonces. */
export const LiquiditySwapBcs = bcs.struct('LiquiditySwap', {
  id: bcs.Address,
  suil_reserve: bcs.u64(),
  sui_reserve: bcs.u64(),
  fee_bps: bcs.u64(),
  operator_pubkey: bcs.byteVector(),
  payout_reserve: bcs.u64(),
  suil_supply: bcs.u64(),
  used_nonces: bcs.struct('Table', { id: bcs.Address, size: bcs.u64() }),
});

/**
 * Whether the chain has used this nonce: `used_nonces` is a `Table<u64, bool>` of the
 * LiquiditySwap, so the entry is the dynamic field derived from the table id and the key.
 */
export async function isNonceUsedOnChain(client: ClientWithCoreApi, swapId: string, nonce: bigint): Promise<boolean> {
  const { object } = await client.core.getObject({ objectId: swapId, include: { content: true } });
  const swap = LiquiditySwapBcs.parse(object.content);
  const fieldId = deriveDynamicFieldID(swap.used_nonces.id, 'u64', bcs.u64().serialize(nonce).toBytes());
  const [entry] = (await client.core.getObjects({ objectIds: [fieldId] })).objects;
  if (entry instanceof ObjectError && entry.reason === 'notFound') return false;
  if (entry instanceof Error) throw entry;
  return true;
}
