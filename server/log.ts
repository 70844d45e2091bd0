// The server's log: pino JSON lines on stdout, one object a line. A request's id (its
// `X-Request-Id` when well-formed, else a new UUID; echoed in the answer) is on every line
// written while that request runs, whichever module writes it: the request runs inside an
// AsyncLocalStorage scope the logger reads. Secrets never reach a line: fields that hold them
// are redacted by name, and text is scrubbed of database URL passwords and bearer tokens.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Context, Hono } from 'hono';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Field names whose values are secrets, redacted at any depth down to REDACT_DEPTH. */
const SECRET_FIELDS = new Set(['authorization', 'cookie', 'signature', 'secretKey', 'operatorSecretKeyHex', 'secretKeyHex', 'jwtSecret', 'password', 'token', 'access_token', 'databaseUrl', 'DATABASE_URL']);
const REDACT_DEPTH = 4;
const CENSOR = '[redacted]';

/**
 * `value` with every field named in SECRET_FIELDS replaced by `[redacted]`, down to
 * REDACT_DEPTH levels of plain objects and arrays. Copies only the objects on the way to a
 * secret (the caller's objects are never changed) and returns `value` itself when it holds
 * none: a walk over a line's few fields, where pino's wildcard redaction paths cost a tenth
 * of a login's CPU time.
 */
export function redactSecrets<T>(value: T, depth = REDACT_DEPTH): T {
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const redacted = redactSecrets(item, depth - 1);
      if (redacted !== item) (copy ??= value.slice())[i] = redacted;
    }
    return (copy ?? value) as T;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value; // Errors go through serializeError; Dates, Buffers hold no fields
  let copy: Record<string, unknown> | null = null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = (value as Record<string, unknown>)[key];
    const redacted = SECRET_FIELDS.has(key) ? (field === undefined ? field : CENSOR) : redactSecrets(field, depth - 1);
    if (redacted !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = redacted;
  }
  return (copy ?? value) as T;
}

/** Removes secrets that travel inside text: a password in a database URL, a bearer token. */
export function scrubSecrets(text: string): string {
  return text.replace(/\b(postgres(?:ql)?:\/\/)[^@\s/]*@/gi, '$1[redacted]@').replace(/\bBearer\s+[\w.~+/=-]+/g, 'Bearer [redacted]');
}

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.VITEST ? 'warn' : 'info';
}

/**
 * `fields` go on every line (the instance's name), mixed in at each line, so that a line's own
 * field of the same name replaces them rather than being written twice.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream; fields?: Record<string, string> } = {}): Logger {
  const fields = options.fields ?? {};
  const settings: LoggerOptions = {
    level: options.level ?? defaultLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (object) => redactSecrets(object), bindings: (bindings) => redactSecrets(bindings) },
    mixin: () => {
      const scope = requestScope.getStore();
      // A new object each line: pino merges the line's fields into it.
      return scope ? { ...fields, reqId: scope.reqId } : { ...fields };
    },
    serializers: { err: (error: unknown) => serializeError(error) },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  // stdout, written asynchronously: a line goes out at once when stdout is idle, and the lines
  // of a busy moment go out together in one write (a synchronous write a line was a tenth of a
  // login's CPU time). pino's exit hook flushes what is left when the process exits, also
  // after an uncaught exception; only a SIGKILL can lose the last lines.
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: false }));
}

function serializeError(error: unknown): unknown {
  const plain = pino.stdSerializers.err(error as Error);
  if (!plain || typeof plain !== 'object') return plain;
  return redactSecrets({ ...plain, message: scrubSecrets(String(plain.message ?? '')), stack: plain.stack ? scrubSecrets(plain.stack) : undefined });
}

/** The process's logger (LOG_LEVEL, default info; warn under the test runner). */
export let log: Logger = createLogger();

/** Replaces the process's logger (tests read the lines of one they made). */
export function setLogger(logger: Logger): void {
  log = logger;
}

/** An error as a log field: `{ err }` gives its message and stack, scrubbed. */
export function errorField(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? error : new Error(String(error)) };
}

/** Probes are polled every few seconds by every balancer: their lines are debug. */
const PROBE_PATHS = new Set(['/livez', '/readyz']);

/** 5xx is the server's fault (error); a refused request (an ApiError's 4xx) is the client's (warn). */
function requestLevel(c: Context): 'debug' | 'info' | 'warn' | 'error' {
  if (c.res.status >= 500) return 'error';
  if (PROBE_PATHS.has(c.req.path)) return 'debug';
  return c.res.status >= 400 ? 'warn' : 'info';
}

/** X-Request-Id as accepted from a client or a balancer: 1-128 word characters, `-` or `=`. */
const REQUEST_ID = /^[\w\-=]{1,128}$/;

/**
 * A request id for every request (accepted from `X-Request-Id` when it is 1-128 word
 * characters, `-` or `=`; else a new UUID), in the answer's `X-Request-Id` and on every log
 * line the request writes, and one line per request with method, route, status and time (the
 * message is the error's when the request failed). One middleware, one logger call: no child
 * logger per request.
 */
export function mountRequestLogging(app: Hono): void {
  app.use('*', (c, next) => {
    const start = performance.now();
    const given = c.req.header('X-Request-Id');
    const reqId = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
    c.header('X-Request-Id', reqId);
    return requestScope.run({ reqId }, async () => {
      await next();
      const level = requestLevel(c);
      if (!log.isLevelEnabled(level)) return;
      const fields = { req: { method: c.req.method, path: c.req.path }, res: { status: c.res.status, route: c.req.routePath }, responseTime: Math.round(performance.now() - start) };
      log[level](fields, c.error ? scrubSecrets(c.error.message) : 'Request completed');
    });
  });
}
