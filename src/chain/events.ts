// BCS layouts of the finance package's events and of the shared objects the app reads
// (docs/contract.md; field order = BCS order, as localnet/packages/finance/README.md lists them).
import { bcs } from '@mysten/sui/bcs';
import { financeEventType, type FinanceModule } from './finance-ids';

export const BoundEvent = bcs.struct('Bound', { user: bcs.Address, inviter: bcs.Address });
export const StakedEvent = bcs.struct('Staked', { user: bcs.Address, amount: bcs.u64() });
export const ClaimRewardEvent = bcs.struct('ClaimReward', { user: bcs.Address, reward_value: bcs.u64() });
/** `stake_value` is the principal taken out (gross); the SUI received is `stake_value - fee`. */
export const UnStakeEvent = bcs.struct('UnStake', { user: bcs.Address, stake_value: bcs.u64(), fee: bcs.u64() });
export const ClaimedEvent = bcs.struct('Claimed', {
  user: bcs.Address,
  mode: bcs.u8(),
  claim_sui_amount: bcs.u64(),
  reward_value: bcs.u64(),
  reward_value_fee: bcs.u64(),
});
export const SwappedEvent = bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() });
export const WithdrawnEvent = bcs.struct('Withdrawn', { user: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() });
/** `coin_type` is `std::type_name` of the coin: the address as 64 hex digits without 0x. */
export const ToppedUpEvent = bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() });

/** Every event of the package: module, name and layout. */
export const FINANCE_EVENTS = {
  Bound: { module: 'finance', layout: BoundEvent },
  Staked: { module: 'liquidity', layout: StakedEvent },
  ClaimReward: { module: 'liquidity', layout: ClaimRewardEvent },
  UnStake: { module: 'liquidity', layout: UnStakeEvent },
  Claimed: { module: 'liquidity', layout: ClaimedEvent },
  Swapped: { module: 'swap', layout: SwappedEvent },
  Withdrawn: { module: 'swap', layout: WithdrawnEvent },
  ToppedUp: { module: 'topup', layout: ToppedUpEvent },
} as const satisfies Record<string, { module: FinanceModule; layout: { parse(bytes: Uint8Array): unknown } }>;

export type FinanceEventName = keyof typeof FINANCE_EVENTS;
export type FinanceEvent<N extends FinanceEventName> = ReturnType<(typeof FINANCE_EVENTS)[N]['layout']['parse']>;

export function financeEventTypeOf(name: FinanceEventName): string {
  return financeEventType(FINANCE_EVENTS[name].module, name);
}

/** The events named `name` among a transaction's events, decoded from their BCS. */
export function eventsNamed<N extends FinanceEventName>(
  events: readonly { eventType: string; bcs: Uint8Array }[],
  name: N,
): FinanceEvent<N>[] {
  const type = financeEventTypeOf(name);
  const layout = FINANCE_EVENTS[name].layout as unknown as { parse(bytes: Uint8Array): FinanceEvent<N> };
  return events.filter((e) => e.eventType === type).map((e) => layout.parse(e.bcs));
}

const TableBcs = bcs.struct('Table', { id: bcs.Address, size: bcs.u64() });

/** `liquidity::StakePool`: the rates are basis points. */
export const StakePoolObject = bcs.struct('StakePool', {
  id: bcs.Address,
  claim_hr_rate: bcs.u64(),
  unstake_hr_rate: bcs.u64(),
  release_rate: bcs.u64(),
  min_stake: bcs.u64(),
  total_staked: bcs.u64(),
  sui_balance: bcs.u64(),
  positions: TableBcs,
});

/** `liquidity::UnstakeConfig` */
export const UnstakeConfigObject = bcs.struct('UnstakeConfig', { id: bcs.Address, lock_ms: bcs.u64() });

/** `swap::LiquiditySwap`: the SUIL/SUI pool's reserves and fee (bps), the voucher key and payouts. */
export const LiquiditySwapObject = bcs.struct('LiquiditySwap', {
  id: bcs.Address,
  suil_reserve: bcs.u64(),
  sui_reserve: bcs.u64(),
  fee_bps: bcs.u64(),
  operator_pubkey: bcs.byteVector(),
  payout_reserve: bcs.u64(),
  suil_supply: bcs.u64(),
  used_nonces: TableBcs,
});
