// `npm run localnet [-- --port 9000 --data .localnet-data --no-env]`: a local Sui node for the
// app, its tests and the demo. Ready when it prints the URL it serves.
import { resolve } from 'node:path';
import { startLocalnet } from './node.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const port = Number(arg('port') ?? process.env.LOCALNET_PORT ?? 9000);
const host = arg('host') ?? process.env.LOCALNET_HOST ?? '127.0.0.1';
const dataDir = arg('data') ?? process.env.LOCALNET_DATA;
const envFile = process.argv.includes('--no-env') ? undefined : resolve(arg('write-env') ?? '.env.localnet');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port ${port}`);
  process.exit(2);
}

let node;
try {
  node = await startLocalnet({ port, host, dataDir: dataDir ? resolve(dataDir) : undefined, envFile, verbose: process.argv.includes('--verbose') });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE') console.error(`localnet: ${host}:${port} is already in use (another localnet?). Pick another port with --port.`);
  else console.error(`localnet: ${err.message ?? err}`);
  process.exit(1);
}
console.log(`localnet listening on ${node.url}`);

const stop = () => {
  node.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
