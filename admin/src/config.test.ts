import { describe, expect, it } from 'vitest';
import { parseConsoleEnv } from './config.ts';

describe('parseConsoleEnv', () => {
  it('takes the network and the first http(s) node', () => {
    expect(parseConsoleEnv({ VITE_NETWORK: 'mainnet', VITE_NODES: ' https://a.example:443 , https://b.example' })).toEqual({ network: 'mainnet', node: 'https://a.example:443' });
  });

  it('refuses an unknown network or no node', () => {
    expect(() => parseConsoleEnv({ VITE_NETWORK: 'devnet', VITE_NODES: 'https://a.example' })).toThrow(/VITE_NETWORK/);
    expect(() => parseConsoleEnv({ VITE_NETWORK: 'localnet', VITE_NODES: '' })).toThrow(/VITE_NODES/);
  });
});
