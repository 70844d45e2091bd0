// A page served from another origin calls the node from a real browser (Debian's Chromium):
// the preflight passes, a gRPC-web call answers, an error's grpc-status is readable (exposed
// header), and the faucet takes JSON. Skipped only where Chromium is not installed.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GrpcTypes } from '@mysten/sui/grpc';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Localnet, startLocalnet } from './node.ts';

const CHROMIUM = '/usr/bin/chromium';
let net: Localnet;
let page: Server;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  page = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>other origin</title>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', () => resolve()));
});

afterAll(async () => {
  page?.close();
  await net?.close();
});

it.skipIf(!existsSync(CHROMIUM))('serves a page on another origin (CORS) over gRPC-web and the faucet', async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`);
    const result = await tab.evaluate(async (url) => {
      const headers = { 'content-type': 'application/grpc-web-text', 'x-grpc-web': '1', 'x-sui-client-protocol-version': '1', accept: 'application/grpc-web-text' };
      // An empty GetServiceInfoRequest in one data frame, base64 for grpc-web-text.
      const ok = await fetch(`${url}/sui.rpc.v2.LedgerService/GetServiceInfo`, { method: 'POST', headers, body: 'AAAAAAA=' });
      const body = await ok.text();
      const missing = await fetch(`${url}/sui.rpc.v2.LedgerService/GetObject`, { method: 'POST', headers, body: 'AAAAAAA=' });
      const faucet = await fetch(`${url}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: `0x${'1'.repeat(64)}` }) });
      return { status: ok.status, type: ok.headers.get('content-type'), body, errorStatus: missing.headers.get('grpc-status'), faucet: ((await faucet.json()) as { status: string }).status };
    }, net.url);
    expect(result.status).toBe(200);
    expect(result.type).toBe('application/grpc-web-text+proto');
    const bytes = Buffer.from(result.body, 'base64');
    const len = bytes.readUInt32BE(1);
    expect(GrpcTypes.GetServiceInfoResponse.fromBinary(bytes.subarray(5, 5 + len)).chain).toBe('localnet');
    // GetObject without an id: INVALID_ARGUMENT (3), readable by the page.
    expect(result.errorStatus).toBe('3');
    expect(result.faucet).toBe('Success');
  } finally {
    await browser.close();
  }
});
