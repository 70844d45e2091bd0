// The runner's success feedback, decided from the digest and the build's explorer URL, for each
// network as its committed .env file configures it: the digest always, a link to the explorer
// only where the network has one (Suiscan on mainnet and testnet; none on localnet).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { successFeedback } from './use-transaction-action';

const DIGEST = '8xZ2abCDEFGHijklmnopQRSTuvwxyz0123459Kq1';

/** The explorer URL a mode's committed .env file sets (the mainnet ids are the operator's, so not parseEnv). */
function explorerOf(mode: 'mainnet' | 'test' | 'localnet'): string | undefined {
  const file = fs.readFileSync(path.resolve(`.env.${mode}`), 'utf8');
  const value = /^VITE_EXPLORER_URL=(.*)$/m.exec(file)?.[1].trim();
  return value || undefined;
}

describe('successFeedback', () => {
  it.each([
    ['mainnet', 'https://suiscan.xyz/mainnet'],
    ['test', 'https://suiscan.xyz/testnet'],
  ] as const)('links the transaction on the %s explorer', (mode, explorer) => {
    expect(successFeedback('Staked', DIGEST, explorerOf(mode))).toEqual({
      message: 'Staked',
      digest: DIGEST,
      explorerHref: `${explorer}/tx/${DIGEST}`,
    });
  });

  it('gives the digest with no link on localnet, which has no explorer', () => {
    expect(explorerOf('localnet')).toBeUndefined();
    for (const explorerUrl of [explorerOf('localnet'), '', undefined]) {
      expect(successFeedback('Staked', DIGEST, explorerUrl)).toEqual({ message: 'Staked', digest: DIGEST });
    }
  });
});
