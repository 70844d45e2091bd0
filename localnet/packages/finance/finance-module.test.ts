import { describe, expect, it } from 'vitest';
import { FINANCE_INVITERS_TABLE, FINANCE_OBJECT, ZERO_ADDRESS } from './ids.ts';
import type { TableFields } from './move.ts';
import { abortCode, eventsNamed } from './test-chain.ts';
import { ROOT, bind, newChain, target, user } from './test-fixture.ts';

function info(chain: ReturnType<typeof newChain>, who: string) {
  return chain.call(user(99), target('finance', 'info'), [{ object: FINANCE_OBJECT }, { pure: who }], [], { readOnly: true }).returns;
}

describe('finance::info', () => {
  it('returns root and a zero inviter for an unbound user, and the inviter once bound', () => {
    const chain = newChain();
    expect(info(chain, user(1))).toEqual([ROOT, ZERO_ADDRESS]);
    bind(chain, user(1));
    expect(info(chain, user(1))).toEqual([ROOT, ROOT]);
    expect(info(chain, ROOT)).toEqual([ROOT, ZERO_ADDRESS]);
  });
});

describe('finance::bind_inviter', () => {
  it('binds the sender to root or to a bound user, emits Bound, and stores it as a table entry', () => {
    const chain = newChain();
    const r1 = bind(chain, user(1), ROOT);
    expect(eventsNamed(r1, 'Bound')).toEqual([{ user: user(1), inviter: ROOT }]);
    expect(r1.events[0].type).toMatch(/^0x0+5011::finance::Bound$/);
    const r2 = bind(chain, user(2), user(1));
    expect(eventsNamed(r2, 'Bound')).toEqual([{ user: user(2), inviter: user(1) }]);
    expect(info(chain, user(2))).toEqual([ROOT, user(1)]);
    expect(chain.dynamicFieldCount(FINANCE_INVITERS_TABLE)).toBe(2);
    expect(chain.object<{ inviters: TableFields }>(FINANCE_OBJECT).fields.inviters.size).toBe('2');
  });

  it('aborts 2 when already bound (root counts as bound)', () => {
    const chain = newChain();
    bind(chain, user(1));
    bind(chain, user(2));
    expect(abortCode(() => bind(chain, user(1), user(2)))).toEqual({ module: 'finance', code: 2 });
    expect(abortCode(() => bind(chain, ROOT, user(1)))).toEqual({ module: 'finance', code: 2 });
    expect(info(chain, user(1))).toEqual([ROOT, ROOT]);
  });

  it('aborts 3 when the inviter is neither root nor bound', () => {
    const chain = newChain();
    expect(abortCode(() => bind(chain, user(1), user(2)))).toEqual({ module: 'finance', code: 3 });
    expect(abortCode(() => bind(chain, user(1), ZERO_ADDRESS))).toEqual({ module: 'finance', code: 3 });
    expect(info(chain, user(1))).toEqual([ROOT, ZERO_ADDRESS]);
  });

  it('aborts 4 when inviting yourself', () => {
    const chain = newChain();
    expect(abortCode(() => bind(chain, user(1), user(1)))).toEqual({ module: 'finance', code: 4 });
  });
});
