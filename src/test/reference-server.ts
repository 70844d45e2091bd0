// Test-only: the reference /api server (server/main.ts) as a child process on a free port, with
// an in-memory database and no indexer, for tests of the app against the real server. The page
// is pointed at it (the app calls /api on its own origin) until `stop`.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setPageUrl } from './local-api';

export interface ReferenceServer {
  /** `http://127.0.0.1:<port>`, the page's origin while it runs. */
  origin: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server with `env` added to the defaults (e.g. SUI_NODE_URL for a localnet of the test's own). */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  // Vitest runs from the repository root (import.meta.url is a served URL under happy-dom).
  const root = `${process.cwd()}/`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(`${root}node_modules/.bin/tsx`, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SERVER_DB: 'memory', INDEXER: 'off', PUBLIC_ORIGINS: origin, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-3000)}`)));
  });
  const restorePage = setPageUrl(`${origin}/chain/`);
  return {
    origin,
    stop() {
      restorePage();
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
