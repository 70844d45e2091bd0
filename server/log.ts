// The server's log: pino JSON lines on stdout, one object a line. A request's id (its
// `X-Request-Id` when well-formed, else a new UUID; echoed in the answer) is on every line
// written while that request runs, whichever module writes it: the request runs inside an
// AsyncLocalStorage scope the logger reads. Secrets never reach a line: fields that hold them
// are redacted by name, and text is scrubbed of database URL passwords and bearer tokens.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { pinoLogger } from 'hono-pino';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Field names whose values are secrets, at any of the depths pino's redaction is told about. */
const SECRET_FIELDS = ['authorization', 'cookie', 'signature', 'secretKey', 'operatorSecretKeyHex', 'jwtSecret', 'password', 'token', 'access_token', 'databaseUrl', 'DATABASE_URL'];
export const REDACT_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`, `*.*.*.${name}`]);

/** Removes secrets that travel inside text: a password in a database URL, a bearer token. */
export function scrubSecrets(text: string): string {
  return text.replace(/\b(postgres(?:ql)?:\/\/)[^@\s/]*@/gi, '$1[redacted]@').replace(/\bBearer\s+[\w.~+/=-]+/g, 'Bearer [redacted]');
}

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.VITEST ? 'warn' : 'info';
}

/**
 * `fields` go on every line (the instance's name). They are mixed in at each line rather than
 * bound, as hono-pino copies a logger's bindings into its child, which would write them twice.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream; fields?: Record<string, string> } = {}): Logger {
  const fields = options.fields ?? {};
  const settings: LoggerOptions = {
    level: options.level ?? defaultLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
  return { ...plain, message: scrubSecrets(String(plain.message ?? '')), stack: plain.stack ? scrubSecrets(plain.stack) : undefined };
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

/**
 * A request id for every request (accepted from `X-Request-Id` when it is 1-128 word
 * characters, `-` or `=`; else a new UUID), in the answer's `X-Request-Id` and on every log
 * line the request writes, and one line per request with method, route, status and time.
 */
export function mountRequestLogging(app: Hono): void {
  app.use('*', requestId({ headerName: 'X-Request-Id', limitLength: 128 }));
  const scope: MiddlewareHandler = (c, next) => requestScope.run({ reqId: c.get('requestId') as string }, next);
  app.use('*', scope);
  app.use(
    '*',
    pinoLogger({
      // The logger of the moment the app serves its first request (tests set theirs before).
      pino: () => log,
      http: {
        // The scope's mixin writes reqId; the middleware would write it twice.
        reqId: false,
        referRequestIdKey: 'noRequestIdHere',
        onReqBindings: (c) => ({ req: { method: c.req.method, path: c.req.path } }),
        onResBindings: (c) => ({ res: { status: c.res.status, route: c.req.routePath } }),
        onResLevel: requestLevel,
        onReqLevel: () => 'debug',
      },
    }),
  );
}
