import { describe, expect, it } from 'vitest';
import {
  availableAmount,
  bpsToPercent,
  claimArrivalValue,
  claimArrivalValueInSui,
  ellipsize,
  explorerTransactionUrl,
  feeAtBps,
  feeDeducted,
  feeRatePercent,
  formatDisplayAmount,
  formatPrice,
  formatRatio,
  hashrateAfterStake,
  hashrateAfterUnstake,
  shortDigest,
  shortTransactionId,
  suilSuiPrice,
  suilUsdcPrice,
  swapArrivalValueInSui,
  swapFeeRatePercent,
  unstakeArrivalValue,
  usdcSuiPrice,
} from './format';
import { formatDisplay } from './amount';

const SUI = 1_000_000_000n;

describe('rates and prices', () => {
  it('rounds ratios half up with exactly the asked decimals, in bigint', () => {
    expect(formatRatio(1n, 3n, 2)).toBe('0.33');
    expect(formatRatio(2n, 3n, 2)).toBe('0.67');
    expect(formatRatio(1n, 8n, 2)).toBe('0.13'); // 0.125 -> half up
    expect(formatRatio(5n, 1n, 0)).toBe('5');
    expect(formatRatio(-1n, 4n, 2)).toBe('-0.25');
    expect(formatRatio(1n, 0n, 2)).toBe('0.00');
    // no float on the way: a huge numerator keeps every digit
    expect(formatRatio(10n ** 30n + 1n, 10n ** 10n, 4)).toBe('100000000000000000000.0000');
  });

  it('turns basis points into percentages with 2 decimals', () => {
    expect(bpsToPercent(300n)).toBe('3.00');
    expect(bpsToPercent(200n)).toBe('2.00');
    expect(bpsToPercent(30n)).toBe('0.30');
    expect(bpsToPercent(1n)).toBe('0.01');
  });

  it('computes the fee rate as fee / input x 100', () => {
    expect(feeRatePercent(3n * SUI, 1_000n * SUI)).toBe('0.30');
    expect(feeRatePercent(6_000_000n, 200_000_000n)).toBe('3.00');
    expect(feeRatePercent(0n, 0n)).toBe('0.00');
    expect(swapFeeRatePercent({ fee: 3n, swapValue: 997n, amountOut: 99n }, 1_000n)).toBe('0.30');
  });

  it('prices with 4 decimals across decimals', () => {
    expect(formatPrice(350_000n, 6, SUI, 9)).toBe('0.3500');
    expect(suilUsdcPrice(349_876n)).toBe('0.3499');
    expect(suilSuiPrice({ fee: 3n, swapValue: 10n * SUI, amountOut: SUI })).toBe('0.1000');
    // 0.35 USDC per SUIL / 0.1 SUI per SUIL = 3.5 USDC per SUI
    expect(usdcSuiPrice(350_000n, 100_000_000n)).toBe('3.5000');
  });
});

describe('texts', () => {
  it('ellipsises strings over 12 characters', () => {
    expect(ellipsize('123456789012')).toBe('123456789012');
    expect(ellipsize('1234567890123')).toBe('123456789012...');
  });

  it('never shortens an amount: formatDisplayAmount is the display rule, whole', () => {
    expect(formatDisplayAmount(123_456_789_012_345_678n, 9)).toBe('123,456,789.0123');
    expect(formatDisplayAmount(12_345_678_901_234_567_890n, 9)).toBe('12,345,678,901.2345');
    expect(formatDisplayAmount(12_345_678_900_000n, 9)).toBe('12,345.6789');
    expect(formatDisplayAmount(20n * SUI, 9)).toBe('20');
    expect(formatDisplayAmount(1n, 9)).toBe('0.000000001');
    expect(formatDisplayAmount(37_000n, 9)).toBe('0.000037');
    for (const value of [0n, 1n, 16_000n, 999_999_999n, 1_000_003_100_000n, 10n ** 27n + 7n]) {
      for (const decimals of [6, 9]) expect(formatDisplayAmount(value, decimals)).toBe(formatDisplay(value, decimals));
    }
  });

  it('shortens digests and links them on the explorer when there is one', () => {
    expect(shortDigest('8xZ2abCDEFGHIJKLMN9Kq1')).toBe('8xZ2ab...9Kq1');
    expect(shortDigest('short')).toBe('short');
    expect(shortTransactionId('8fQzabCDEFGHIJKLMNk3Lm')).toBe('8fQz…k3Lm');
    expect(shortTransactionId('D1')).toBe('D1');
    expect(explorerTransactionUrl(undefined, 'D1')).toBeUndefined();
    expect(explorerTransactionUrl('', 'D1')).toBeUndefined();
    expect(explorerTransactionUrl('https://suiscan.xyz/mainnet/', 'D1')).toBe('https://suiscan.xyz/mainnet/tx/D1');
  });
});

describe('derived values of docs/product.md §3', () => {
  const claim = { claimSuiAmount: 19_000_000n, rewardValue: 200_000_000n, rewardValueFee: 6_000_000n };
  const unstake = { rewardValue: 1n, stakeValue: 20n * SUI, fee: 400_000_000n };

  it('available tokens keep back what must stay, never below zero', () => {
    expect(availableAmount(5n * SUI, SUI / 10n)).toBe(4_900_000_000n);
    expect(availableAmount(1n, 2n)).toBe(0n);
    expect(availableAmount(7n)).toBe(7n);
  });

  it('arrival values and fees from the previews', () => {
    expect(claimArrivalValue(claim)).toBe(194_000_000n);
    expect(claimArrivalValueInSui(claim)).toBe(19_000_000n);
    expect(feeDeducted(claim)).toBe(6_000_000n);
    expect(unstakeArrivalValue(unstake)).toBe(19_600_000_000n);
    expect(feeDeducted(unstake)).toBe(400_000_000n);
    expect(swapArrivalValueInSui({ fee: 3n, swapValue: 997n, amountOut: 99n })).toBe(99n);
    expect(feeAtBps(20n * SUI, 200n)).toBe(400_000_000n);
    expect(feeAtBps(333n, 300n)).toBe(9n); // rounded down as the contract does
  });

  it('arrival hashrate: 1:1 with the SUI staked', () => {
    expect(hashrateAfterStake(null, 20n * SUI)).toBe(20n * SUI);
    expect(hashrateAfterStake({ hashrate: 5n }, 20n)).toBe(25n);
    expect(hashrateAfterUnstake({ hashrate: 25n }, 20n)).toBe(5n);
    expect(hashrateAfterUnstake({ hashrate: 5n }, 20n)).toBe(0n);
  });
});
