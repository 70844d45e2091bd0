// `npm run localnet` as the app's engineers start it: a separate process that prints the URL it
// serves when ready and writes `.env.localnet` at genesis.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { afterAll, expect, it } from 'vitest';
import { envFileText } from './env-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'localnet-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('starts alone, prints its URL when ready, serves gRPC-web and writes .env.localnet', async () => {
  const envFile = join(dir, '.env.localnet');
  const child = spawn(process.execPath, ['--import', 'tsx', 'localnet/main.ts', '--port', '0', '--write-env', envFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
      child.once('exit', (code) => reject(new Error(`localnet exited with ${code}: ${stderr}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = /^localnet listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
        if (m) resolve(m[1]);
      });
    });
    const client = new SuiGrpcClient({ network: 'localnet', baseUrl: url });
    const { response } = await client.ledgerService.getServiceInfo({});
    expect(response.chain).toBe('localnet');

    // The committed file, with this port's URLs: byte-identical otherwise.
    const committed = readFileSync(new URL('../.env.localnet', import.meta.url), 'utf8');
    expect(readFileSync(envFile, 'utf8')).toBe(committed.replaceAll('http://127.0.0.1:9000', url));
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
});

it('writes the committed .env.localnet byte for byte on the default port', () => {
  const committed = readFileSync(new URL('../.env.localnet', import.meta.url), 'utf8');
  const entries = Object.fromEntries(
    committed
      .split('\n')
      .map((l) => /^VITE_([A-Z_]+)=(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null && !['NETWORK', 'NODES', 'FAUCET_URL', 'API_BASE', 'EXPLORER_URL'].includes(m[1]))
      .map((m) => [m[1], m[2]])
      .reverse(),
  );
  expect(envFileText('http://127.0.0.1:9000', entries)).toBe(committed);
});
