// The project runs on the Node it installs itself (devDependency `node`, the version in
// .nvmrc), not on whatever `node` the machine has: npm puts node_modules/.bin first on PATH for
// every script, so vitest, Playwright, tsx, localnet and the server all start on it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually, freePort } from '../server/test/server.ts';

vi.setConfig({ testTimeout: 120_000 });

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WANTED = `v${readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()}`;
const PROJECT_NODE = join(ROOT, 'node_modules/.bin/node');
/** The PATH npm gives a script: the project's bin folder first. */
const NPM_PATH = `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`;
const sameFile = (a: string, b: string) => statSync(a).ino === statSync(b).ino && statSync(a).dev === statSync(b).dev;


/** The pids of a process's descendants (Linux /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** The executables of a process tree's node processes. */
function nodeExecutables(pid: number): string[] {
  return descendants(pid)
    .map((p) => {
      try {
        return readlinkSync(`/proc/${p}/exe`);
      } catch {
        return '';
      }
    })
    .filter((exe) => /\/node$/.test(exe));
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
});

/** `npm run NAME -- ARGS` as a user types it, in a process group of its own; resolves when its output matches `ready`. */
function npmRun(name: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('npm', ['run', '--silent', name, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run ${name} exited ${code}:\n${output}`)));
  });
}

describe.skipIf(process.platform !== 'linux')('the runtime', () => {
  it(`vitest runs on the project's Node (${WANTED}, .nvmrc)`, () => {
    console.log(`vitest: node ${process.version} (${process.execPath})`);
    expect(process.version).toBe(WANTED);
    expect(sameFile(process.execPath, PROJECT_NODE)).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(pkg.devDependencies.node).toBe(`^${WANTED.slice(1)}`);
    expect(pkg.engines.node.startsWith(`>=${WANTED.slice(1)}`)).toBe(true);
  });

  it("every tool's `#!/usr/bin/env node` finds the project's Node on npm's PATH: vitest, Playwright, tsx", () => {
    for (const bin of ['vitest', 'playwright', 'tsx']) {
      const text = readFileSync(join(ROOT, 'node_modules/.bin', bin), 'utf8');
      expect(text.split('\n')[0], bin).toBe('#!/usr/bin/env node');
    }
    const found = spawnSync('sh', ['-c', 'command -v node'], { env: { ...process.env, PATH: NPM_PATH }, encoding: 'utf8' }).stdout.trim();
    expect(found).toBe(PROJECT_NODE);
    const tsx = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['-e', 'console.log(process.version)'], { env: { ...process.env, PATH: NPM_PATH }, encoding: 'utf8' });
    console.log(`tsx: node ${tsx.stdout.trim()}`);
    expect(tsx.stdout.trim()).toBe(WANTED);
    const playwright = spawnSync(join(ROOT, 'node_modules/.bin/playwright'), ['--version'], { env: { ...process.env, PATH: NPM_PATH }, encoding: 'utf8' });
    expect(playwright.status, playwright.stderr).toBe(0);
  });

  it('`npm run server` runs server/main.ts on it with type stripping, not tsx', async () => {
    const port = await freePort();
    const { child, output } = await npmRun('server', [], { SERVER_DB: 'memory', INDEXER: 'off', PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'info', CLOCK: 'wall' }, /listening on/);
    const line = JSON.parse(output().split('\n').find((l) => l.includes('listening on'))!) as { runtime: string };
    console.log(`npm run server: ${line.runtime}`);
    expect(line.runtime).toBe(`node ${WANTED}`);
    const executables = nodeExecutables(child.pid!);
    expect(executables.length).toBe(1); // node itself, no tsx loader process in between
    expect(sameFile(executables[0]!, PROJECT_NODE)).toBe(true);
    expect(output()).not.toContain('ExperimentalWarning');
  });

  it('`npm run localnet` runs on it', async () => {
    const port = await freePort();
    const data = mkdtempSync(join(tmpdir(), 'suil-runtime-localnet-'));
    try {
      const { child } = await npmRun('localnet', ['--port', String(port), '--data', data, '--no-env'], {}, /listening on/);
      await eventually(() => expect(nodeExecutables(child.pid!).length).toBeGreaterThan(0));
      const executables = nodeExecutables(child.pid!);
      console.log(`npm run localnet: ${executables.join(', ')}`);
      for (const exe of executables) expect(sameFile(exe, PROJECT_NODE), exe).toBe(true);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
