// @vitest-environment node
// The node test's request without the SDK, against a real node (localnet in-process) and against
// answers that are not a node's OK.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalnet, type RunningLocalnet } from '../test/localnet-for-test';
import { pingNode, readGrpcWebStatus } from './node-ping';

const frame = (type: number, payload: Uint8Array) => {
  const out = new Uint8Array(5 + payload.length);
  out[0] = type;
  new DataView(out.buffer).setUint32(1, payload.length);
  out.set(payload, 5);
  return out;
};
const trailer = (text: string) => frame(0x80, new TextEncoder().encode(text));
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('readGrpcWebStatus', () => {
  it('reads the trailer frame after a message', () => {
    const body = join(frame(0, Uint8Array.of(10, 1, 65)), trailer('grpc-status:0\r\ngrpc-message:\r\n'));
    expect(readGrpcWebStatus(new Headers(), body)).toEqual({ status: 0, hasMessage: true });
  });

  it('reads a trailers-only answer from the headers', () => {
    expect(readGrpcWebStatus(new Headers({ 'grpc-status': '14' }), new Uint8Array())).toEqual({ status: 14, hasMessage: false });
  });

  it('finds no status in an answer that is not gRPC-web', () => {
    expect(readGrpcWebStatus(new Headers(), new TextEncoder().encode('<!doctype html>'))).toEqual({ status: undefined, hasMessage: false });
  });
});

describe('pingNode', () => {
  let node: RunningLocalnet;
  let other: http.Server;
  let otherUrl: string;
  beforeAll(async () => {
    node = await startLocalnet();
    // Answers 200 with a page to anything, as a web server at a mistyped node address might.
    other = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>hello</p>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await node?.close();
    await new Promise((resolve) => other?.close(resolve));
  });

  it('resolves against a node, with or without a trailing slash', async () => {
    await expect(pingNode(node.url)).resolves.toBeUndefined();
    await expect(pingNode(`${node.url}/`)).resolves.toBeUndefined();
  });

  it('rejects what is not a node answering OK', async () => {
    await expect(pingNode(otherUrl)).rejects.toThrow('gRPC status none');
    await expect(pingNode(`${node.url}/no-such-prefix`)).rejects.toThrow();
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(pingNode(node.url, controller.signal)).rejects.toThrow();
  });
});
