// The log: JSON lines, a request id on every line a request writes (from X-Request-Id when
// well-formed, echoed back), and no secret on any line.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, log, scrubSecrets, setLogger } from './log.ts';
import { startServerProcess } from './test/server-process.ts';
import { type TestServer, createTestServer } from './test/server.ts';

vi.setConfig({ testTimeout: 60_000 });

interface Line {
  level: string;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

const written: string[] = [];
const lines = () => written.map((text) => JSON.parse(text) as Line);
const previous = log;

describe('request logging', () => {
  let server: TestServer;
  beforeAll(async () => {
    setLogger(createLogger({ level: 'debug', destination: { write: (text: string) => void written.push(text) } }));
    // The chain clock on a node that is not there: every request logs a warning from deep
    // inside (server/clock.ts), which must carry the request's id too.
    server = await createTestServer({ clock: 'chain', suiNodeUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    setLogger(previous);
    await server.close();
  });

  it('takes a well-formed X-Request-Id, echoes it, and puts it on every line the request writes; no secret on any line', async () => {
    const { token, keypair } = await server.signIn();
    const signed = await keypair.signPersonalMessage(new TextEncoder().encode('a message'));
    written.length = 0;

    const res = await server.request('GET', '/api/me', { token, headers: { 'X-Request-Id': 'req-4f2a=9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-4f2a=9');
    const mine = lines().filter((l) => l.reqId === 'req-4f2a=9');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['could not read the chain clock; keeping the last offset', 'Request completed']));
    // Every line written while it ran is its own: nothing else ran.
    expect(lines().every((l) => l.reqId === 'req-4f2a=9')).toBe(true);
    const done = mine.find((l) => l.msg === 'Request completed')!;
    expect(done).toMatchObject({ level: 'info', req: { method: 'GET', path: '/api/me' }, res: { status: 200, route: '/api/me' } });

    // A login (signature in the body) and a bad token: neither the token nor a signature shows.
    await server.request('POST', '/api/auth/login', { body: { address: keypair.toSuiAddress(), message: 'x', signature: signed.signature } });
    await server.request('GET', '/api/me', { token: `${token}x` });
    const text = written.join('');
    expect(text).not.toContain(token);
    expect(text).not.toContain(signed.signature);
    // A refused request's line is a warning with the refusal's message.
    expect(lines().find((l) => (l.req as { path?: string } | undefined)?.path === '/api/auth/login')).toMatchObject({
      level: 'warn',
      msg: 'the message is not a SuiL sign-in message',
      res: { status: 401, route: '/api/auth/login' },
    });
  });

  it('a malformed X-Request-Id is replaced by a new one', async () => {
    written.length = 0;
    const res = await server.request('GET', '/api/nodes', { headers: { 'X-Request-Id': 'bad id"; DROP' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines().find((l) => l.msg === 'Request completed')?.reqId).toBe(id);
  });

  it('redacts secrets by field name and inside text', () => {
    const logger = createLogger({ level: 'info', destination: { write: (text: string) => void written.push(text) } });
    written.length = 0;
    const url = 'postgres://suil:s3cret-pw@db:5432/suil';
    logger.info({ config: { databaseUrl: url, jwtSecret: 'j'.repeat(64) }, req: { headers: { authorization: 'Bearer abc.def.ghi' } }, signature: 'AAAA' }, `could not connect to ${url}`);
    logger.error({ err: new Error(`connect failed: ${url} with Bearer abc.def.ghi`) }, 'failed');
    const text = written.join('');
    for (const secret of ['s3cret-pw', 'j'.repeat(64), 'abc.def.ghi', 'AAAA']) expect(text).not.toContain(secret);
    expect(text).toContain('postgres://[redacted]@db:5432/suil');
    expect(scrubSecrets('Authorization: Bearer eyJ.x.y')).toBe('Authorization: Bearer [redacted]');
  });

  it('redacts inside arrays and four levels down, and leaves the objects it was given as they were', () => {
    const logger = createLogger({ level: 'info', destination: { write: (text: string) => void written.push(text) } });
    written.length = 0;
    const given = { users: [{ address: '0xa', token: 'tok-1' }], a: { b: { c: { password: 'pw-4' } } } };
    logger.info(given, 'nested');
    const [line] = lines();
    expect(line).toMatchObject({ users: [{ address: '0xa', token: '[redacted]' }], a: { b: { c: { password: '[redacted]' } } } });
    expect(given).toEqual({ users: [{ address: '0xa', token: 'tok-1' }], a: { b: { c: { password: 'pw-4' } } } });
  });
});

describe('the server process', () => {
  it('writes only JSON lines to stdout, the request line with its id', async () => {
    const server = await startServerProcess({ SERVER_DB: 'memory', CLOCK: 'wall', LOG_LEVEL: 'info' });
    const res = await fetch(`${server.url}/api/nodes`, { headers: { 'X-Request-Id': 'from-the-balancer-1' } });
    expect(res.headers.get('x-request-id')).toBe('from-the-balancer-1');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const out = server
      .output()
      .split('\n')
      .filter((l) => l.trim());
    const parsed = out.map((l) => JSON.parse(l) as Line);
    expect(parsed.find((l) => l.reqId === 'from-the-balancer-1')).toMatchObject({ msg: 'Request completed', res: { status: 200, route: '/api/nodes' } });
    expect(parsed.map((l) => l.msg)).toEqual(expect.arrayContaining(['stopped']));
    // The instance's name once on every line, and no line's fields on the next.
    for (const line of out) expect(line.match(/"instance":/g)).toHaveLength(1);
    expect(parsed.find((l) => l.msg === 'stopped')).not.toHaveProperty('database');
  });
});
