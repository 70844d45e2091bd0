// Shared setup for the finance unit tests: a TestChain after genesis, with helpers that act as
// a user would (coins come from the harness's own mint, standing in for the faucet).
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { DEV_OPERATOR_PUBLIC_KEY_HEX, DEV_ROOT_ADDRESS } from './dev-keys.ts';
import { FINANCE_OBJECT, FINANCE_POOL, LIQUIDITY_SWAP, PACKAGE_ID, SUI_TYPE, UNSTAKE_CONFIG } from './ids.ts';
import { financePackages } from './index.ts';
import { CLOCK_ID, type CallResult, TestChain } from './test-chain.ts';

export const SUI = 1_000_000_000n;
export const USDC = 1_000_000n;
export const ROOT = DEV_ROOT_ADDRESS;

export function user(n: number): string {
  return normalizeSuiAddress(`0xa${n.toString(16).padStart(3, '0')}`);
}

export function target(module: string, fn: string): string {
  return `${PACKAGE_ID}::${module}::${fn}`;
}

export function newChain(): TestChain {
  const chain = new TestChain(financePackages(), { operatorPublicKey: DEV_OPERATOR_PUBLIC_KEY_HEX });
  chain.genesis();
  return chain;
}

export function bind(chain: TestChain, who: string, inviter: string = ROOT): CallResult {
  return chain.call(who, target('finance', 'bind_inviter'), [{ object: FINANCE_OBJECT }, { pure: inviter }]);
}

export function stake(chain: TestChain, who: string, amount: bigint): CallResult {
  const coin = chain.mintCoin(SUI_TYPE, amount, who);
  return chain.call(who, target('liquidity', 'stake'), [
    { object: FINANCE_OBJECT },
    { object: FINANCE_POOL },
    { object: coin },
    { object: CLOCK_ID },
  ]);
}

export function claim(chain: TestChain, who: string, mode: number, amount: bigint, readOnly = false): CallResult {
  return chain.call(
    who,
    target('liquidity', 'claim'),
    [{ object: FINANCE_POOL }, { object: LIQUIDITY_SWAP }, { pure: mode }, { pure: amount }, { object: CLOCK_ID }],
    [],
    { readOnly },
  );
}

export function unstake(chain: TestChain, who: string, amount: bigint, readOnly = false): CallResult {
  return chain.call(
    who,
    target('liquidity', 'unstake'),
    [{ object: FINANCE_POOL }, { object: UNSTAKE_CONFIG }, { object: LIQUIDITY_SWAP }, { pure: amount }, { object: CLOCK_ID }],
    [],
    { readOnly },
  );
}

export function unstakeable(chain: TestChain, who: string, amount: bigint, nowMs: bigint): boolean {
  const r = chain.call(
    who,
    target('liquidity', 'unstakeable'),
    [{ object: FINANCE_POOL }, { object: UNSTAKE_CONFIG }, { pure: amount }, { pure: nowMs }],
    [],
    { readOnly: true },
  );
  return r.returns[0] as boolean;
}
