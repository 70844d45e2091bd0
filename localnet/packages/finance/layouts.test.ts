// Every struct's BCS layout must encode its declared fields in declaration order with the
// declared types: that is what GetPackage tells the SDK and what the app decodes events with.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_PUBLIC_KEY_HEX } from './dev-keys.ts';
import { financePackages } from './index.ts';
import { TestChain } from './test-chain.ts';

function sample(type: string, i: number): unknown {
  if (type === 'u8') return i + 1;
  if (/^u(64|128)$/.test(type)) return BigInt(1000 + i);
  if (type === 'bool') return i % 2 === 0;
  if (type === 'address' || /::object::(UID|ID)$/.test(type)) return normalizeSuiAddress(`0x${(i + 1).toString(16)}`);
  if (type === 'vector<u8>') return Uint8Array.from([i, i + 1, i + 2]);
  if (type === '0x1::ascii::String') return `s${i}`;
  if (type.startsWith('0x2::table::Table<')) return { id: normalizeSuiAddress(`0x${(i + 50).toString(16)}`), size: BigInt(i) };
  throw new Error(`no sample for ${type}`);
}

describe('struct layouts', () => {
  const chain = new TestChain(financePackages(), { operatorPublicKey: DEV_OPERATOR_PUBLIC_KEY_HEX });
  const structs = financePackages().flatMap((p) =>
    Object.entries(p.modules).flatMap(([module, m]) => Object.entries(m.structs).map(([name, def]) => ({ name: `${module}::${name}`, def }))),
  );

  it.each(structs.map((s) => [s.name, s.def] as const))('%s encodes its fields in declared order', (_name, def) => {
    const value = Object.fromEntries(def.fields.map((f, i) => [f.name, sample(f.type, i)]));
    const expected = def.fields.flatMap((f) => [...chain.layout(f.type).serialize(value[f.name]).toBytes()]);
    expect([...def.bcs([]).serialize(value).toBytes()]).toEqual(expected);
  });

  it('covers the events the app reads', () => {
    const names = structs.map((s) => s.name);
    for (const e of ['finance::Bound', 'liquidity::Staked', 'liquidity::ClaimReward', 'liquidity::UnStake', 'liquidity::Claimed', 'swap::Swapped', 'swap::Withdrawn', 'topup::ToppedUp']) {
      expect(names).toContain(e);
    }
  });
});
