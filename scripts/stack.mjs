// Starting and stopping the local stack (localnet, server, Vite) for scripts/start.mjs and
// scripts/e2e.mjs: each child runs in its own process group so that stopping it also stops
// whatever it spawned (npx -> tsx -> node).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const ROOT = new URL('..', import.meta.url).pathname;
const children = new Set();

/** Spawns `command args`, prefixing its output with `[name]`. */
export function run(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const lines = [];
  const listeners = new Set();
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        lines.push(line);
        if (!quiet) console.log(`[${name}] ${line}`);
        for (const listener of listeners) listener(line);
      }
    });
  }
  /** Resolves on the first output line matching `pattern`; rejects if the process exits first. */
  child.waitForLine = (pattern, timeoutMs = 120_000) =>
    new Promise((resolve, reject) => {
      const found = lines.find((l) => pattern.test(l));
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
      const listener = (line) => {
        if (!pattern.test(line)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(line);
      };
      listeners.add(listener);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code} before it was ready:\n${lines.slice(-20).join('\n')}`));
      });
    });
  child.done = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return child;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function runToEnd(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `url` until it answers with any HTTP status. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export function exists(relative) {
  return fs.existsSync(new URL(relative, `file://${ROOT}`));
}

/** Stops every child started by run(): SIGTERM to its group, SIGKILL after a grace period. */
export async function stopAll(graceMs = 5000) {
  const running = [...children];
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.race([Promise.all(running.map((c) => c.done)), new Promise((r) => setTimeout(r, graceMs))]);
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
