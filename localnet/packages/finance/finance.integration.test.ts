// The finance package through the real node: transactions built with @mysten/sui exactly as the
// app builds them, signed by faucet-funded Ed25519 keypairs, sent over gRPC-web with
// SuiGrpcClient; views read with simulateTransaction (checks off) and decoded with
// @mysten/sui/bcs. This file: genesis, the signatures served, binding and liquidity; swap, topup
// and price are in finance-swap-topup.integration.test.ts, the shared layouts and helpers in
// integration-fixture.ts.
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toHex } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_PUBKEY } from '../../node.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX, DEV_ROOT_ADDRESS } from './dev-keys.ts';
import {
  DAY_MS,
  ENV,
  PKG,
  SUI,
  SUIL_TYPE,
  USDC_TYPE,
  Bound,
  ClaimReward,
  Claimed,
  StakePool,
  Staked,
  UnStake,
  advanceClock,
  balance,
  bindTx,
  boundUser,
  claimTx,
  eventsOf,
  execute,
  executeOnChain,
  expectAbort,
  expectSuccess,
  fundedUser,
  gasPaid,
  node,
  preview,
  stakeTx,
  suiChange,
  unstakeTx,
  setUpFinanceNode,
  views,
} from './integration-fixture.ts';

setUpFinanceNode();

describe('genesis through the node', () => {
  it('writes exactly the committed .env.localnet ids', () => {
    for (const k of ['PACKAGE_ID', 'USDC_TYPE', 'SUIL_TYPE', 'FINANCE_OBJECT', 'FINANCE_POOL', 'UNSTAKE_CONFIG', 'LIQUIDITY_SWAP', 'USDC_SUI_POOL', 'TOPUP_OBJECT']) {
      expect(node.net.envEntries[k], k).toBe(ENV[k]);
    }
  });

  it('carries the dev operator key by default, so vouchers from dev-keys.ts verify', async () => {
    expect(DEFAULT_OPERATOR_PUBKEY).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    const { object } = await node.client.getObject({ objectId: ENV.LIQUIDITY_SWAP, include: { content: true } });
    const swap = bcs
      .struct('LiquiditySwap', {
        id: bcs.Address,
        suil_reserve: bcs.u64(),
        sui_reserve: bcs.u64(),
        fee_bps: bcs.u64(),
        operator_pubkey: bcs.byteVector(),
        payout_reserve: bcs.u64(),
        suil_supply: bcs.u64(),
        used_nonces: bcs.struct('Table', { id: bcs.Address, size: bcs.u64() }),
      })
      .parse(object.content);
    expect(toHex(swap.operator_pubkey)).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    expect(swap.fee_bps).toBe('30');
  });

  it('serves the pool object with its rates and the coin metadata', async () => {
    const { object } = await node.client.getObject({ objectId: ENV.FINANCE_POOL, include: { content: true } });
    expect(object.owner.$kind).toBe('Shared');
    const pool = StakePool.parse(object.content);
    expect(pool).toMatchObject({ claim_hr_rate: '300', unstake_hr_rate: '200', release_rate: '100', min_stake: String(20n * SUI) });
    const suil = await node.client.getCoinMetadata({ coinType: SUIL_TYPE });
    expect(suil.coinMetadata?.decimals).toBe(9);
    const usdc = await node.client.getCoinMetadata({ coinType: USDC_TYPE });
    expect(usdc.coinMetadata?.decimals).toBe(6);
  });
});

describe('signatures the node serves', () => {
  it('liquidity::stake and topup::topup_v2 as declared (refs, Coin<SUI>, Clock, T0)', async () => {
    const { function: stake } = await node.client.getMoveFunction({ packageId: PKG, moduleName: 'liquidity', name: 'stake' });
    expect(stake.isEntry).toBe(true);
    // As on Sui, the implicit `&mut TxContext` is served as the last parameter.
    expect(stake.parameters.map((p) => p.reference)).toEqual(['immutable', 'mutable', null, 'immutable', 'mutable']);
    const names = stake.parameters.map((p) => (p.body.$kind === 'datatype' ? p.body.datatype.typeName : p.body.$kind));
    expect(names).toEqual([`${PKG}::finance::Finance`, `${PKG}::liquidity::StakePool`, `${normalizeSuiAddress('0x2')}::coin::Coin`, `${normalizeSuiAddress('0x2')}::clock::Clock`, `${normalizeSuiAddress('0x2')}::tx_context::TxContext`]);
    const { function: topup } = await node.client.getMoveFunction({ packageId: PKG, moduleName: 'topup', name: 'topup_v2' });
    expect(topup.typeParameters).toHaveLength(1);
    const coin = topup.parameters[2].body;
    expect(coin.$kind === 'datatype' && coin.datatype.typeParameters[0]).toEqual({ $kind: 'typeParameter', index: 0 });
    const { function: view } = await node.client.getMoveFunction({ packageId: PKG, moduleName: 'swap', name: 'swap_view_v2' });
    expect(view.returns.map((r) => r.body.$kind)).toEqual(['u64', 'u64', 'u64']);
  });
});

describe('finance', () => {
  it('binds an inviter once (Bound) and reads it back through the info view', async () => {
    const a = await fundedUser();
    const before = await views(a.toSuiAddress(), (tx) =>
      tx.moveCall({ target: `${PKG}::finance::info`, arguments: [tx.object(ENV.FINANCE_OBJECT), tx.pure.address(a.toSuiAddress())] }),
    );
    expect(before[0].map((b) => bcs.Address.parse(b))).toEqual([DEV_ROOT_ADDRESS, normalizeSuiAddress('0x0')]);
    const t = await execute(a, bindTx(DEV_ROOT_ADDRESS));
    expectSuccess(t);
    expect(eventsOf(t, 'finance', 'Bound', Bound)).toEqual([{ user: a.toSuiAddress(), inviter: DEV_ROOT_ADDRESS }]);
    const b = await fundedUser();
    expectSuccess(await execute(b, bindTx(a.toSuiAddress())));
    const after = await views(b.toSuiAddress(), (tx) => {
      tx.moveCall({ target: `${PKG}::finance::info`, arguments: [tx.object(ENV.FINANCE_OBJECT), tx.pure.address(a.toSuiAddress())] });
      tx.moveCall({ target: `${PKG}::finance::info`, arguments: [tx.object(ENV.FINANCE_OBJECT), tx.pure.address(b.toSuiAddress())] });
    });
    expect(bcs.Address.parse(after[0][1])).toBe(DEV_ROOT_ADDRESS);
    expect(bcs.Address.parse(after[1][1])).toBe(a.toSuiAddress());
  });

  it('aborts 2 (already bound), 3 (invalid inviter), 4 (self) on chain and charges gas', async () => {
    const a = await boundUser();
    // What the app meets first: the SDK's dry run refuses the transaction with the abort code.
    await expect(execute(a, bindTx(DEV_ROOT_ADDRESS))).rejects.toThrow(/abort code: 2.*finance::bind_inviter/);
    expectAbort(await executeOnChain(a, bindTx(DEV_ROOT_ADDRESS)), a, 'finance', 2);
    const c = await fundedUser();
    expectAbort(await executeOnChain(c, bindTx(Ed25519Keypair.generate().toSuiAddress())), c, 'finance', 3);
    expectAbort(await executeOnChain(c, bindTx(c.toSuiAddress())), c, 'finance', 4);
  });
});

describe('liquidity', () => {
  it('stakes SUI split from the gas coin with the clock (Staked)', async () => {
    const a = await boundUser();
    const poolBefore = StakePool.parse((await node.client.getObject({ objectId: ENV.FINANCE_POOL, include: { content: true } })).object.content);
    const t = await execute(a, stakeTx(25n * SUI));
    expectSuccess(t);
    expect(eventsOf(t, 'liquidity', 'Staked', Staked)).toEqual([{ user: a.toSuiAddress(), amount: String(25n * SUI) }]);
    expect(suiChange(t, a.toSuiAddress())).toBe(-25n * SUI - gasPaid(t));
    const poolAfter = StakePool.parse((await node.client.getObject({ objectId: ENV.FINANCE_POOL, include: { content: true } })).object.content);
    expect(BigInt(poolAfter.total_staked) - BigInt(poolBefore.total_staked)).toBe(25n * SUI);
    const fields = await node.client.listDynamicFields({ parentId: poolAfter.positions.id });
    expect(fields.dynamicFields.length).toBeGreaterThan(0);
  });

  it('aborts 1 when not bound and 5 below 20 SUI', async () => {
    const stranger = await fundedUser();
    expectAbort(await executeOnChain(stranger, stakeTx(20n * SUI)), stranger, 'liquidity', 1);
    const a = await boundUser();
    expectAbort(await executeOnChain(a, stakeTx(20n * SUI - 1n)), a, 'liquidity', 5);
  });

  it('accrues rewards over days; claim previews and pays SUIL (mode 0) and SUI (mode 1)', async () => {
    const a = await boundUser();
    expectSuccess(await execute(a, stakeTx(20n * SUI)));
    await advanceClock(10 * DAY_MS);
    // preview: the same call simulated, read from the event
    const p = await preview(a.toSuiAddress(), claimTx(0, 0n));
    const [quote] = eventsOf(p, 'liquidity', 'Claimed', Claimed);
    // 10 days of 1 % on 20 SUI (plus the few ms between stake and the clock jump)
    expect(BigInt(quote.reward_value)).toBeGreaterThanOrEqual(2n * SUI);
    expect(BigInt(quote.reward_value)).toBeLessThan(2n * SUI + 1_000_000n);
    expect(BigInt(quote.reward_value_fee)).toBe((BigInt(quote.reward_value) * 300n) / 10_000n);

    const half = 1n * SUI;
    const t0 = await execute(a, claimTx(0, half));
    expectSuccess(t0);
    expect(eventsOf(t0, 'liquidity', 'Claimed', Claimed)[0]).toMatchObject({ mode: 0, reward_value: String(half), reward_value_fee: String(30_000_000n) });
    expect(await balance(a.toSuiAddress(), SUIL_TYPE)).toBe(half - 30_000_000n);

    const t1 = await execute(a, claimTx(1, 0n));
    expectSuccess(t1);
    const [c1] = eventsOf(t1, 'liquidity', 'Claimed', Claimed);
    expect(c1.mode).toBe(1);
    expect(BigInt(c1.claim_sui_amount)).toBeGreaterThan(0n);
    expect(suiChange(t1, a.toSuiAddress())).toBe(BigInt(c1.claim_sui_amount) - gasPaid(t1));
  });

  it('claim aborts 8 (nothing), 6 (above pending), 12 (bad mode)', async () => {
    const a = await boundUser();
    expectAbort(await executeOnChain(a, claimTx(0, 0n)), a, 'liquidity', 8);
    expectSuccess(await execute(a, stakeTx(20n * SUI)));
    await advanceClock(DAY_MS);
    expectAbort(await executeOnChain(a, claimTx(0, 1_000n * SUI)), a, 'liquidity', 6);
    expectAbort(await executeOnChain(a, claimTx(2, 0n)), a, 'liquidity', 12);
  });

  it('unstakeable turns true after the 7-day lock; unstake pays rewards then principal minus fee', async () => {
    const a = await boundUser();
    expectSuccess(await execute(a, stakeTx(40n * SUI)));
    const check = async (amount: bigint) => {
      const now = BigInt((await fetch(`${node.net.url}/health`).then((r) => r.json())).timestampMs);
      const [[ok]] = await views(a.toSuiAddress(), (tx) =>
        tx.moveCall({
          target: `${PKG}::liquidity::unstakeable`,
          arguments: [tx.object(ENV.FINANCE_POOL), tx.object(ENV.UNSTAKE_CONFIG), tx.pure.u64(amount), tx.pure.u64(now)],
        }),
      );
      return bcs.bool().parse(ok);
    };
    expect(await check(10n * SUI)).toBe(false);
    expectAbort(await executeOnChain(a, unstakeTx(10n * SUI)), a, 'liquidity', 7);
    await advanceClock(7 * DAY_MS);
    expect(await check(10n * SUI)).toBe(true);
    expect(await check(41n * SUI)).toBe(false);
    expectAbort(await executeOnChain(a, unstakeTx(41n * SUI)), a, 'liquidity', 6);

    const t = await execute(a, unstakeTx(10n * SUI));
    expectSuccess(t);
    const [reward] = eventsOf(t, 'liquidity', 'ClaimReward', ClaimReward);
    expect(BigInt(reward.reward_value)).toBeGreaterThanOrEqual(2_800_000_000n); // 7 days of 1 % on 40 SUI
    expect(eventsOf(t, 'liquidity', 'UnStake', UnStake)).toEqual([{ user: a.toSuiAddress(), stake_value: String(10n * SUI), fee: String(200_000_000n) }]);
    expect(suiChange(t, a.toSuiAddress())).toBe(9_800_000_000n - gasPaid(t));
    expect(await balance(a.toSuiAddress(), SUIL_TYPE)).toBe(BigInt(reward.reward_value));
  });

  it('the hashrate rule: accrual stops at the hashrate; a claim past it pays what it allowed; a new stake restarts it; unstake after it', async () => {
    const a = await boundUser();
    const owner = a.toSuiAddress();
    expectSuccess(await execute(a, stakeTx(20n * SUI)));
    const position = async () => {
      const [, [principal, hashrate, , pending]] = await views(owner, (tx) => {
        const [now] = tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object.clock()] });
        tx.moveCall({ target: `${PKG}::liquidity::position`, arguments: [tx.object(ENV.FINANCE_POOL), tx.pure.address(owner), now] });
      });
      return [principal, hashrate, pending].map((b) => BigInt(bcs.u64().parse(b)));
    };
    // 20 SUI at 1 % a day runs out after 100 days; 180 days on, 20 SUIL are pending, not 36.
    await advanceClock(180 * DAY_MS);
    expect(await position()).toEqual([20n * SUI, 0n, 20n * SUI]);
    const [quote] = eventsOf(await preview(owner, claimTx(0, 0n)), 'liquidity', 'Claimed', Claimed);
    expect(BigInt(quote.reward_value)).toBe(20n * SUI);
    const t = await execute(a, claimTx(0, 0n));
    expectSuccess(t);
    expect(eventsOf(t, 'liquidity', 'Claimed', Claimed)[0]).toMatchObject({ reward_value: String(20n * SUI), reward_value_fee: String(600_000_000n) });
    // Nothing accrues after it: the position has ended.
    await advanceClock(30 * DAY_MS);
    expect(await position()).toEqual([20n * SUI, 0n, 0n]);
    expectAbort(await executeOnChain(a, claimTx(0, 0n)), a, 'liquidity', 8);
    // A second stake brings hashrate (the amount) and accrual back, on the whole principal.
    expectSuccess(await execute(a, stakeTx(20n * SUI)));
    await advanceClock(DAY_MS);
    const [principal, left, pending] = await position();
    expect(principal).toBe(40n * SUI);
    expect(pending).toBeGreaterThanOrEqual(400_000_000n);
    expect(left + pending).toBe(20n * SUI);
    // Exhausted again, then unstaked past the lock: pending paid, no hashrate left to take.
    await advanceClock(60 * DAY_MS);
    const u = await execute(a, unstakeTx(10n * SUI));
    expectSuccess(u);
    expect(eventsOf(u, 'liquidity', 'ClaimReward', ClaimReward)).toEqual([{ user: owner, reward_value: String(20n * SUI) }]);
    expect(await position()).toEqual([30n * SUI, 0n, 0n]);
  });

  it('set_lock_ms is root only (14)', async () => {
    const a = await fundedUser();
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::liquidity::set_lock_ms`, arguments: [tx.object(ENV.FINANCE_OBJECT), tx.object(ENV.UNSTAKE_CONFIG), tx.pure.u64(0n)] });
    expectAbort(await executeOnChain(a, tx), a, 'liquidity', 14);
  });
});
