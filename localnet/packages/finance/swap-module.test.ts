import { describe, expect, it } from 'vitest';
import { devOperatorKeypair, devRootKeypair } from './dev-keys.ts';
import { LIQUIDITY_SWAP, SUI_TYPE, SUIL_TYPE, SWAP_USED_NONCES_TABLE } from './ids.ts';
import { WithdrawVoucherBcs } from './swap-module.ts';
import { type TestChain, abortCode, eventsNamed } from './test-chain.ts';
import { SUI, newChain, target, user } from './test-fixture.ts';

function view(chain: TestChain, amountIn: bigint): bigint[] {
  return chain.call(user(1), target('swap', 'swap_view_v2'), [{ object: LIQUIDITY_SWAP }, { pure: amountIn }], [], { readOnly: true })
    .returns as bigint[];
}

function swap(chain: TestChain, who: string, amountIn: bigint, minOut: bigint) {
  const coin = chain.mintCoin(SUIL_TYPE, amountIn, who);
  return chain.call(who, target('swap', 'swap_v2'), [{ object: LIQUIDITY_SWAP }, { object: coin }, { pure: minOut }]);
}

async function voucher(amount: bigint, nonce: bigint, recipient: string, signer = devOperatorKeypair()) {
  const bytes = WithdrawVoucherBcs.serialize({ pool: LIQUIDITY_SWAP, recipient, amount, nonce }).toBytes();
  return signer.sign(bytes);
}

function withdraw(chain: TestChain, sender: string, amount: bigint, nonce: bigint, recipient: string, signature: Uint8Array) {
  return chain.call(sender, target('swap', 'withdraw'), [
    { object: LIQUIDITY_SWAP },
    { pure: amount },
    { pure: nonce },
    { pure: recipient },
    { pure: signature },
  ]);
}

describe('swap::swap_view_v2', () => {
  it('returns (fee, swap_value, amount_out) by the constant-product formula', () => {
    const chain = newChain();
    const amountIn = 1_000n * SUI;
    const fee = (amountIn * 30n) / 10_000n;
    const swapValue = amountIn - fee;
    const out = (100_000n * SUI * swapValue) / (1_000_000n * SUI + swapValue);
    expect(view(chain, amountIn)).toEqual([fee, swapValue, out]);
    expect(fee).toBe(3n * SUI);
    expect(out).toBe(99_600_698_103n); // ~99.6 SUI for 1000 SUIL at 0.1 SUI each, minus fee and impact
    expect(view(chain, 0n)).toEqual([0n, 0n, 0n]);
  });
});

describe('swap::swap_v2', () => {
  it('sends amount_out SUI, keeps the whole input in the pool, emits Swapped', () => {
    const chain = newChain();
    const [fee, , out] = view(chain, 50n * SUI);
    const r = swap(chain, user(1), 50n * SUI, out);
    expect(eventsNamed(r, 'Swapped')).toEqual([{ user: user(1), amount_in: 50n * SUI, fee, amount_out: out }]);
    expect(r.events[0].type).toMatch(/::swap::Swapped$/);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(out);
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(0n);
    expect(chain.object(LIQUIDITY_SWAP).fields).toMatchObject({
      suil_reserve: String(1_000_000n * SUI + 50n * SUI),
      sui_reserve: String(100_000n * SUI - out),
    });
    // the next quote reflects the moved price
    expect(view(chain, 50n * SUI)[2]).toBeLessThan(out);
  });

  it('aborts 9 when amount_out is below min_out', () => {
    const chain = newChain();
    const [, , out] = view(chain, 50n * SUI);
    expect(abortCode(() => swap(chain, user(1), 50n * SUI, out + 1n))).toEqual({ module: 'swap', code: 9 });
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
    expect(chain.object(LIQUIDITY_SWAP).fields.sui_reserve).toBe(String(100_000n * SUI));
  });

  it('aborts 13 when the pool is empty', () => {
    const chain = newChain();
    chain.patch(LIQUIDITY_SWAP, { sui_reserve: 0n });
    expect(abortCode(() => swap(chain, user(1), SUI, 0n))).toEqual({ module: 'swap', code: 13 });
    const other = newChain();
    other.patch(LIQUIDITY_SWAP, { suil_reserve: 0n });
    expect(abortCode(() => swap(other, user(1), SUI, 0n))).toEqual({ module: 'swap', code: 13 });
  });
});

describe('swap::withdraw', () => {
  it('pays a voucher signed by the operator to its recipient and burns the nonce', async () => {
    const chain = newChain();
    const sig = await voucher(5n * SUI, 7n, user(2));
    // anyone may submit it; the money goes to the recipient
    const r = withdraw(chain, user(3), 5n * SUI, 7n, user(2), sig);
    expect(eventsNamed(r, 'Withdrawn')).toEqual([{ user: user(2), amount: 5n * SUI, nonce: 7n }]);
    expect(chain.balance(user(2), SUI_TYPE)).toBe(5n * SUI);
    expect(chain.balance(user(3), SUI_TYPE)).toBe(0n);
    expect(chain.object(LIQUIDITY_SWAP).fields.payout_reserve).toBe(String(100_000n * SUI - 5n * SUI));
    expect(chain.object(LIQUIDITY_SWAP).fields.sui_reserve).toBe(String(100_000n * SUI));
    expect(chain.dynamicFieldCount(SWAP_USED_NONCES_TABLE)).toBe(1);
  });

  it('aborts 10 for another signer, a changed field, or a malformed signature', async () => {
    const chain = newChain();
    const good = await voucher(5n * SUI, 1n, user(2));
    const code10 = { module: 'swap', code: 10 };
    expect(abortCode(() => withdraw(chain, user(2), 5n * SUI, 1n, user(2), Uint8Array.from(good.slice(0, 63))))).toEqual(code10);
    expect(abortCode(() => withdraw(chain, user(2), 6n * SUI, 1n, user(2), good))).toEqual(code10);
    expect(abortCode(() => withdraw(chain, user(2), 5n * SUI, 2n, user(2), good))).toEqual(code10);
    expect(abortCode(() => withdraw(chain, user(3), 5n * SUI, 1n, user(3), good))).toEqual(code10);
    const forged = await voucher(5n * SUI, 1n, user(2), devRootKeypair());
    expect(abortCode(() => withdraw(chain, user(2), 5n * SUI, 1n, user(2), forged))).toEqual(code10);
    const flipped = Uint8Array.from(good);
    flipped[10] ^= 1;
    expect(abortCode(() => withdraw(chain, user(2), 5n * SUI, 1n, user(2), flipped))).toEqual(code10);
    expect(chain.balance(user(2), SUI_TYPE)).toBe(0n);
  });

  it('signs over the pool id: a voucher for another pool is rejected', async () => {
    const chain = newChain();
    const bytes = WithdrawVoucherBcs.serialize({ pool: '0x1234', recipient: user(2), amount: SUI, nonce: 1n }).toBytes();
    const sig = await devOperatorKeypair().sign(bytes);
    expect(abortCode(() => withdraw(chain, user(2), SUI, 1n, user(2), sig))).toEqual({ module: 'swap', code: 10 });
  });

  it('aborts 11 when the nonce was used', async () => {
    const chain = newChain();
    withdraw(chain, user(2), SUI, 9n, user(2), await voucher(SUI, 9n, user(2)));
    const again = await voucher(2n * SUI, 9n, user(2));
    expect(abortCode(() => withdraw(chain, user(2), 2n * SUI, 9n, user(2), again))).toEqual({ module: 'swap', code: 11 });
    expect(chain.balance(user(2), SUI_TYPE)).toBe(SUI);
  });

  it('aborts 6 when the payout reserve cannot cover the voucher', async () => {
    const chain = newChain();
    const amount = 100_000n * SUI + 1n;
    expect(abortCode(() => withdraw(chain, user(2), amount, 1n, user(2), new Uint8Array(64)))).toEqual({ module: 'swap', code: 10 });
    const sig = await voucher(amount, 1n, user(2));
    expect(abortCode(() => withdraw(chain, user(2), amount, 1n, user(2), sig))).toEqual({ module: 'swap', code: 6 });
  });
});
