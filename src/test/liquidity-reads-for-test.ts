// Test-only: answers the liquidity screens' chain reads on the offline test client (the pool and
// lock objects, the batched liquidity views, the SUI balance) with values a test chooses.
import { bcs } from '@mysten/sui/bcs';
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import { vi } from 'vitest';
import { StakePoolObject, UnstakeConfigObject } from '../chain/events';

export const SUI = 1_000_000_000n;
export const DAY_MS = 86_400_000n;

export interface TestLiquidity {
  minStake?: bigint;
  balance?: bigint;
  nowMs?: bigint;
  /** The position view's answer; hashrate (net of pending) defaults to the principal. */
  position?: { principal: bigint; hashrate?: bigint; startMs: bigint; pending: bigint };
  unstakeable?: boolean;
}

export function answerLiquidityReads(client: SuiGrpcClient, chain: TestLiquidity = {}) {
  const id = '0x' + '0'.repeat(64);
  const pool = StakePoolObject.serialize({
    id,
    claim_hr_rate: 300n,
    unstake_hr_rate: 200n,
    release_rate: 100n,
    min_stake: chain.minStake ?? 20n * SUI,
    total_staked: 1000n * SUI,
    sui_balance: 1000n * SUI,
    positions: { id, size: 1n },
  }).toBytes();
  const config = UnstakeConfigObject.serialize({ id, lock_ms: 7n * DAY_MS }).toBytes();
  vi.spyOn(client.core, 'getObjects').mockResolvedValue({ objects: [{ content: pool }, { content: config }] } as never);
  const u64 = (v: bigint) => ({ bcs: bcs.u64().serialize(v).toBytes() });
  const p = chain.position ?? { principal: 0n, startMs: 0n, pending: 0n };
  vi.spyOn(client.core, 'simulateTransaction').mockResolvedValue({
    $kind: 'Transaction',
    commandResults: [
      { returnValues: [u64(chain.nowMs ?? 0n)] },
      { returnValues: [u64(p.principal), u64(p.hashrate ?? p.principal), u64(p.startMs), u64(p.pending)] },
      { returnValues: [{ bcs: bcs.bool().serialize(chain.unstakeable ?? false).toBytes() }] },
    ],
  } as never);
  vi.spyOn(client.core, 'listBalances').mockResolvedValue({
    balances: [{ coinType: '0x2::sui::SUI', balance: String(chain.balance ?? 0n), coinBalance: String(chain.balance ?? 0n), addressBalance: '0' }],
    hasNextPage: false,
    cursor: null,
  } as never);
}
