// The build's boot-path rules (vite/boot-path.ts): the wallet stack's chunks are found through
// their imports (the boot script preloads them), and a boot-path chunk that carries a wallet
// stack module fails the build.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkBootPath, walletStackChunks } from '../vite/boot-path.ts';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, moduleIds, imports, facadeModuleId } as unknown as Rollup.OutputChunk;
}

const bundle = (chunks: Rollup.OutputChunk[]): Rollup.OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

const app = chunk('assets/index-a.js', ['/repo/src/main.tsx', '/repo/node_modules/@mysten/bcs/dist/utils.mjs'], ['assets/react-dom-b.js']);
const reactDom = chunk('assets/react-dom-b.js', ['/repo/node_modules/react-dom/index.js']);
const grpc = chunk('assets/grpc-c.js', ['/repo/node_modules/@mysten/sui/dist/grpc/core.mjs', '/repo/node_modules/@protobuf-ts/runtime/index.js']);
const dappKit = chunk('assets/dapp-kit-d.js', ['/repo/src/wallet/dapp-kit.ts'], ['assets/grpc-c.js', 'assets/react-dom-b.js'], '/repo/src/wallet/dapp-kit.ts');
const session = chunk('assets/wallet-session-f.js', ['/repo/src/wallet/wallet-session.tsx'], ['assets/auth-g.js'], '/repo/src/wallet/wallet-session.tsx');
const auth = chunk('assets/auth-g.js', ['/repo/src/auth/auth.ts']);
const guard = chunk(
  'assets/use-not-bound-guard-h.js',
  ['/repo/src/features/not-bound/hooks/use-not-bound-guard.ts'],
  ['assets/auth-g.js'],
  '/repo/src/features/not-bound/hooks/use-not-bound-guard.ts',
);
const stack = [dappKit, session, auth, guard];

describe('boot path', () => {
  it('lists every chunk the wallet stack and the guards mounted with it import, directly or not', () => {
    expect(walletStackChunks(bundle([app, reactDom, grpc, ...stack])).sort()).toEqual(
      [
        '/chain/assets/auth-g.js',
        '/chain/assets/dapp-kit-d.js',
        '/chain/assets/grpc-c.js',
        '/chain/assets/react-dom-b.js',
        '/chain/assets/use-not-bound-guard-h.js',
        '/chain/assets/wallet-session-f.js',
      ].sort(),
    );
  });

  it('fails the build when one of those entry chunks is missing (a renamed module)', () => {
    expect(() => walletStackChunks(bundle([app, reactDom, grpc, dappKit, session, auth]))).toThrow(/three entry chunks, found 2/);
  });

  it('accepts a boot path with the small helpers it shares with the SDK', () => {
    expect(() => checkBootPath(bundle([app, reactDom]), ['/chain/assets/index-a.js', '/chain/assets/react-dom-b.js'])).not.toThrow();
  });

  it('fails the build when a boot-path chunk carries a wallet stack module', () => {
    expect(() => checkBootPath(bundle([app, grpc]), ['/chain/assets/index-a.js', '/chain/assets/grpc-c.js'])).toThrow(/grpc-c\.js carries .*@mysten\/sui\/dist\/grpc\/core\.mjs/);
  });
});
