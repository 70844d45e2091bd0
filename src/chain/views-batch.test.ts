// readViews shares one simulated transaction among the calls of one task (issue 24: fewer node
// requests per screen), keeps each call's viewResult references pointing at its own views, and
// falls back to one transaction per call when the shared one fails.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { bcs } from '@mysten/sui/bcs';
import type { Transaction } from '@mysten/sui/transactions';
import { describe, expect, it } from 'vitest';
import { clockNowView, positionView, readViews, viewResult, type ChainView } from './views';

const SENDER = '0x' + 'a'.repeat(64);

interface Command {
  target: string;
  nested: [number, number] | null;
}

/** A node that answers each command with its own index, or aborts on a `::fail` target. */
function fakeNode() {
  const transactions: Command[][] = [];
  const client = {
    core: {
      async simulateTransaction({ transaction }: { transaction: Transaction }) {
        const commands: Command[] = transaction.getData().commands.map((command) => {
          const call = command.MoveCall!;
          const argument = call.arguments.find((a) => a.$kind === 'NestedResult');
          return { target: `${call.module}::${call.function}`, nested: argument?.$kind === 'NestedResult' ? argument.NestedResult : null };
        });
        transactions.push(commands);
        if (commands.some((c) => c.target.endsWith('::fail'))) {
          return { $kind: 'FailedTransaction', FailedTransaction: { status: { success: false, error: { message: 'aborted', $kind: 'Unknown' } } } };
        }
        return {
          $kind: 'Transaction',
          commandResults: commands.map((c, i) => ({ returnValues: [{ bcs: bcs.u64().serialize(c.nested ? c.nested[0] * 100 + i : i).toBytes() }] })),
        };
      },
    },
  };
  return { client: client as unknown as ClientWithCoreApi, transactions };
}

/** A view calling `views::<fn>` that returns the u64 the node answers. */
function view(fn: string): ChainView<bigint> {
  return {
    add: (tx) => void tx.moveCall({ target: `0x2::views::${fn}` }),
    decode: (values) => BigInt(bcs.u64().parse(values[0])),
  };
}

describe('readViews batching', () => {
  it('puts the calls of one task into one simulation, each getting its own results', async () => {
    const { client, transactions } = fakeNode();
    const [a, b] = await Promise.all([
      readViews(client, SENDER, [view('one'), view('two')]),
      readViews(client, SENDER, [view('three')]),
    ]);
    expect(transactions).toHaveLength(1);
    expect(transactions[0].map((c) => c.target)).toEqual(['views::one', 'views::two', 'views::three']);
    expect(a).toEqual([0n, 1n]);
    expect(b).toEqual([2n]);
  });

  it('keeps separate simulations for separate senders and separate tasks', async () => {
    const { client, transactions } = fakeNode();
    await Promise.all([readViews(client, SENDER, [view('one')]), readViews(client, null, [view('two')])]);
    expect(transactions).toHaveLength(2);
    await readViews(client, SENDER, [view('three')]);
    expect(transactions).toHaveLength(3);
  });

  it('when the shared simulation fails, runs each call alone: one error, the other answer', async () => {
    const { client, transactions } = fakeNode();
    const [good, bad] = await Promise.allSettled([
      readViews(client, SENDER, [view('one')]),
      readViews(client, SENDER, [view('fail')]),
    ]);
    expect(transactions.map((t) => t.map((c) => c.target))).toEqual([['views::one', 'views::fail'], ['views::one'], ['views::fail']]);
    expect(good).toEqual({ status: 'fulfilled', value: [0n] });
    expect(bad.status).toBe('rejected');
  });
});

describe('viewResult in a shared simulation', () => {
  it("points at the call's own views, after the views of the calls before it", async () => {
    const { client, transactions } = fakeNode();
    const first = readViews(client, SENDER, [view('alone')]);
    const second = readViews(client, SENDER, [clockNowView(), positionView(SENDER, viewResult(0))]).catch(() => null);
    await Promise.all([first, second]);
    // The position view of the second call reads the clock view of that call: command 1, not 0.
    const shared = transactions[0];
    expect(shared.map((c) => c.target)).toEqual(['views::alone', 'clock::timestamp_ms', 'liquidity::position']);
    expect(shared[2].nested).toEqual([1, 0]);
  });
});
