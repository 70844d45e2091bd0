import { bcs } from '@mysten/sui/bcs';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { ClaimedEvent, FINANCE_EVENTS, ToppedUpEvent, eventsNamed, financeEventTypeOf } from './events';

const USER = normalizeSuiAddress('0xa11ce');

describe('finance events', () => {
  it('are typed <PACKAGE>::<module>::<Name>', () => {
    expect(financeEventTypeOf('Claimed')).toBe(`${env.packageId}::liquidity::Claimed`);
    expect(financeEventTypeOf('ToppedUp')).toBe(`${env.packageId}::topup::ToppedUp`);
    expect(Object.keys(FINANCE_EVENTS).sort()).toEqual(['Bound', 'ClaimReward', 'Claimed', 'Staked', 'Swapped', 'ToppedUp', 'UnStake', 'Withdrawn']);
  });

  it('decode only the events of the asked type, in field order', () => {
    const claimed = bcs
      .struct('Claimed', { user: bcs.Address, mode: bcs.u8(), claim_sui_amount: bcs.u64(), reward_value: bcs.u64(), reward_value_fee: bcs.u64() })
      .serialize({ user: USER, mode: 1, claim_sui_amount: 19n, reward_value: 200n, reward_value_fee: 6n })
      .toBytes();
    const toppedUp = ToppedUpEvent.serialize({ user: USER, coin_type: '00ab::usdc::USDC', amount: 50n }).toBytes();
    const events = [
      { eventType: financeEventTypeOf('Claimed'), bcs: claimed },
      { eventType: financeEventTypeOf('ToppedUp'), bcs: toppedUp },
      { eventType: '0x2::other::Claimed', bcs: claimed },
    ];
    expect(eventsNamed(events, 'Claimed')).toEqual([{ user: USER, mode: 1, claim_sui_amount: '19', reward_value: '200', reward_value_fee: '6' }]);
    expect(eventsNamed(events, 'ToppedUp')).toEqual([{ user: USER, coin_type: '00ab::usdc::USDC', amount: '50' }]);
    expect(ClaimedEvent.parse(claimed).reward_value_fee).toBe('6');
  });
});
