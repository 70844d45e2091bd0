import { describe, expect, it } from 'vitest';
import { chainQueryKeys } from './query-keys';

describe('chain query keys', () => {
  it('nest per owner and screen, so one prefix invalidates a family', () => {
    const views = chainQueryKeys.views('hashrate', '0xa', 5n);
    expect(views.slice(0, chainQueryKeys.allViews().length)).toEqual([...chainQueryKeys.allViews()]);
    expect(views).toEqual(['chain', 'localnet', 'views', 'hashrate', '0xa', 5n]);
    expect(chainQueryKeys.balances(undefined)).toEqual(['chain', 'localnet', 'balances', null]);
    expect(chainQueryKeys.previews('0xa', 'claim').slice(0, 3)).toEqual([...chainQueryKeys.allPreviews()]);
  });

  it('match the coin balance hook key shape', () => {
    const key = chainQueryKeys.coinBalance('0xa', '0x2::sui::SUI');
    expect(key).toEqual(['coin-balance', 'localnet', '0xa', '0x2::sui::SUI']);
    expect(key.slice(0, 1)).toEqual([...chainQueryKeys.coinBalanceAll()]);
  });
});
