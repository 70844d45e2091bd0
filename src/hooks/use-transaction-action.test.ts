// The runner's success feedback, decided from the digest and the build's explorer URL: the
// digest always, a link to the explorer only when there is one (mainnet; empty on localnet).
import { describe, expect, it } from 'vitest';
import { successFeedback } from './use-transaction-action';

const DIGEST = '8xZ2abCDEFGHijklmnopQRSTuvwxyz0123459Kq1';

describe('successFeedback', () => {
  it('offers the transaction on the explorer when the build has an explorer URL', () => {
    const feedback = successFeedback('Staked', DIGEST, 'https://suiscan.xyz/mainnet/', 'View in explorer');
    expect(feedback).toEqual({
      message: 'Staked\n8xZ2ab...9Kq1',
      link: { label: 'View in explorer', href: `https://suiscan.xyz/mainnet/tx/${DIGEST}` },
    });
  });

  it('shows the short digest only, with no link, when there is no explorer (localnet)', () => {
    for (const explorerUrl of ['', undefined]) {
      const feedback = successFeedback('Staked', DIGEST, explorerUrl, 'View in explorer');
      expect(feedback).toEqual({ message: 'Staked\n8xZ2ab...9Kq1' });
      expect(feedback.link).toBeUndefined();
    }
  });
});
