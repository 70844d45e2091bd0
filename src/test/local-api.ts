// Test harness for the app's /api layer: a real HTTP server on this machine (no mocked
// transport), optionally made the page's own origin, since the app calls /api on its origin.
import nodeConsole from 'node:console';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, onTestFinished, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { isAbortedFetchReport } from './page-console';

export interface LocalApiRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, null when the request had none. */
  body: Record<string, string> | null;
}

export interface LocalApi {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

export function replyJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<Record<string, string> | null> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, string>) : null));
  });
}

export async function startLocalApi(
  // What a handler returns is ignored; it answers through `res`.
  handle: (request: LocalApiRequest, res: http.ServerResponse) => unknown,
): Promise<LocalApi> {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    await handle({ method: req.method!, url: req.url!, headers: req.headers, body }, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Points the happy-dom page at `url` (so the app's relative /api goes there); returns the undo. */
export function setPageUrl(url: string): () => void {
  const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
  const previous = window.location.href;
  happyDOM.setURL(url);
  return () => happyDOM.setURL(previous);
}

/** Awaits a call that must fail, and returns its ApiError. */
export async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * happy-dom reports an answer that is not ok, and a refused connection, as a browser does, on
 * the console it was given (Node's, not the test's). A test that provokes one takes this spy,
 * asserts the lines on it and so keeps them off the output; it is restored when the test ends.
 * happy-dom's report of an aborted fetch, which no browser prints and which comes whenever
 * Node gets to it, is left out (page-console.ts).
 */
export function spyOnPageConsole() {
  const consoleError = vi.fn<(...args: unknown[]) => void>();
  const original = nodeConsole.error;
  nodeConsole.error = (...args: unknown[]) => {
    if (!isAbortedFetchReport(args)) consoleError(...args);
  };
  onTestFinished(() => {
    nodeConsole.error = original;
  });
  return consoleError;
}
