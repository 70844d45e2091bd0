// A local Sui full node: the ledger, the executor and the gRPC-web server, plus the faucet and
// admin endpoints (the table in http-routes.ts). `startLocalnet` is what main.ts, the tests and
// the benchmark call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Packages } from './framework/packages.ts';
import { Ledger } from './ledger/ledger.ts';
import { GrpcRouter, readBody } from './grpc/wire.ts';
import { registerServices } from './grpc/services/index.ts';
import { nativePackages } from './packages/registry.ts';
import type { LocalnetConfig, NativePackage } from './packages/types.ts';
import { Executor } from './exec/executor.ts';
import { Faucet } from './faucet.ts';
import { httpRoutes } from './http-routes.ts';

/** Default operator key: the dev operator of localnet/packages/finance/dev-keys.ts. */
export const DEFAULT_OPERATOR_PUBKEY = '80b0d9307c1bbb27aa3f599dabd6bfc548da8466e4a64d6cdd4a98e81ebb6cf6';

export interface LocalnetOptions {
  /** 0 picks a free port. Default 9000. */
  port?: number;
  host?: string;
  /** Keep state in this directory (journal); default in memory. */
  dataDir?: string;
  config?: Partial<LocalnetConfig>;
  /** Packages to carry; default the registry's (the finance package). */
  packages?: NativePackage[];
  /** Where to write `.env.localnet` after genesis; default nowhere. */
  envFile?: string;
  /** Log requests to stderr. */
  verbose?: boolean;
}

export interface Localnet {
  url: string;
  port: number;
  ledger: Ledger;
  executor: Executor;
  faucet: Faucet;
  /** The `.env.localnet` entries genesis produced (without VITE_). */
  envEntries: Record<string, string>;
  close(): Promise<void>;
}

export function faucetKeypair(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(createHash('sha256').update('suil-localnet faucet v1').digest());
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-grpc-web, x-user-agent, grpc-timeout, x-sui-client-protocol-version, authorization, client-sdk-type, client-sdk-version, client-target-api-version, client-request-method',
  'access-control-expose-headers': 'grpc-status, grpc-message, grpc-status-details-bin, x-sui-chain, x-sui-chain-id, x-sui-checkpoint-height, x-sui-epoch, x-sui-timestamp-ms',
  'access-control-max-age': '86400',
};

export async function startLocalnet(options: LocalnetOptions = {}): Promise<Localnet> {
  const config: LocalnetConfig = {
    operatorPublicKey: options.config?.operatorPublicKey ?? process.env.LOCALNET_OPERATOR_PUBKEY ?? DEFAULT_OPERATOR_PUBKEY,
  };
  if (!/^[0-9a-fA-F]{64}$/.test(config.operatorPublicKey)) throw new Error('operator public key must be 32 bytes of hex');
  const packages = new Packages(options.packages ?? nativePackages());
  const faucetKey = faucetKeypair();
  const ledger = new Ledger(packages, config, faucetKey.toSuiAddress(), options.dataDir);
  ledger.open();
  const executor = new Executor(ledger);
  const faucet = new Faucet(ledger, executor, faucetKey);
  const router = new GrpcRouter();
  registerServices(router, ledger, executor);
  const routes = httpRoutes(ledger, faucet);

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error('localnet: request failed', e);
      if (!res.headersSent) {
        res.writeHead(500, { ...CORS_HEADERS, 'content-type': 'text/plain' });
        res.end('internal error');
      }
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    // Allow whatever headers the page's preflight asks for (wallet SDKs add their own).
    const asked = req.headers['access-control-request-headers'];
    if (asked) res.setHeader('access-control-allow-headers', asked);
    if (options.verbose) console.error(`${req.method} ${url.pathname}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const chainHeaders = () => {
      res.setHeader('x-sui-chain-id', ledger.chainId);
      res.setHeader('x-sui-chain', 'localnet');
      res.setHeader('x-sui-epoch', ledger.epoch.toString());
      res.setHeader('x-sui-checkpoint-height', ledger.latestCheckpoint.sequenceNumber.toString());
      res.setHeader('x-sui-timestamp-ms', String(ledger.latestCheckpoint.timestampMs));
    };
    if (req.method === 'POST' && router.isGrpcPath(url.pathname)) {
      chainHeaders();
      await router.handle(url.pathname, req, res);
      return;
    }
    const route = routes.get(`${req.method} ${url.pathname}`);
    if (route) {
      const reply = await route(() => readJson(req));
      return json(res, reply.status, reply.body);
    }
    json(res, 404, { error: 'not found' });
  }

  const port = options.port ?? 9000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host}:${actualPort}`;
  if (options.envFile) {
    const { writeEnvFile } = await import('./env-file.ts');
    writeEnvFile(options.envFile, url, ledger.envEntries);
  }
  return {
    url,
    port: actualPort,
    ledger,
    executor,
    faucet,
    envEntries: ledger.envEntries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = Buffer.from(await readBody(req, 1024 * 1024)).toString('utf8');
  if (!raw.trim()) return {};
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
