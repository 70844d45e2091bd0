import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { coinOfTypeName } from './topped-up-coin';

/** std::type_name's form: 64 hex digits, no 0x. */
function typeName(type: string): string {
  const [address, ...rest] = type.split('::');
  return [address.replace(/^0x/, '').padStart(64, '0'), ...rest].join('::');
}

describe('coinOfTypeName', () => {
  it('names SUI, SUIL and USDC from the type_name the ToppedUp event carries', () => {
    expect(coinOfTypeName(typeName('0x2::sui::SUI'))).toBe('SUI');
    expect(coinOfTypeName(typeName(env.suilType))).toBe('SUIL');
    expect(coinOfTypeName(typeName(env.usdcType))).toBe('USDC');
  });

  it('does not guess other coins', () => {
    expect(coinOfTypeName(typeName('0x7::other::COIN'))).toBeNull();
    expect(coinOfTypeName('not a type')).toBeNull();
  });
});
