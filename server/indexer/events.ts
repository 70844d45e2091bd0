// BCS layouts of the finance package's events (docs/contract.md; field order = BCS order). The
// server keeps its own copy rather than importing the app's src/chain, which reads Vite env.
import { bcs } from '@mysten/sui/bcs';
import { normalizeStructTag } from '@mysten/sui/utils';

export const FINANCE_EVENT_LAYOUTS = {
  Bound: bcs.struct('Bound', { user: bcs.Address, inviter: bcs.Address }),
  Staked: bcs.struct('Staked', { user: bcs.Address, amount: bcs.u64() }),
  ClaimReward: bcs.struct('ClaimReward', { user: bcs.Address, reward_value: bcs.u64() }),
  UnStake: bcs.struct('UnStake', { user: bcs.Address, stake_value: bcs.u64(), fee: bcs.u64() }),
  Claimed: bcs.struct('Claimed', {
    user: bcs.Address,
    mode: bcs.u8(),
    claim_sui_amount: bcs.u64(),
    reward_value: bcs.u64(),
    reward_value_fee: bcs.u64(),
  }),
  Swapped: bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() }),
  Withdrawn: bcs.struct('Withdrawn', { user: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() }),
  ToppedUp: bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() }),
} as const;

export const FINANCE_EVENT_MODULES: Record<keyof typeof FINANCE_EVENT_LAYOUTS, string> = {
  Bound: 'finance',
  Staked: 'liquidity',
  ClaimReward: 'liquidity',
  UnStake: 'liquidity',
  Claimed: 'liquidity',
  Swapped: 'swap',
  Withdrawn: 'swap',
  ToppedUp: 'topup',
};

export type FinanceEventName = keyof typeof FINANCE_EVENT_LAYOUTS;

export type DecodedEvent =
  | { name: 'Bound'; user: string; inviter: string }
  | { name: 'Staked'; user: string; amount: bigint }
  | { name: 'ClaimReward'; user: string; reward_value: bigint }
  | { name: 'UnStake'; user: string; stake_value: bigint; fee: bigint }
  | { name: 'Claimed'; user: string; mode: number; claim_sui_amount: bigint; reward_value: bigint; reward_value_fee: bigint }
  | { name: 'Swapped'; user: string; amount_in: bigint; fee: bigint; amount_out: bigint }
  | { name: 'Withdrawn'; user: string; amount: bigint; nonce: bigint }
  | { name: 'ToppedUp'; user: string; coin_type: string; amount: bigint };

/**
 * Decodes a finance event of `packageId`; null for any other event. Throws when an event of
 * ours does not decode: short or trailing bytes, or a coin type that is not a type.
 */
export function decodeFinanceEvent(packageId: string, event: { eventType: string; bcs: Uint8Array }): DecodedEvent | null {
  for (const name of Object.keys(FINANCE_EVENT_LAYOUTS) as FinanceEventName[]) {
    if (event.eventType !== `${packageId}::${FINANCE_EVENT_MODULES[name]}::${name}`) continue;
    const layout = FINANCE_EVENT_LAYOUTS[name] as unknown as { parse(b: Uint8Array): Record<string, unknown>; serialize(v: unknown): { toBytes(): Uint8Array } };
    const raw = layout.parse(event.bcs);
    const length = layout.serialize(raw).toBytes().length;
    if (length !== event.bcs.length) throw new Error(`${name} is ${length} bytes long, the event has ${event.bcs.length}`);
    const decoded: Record<string, unknown> = { name };
    for (const [key, value] of Object.entries(raw)) {
      // u64 fields parse as decimal strings: money stays bigint.
      decoded[key] = typeof value === 'string' && /^\d+$/.test(value) && key !== 'coin_type' ? BigInt(value) : value;
    }
    if (name === 'ToppedUp') normalizeStructTag(withHexPrefix(decoded.coin_type as string)); // throws on a non-type
    return decoded as DecodedEvent;
  }
  return null;
}

/** Move's type_name strings carry no 0x. */
function withHexPrefix(typeName: string): string {
  return typeName.startsWith('0x') ? typeName : `0x${typeName}`;
}
