// Tests of the server as a process (restarts, signals, logs, metrics): `server/main.ts` run the
// way `npm run server` runs it, on a port the system picks, stopped after the test.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  /** The server's process, or with `parentThatDoesNotReap` that parent. */
  readonly child: ChildProcess;
  /** The server's pid. */
  readonly pid: number;
  /** http://host:port of the public API. */
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

export interface StartOptions {
  /**
   * Run the server under a parent that never reaps it (a shell that execs `sleep`): once it dies,
   * its pid stays taken by a zombie, as under a busy supervisor or a container's first process
   * that is no init.
   */
  parentThatDoesNotReap?: boolean;
  startTimeoutMs?: number;
}

// As `npm run server` runs it: Node strips the types itself (no tsx).
const COMMAND = [process.execPath, MAIN];

/** Starts `server/main.ts` with the environment given (on top of a quiet test default) and waits until it listens. */
export function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const [command, ...args] = options.parentThatDoesNotReap
    ? ['sh', '-c', '"$@" & echo "server pid $!"; exec sleep 600', 'sh', ...COMMAND]
    : COMMAND;
  // The test's database is what `env` names: not a DATABASE_URL the suite runs with
  // (scripts/server-tests-pg.sh), which would turn a PGlite test into a PostgreSQL one.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATABASE_SCHEMA;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', INDEXER: 'off', SUI_NODE_URL: 'http://127.0.0.1:9', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // Started in a test: stopped after it. Started in a hook: the caller stops it (afterAll).
  try {
    onTestFinished(stop);
  } catch {
    process.once('exit', stop);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      const pid = options.parentThatDoesNotReap ? Number(/server pid (\d+)/.exec(output)?.[1]) : child.pid!;
      if (listening && pid) {
        clearTimeout(timer);
        resolve({ child, pid, url: listening[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? child.signalCode}) before it listened:\n${output}`));
    });
  });
}
