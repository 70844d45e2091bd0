// PGlite is one process's database: a second server on the same data folder would corrupt it.
// The claim on a folder is a listening Unix socket named after it. The kernel closes a socket
// when its process dies, however it dies (SIGKILL, the OOM killer), so a supervisor's
// immediate restart never meets a stale claim; a pid file cannot tell a dying process from a
// live one. On Linux the socket lives in the abstract namespace (nothing is left on disk);
// elsewhere it is `server.sock` in the folder, taken over when nothing answers on it.
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a start waits for a dying holder's socket to close before it gives up. */
const WAIT_FOR_DYING_HOLDER_MS = 5_000;
const RETRY_MS = 25;
const PROBE_TIMEOUT_MS = 1_000;

export class DataDirLockedError extends Error {}

function socketPath(dataDir: string): string {
  const real = realpathSync(dataDir);
  if (process.platform === 'linux') return `\0suil-pglite:${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return join(real, 'server.sock');
}

function listen(server: Server, path: string): Promise<'listening' | 'in_use'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('in_use');
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(path);
  });
}

/** The pid the holder answers with; null when nothing live answers (its process is dying or gone). */
function askHolder(path: string): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(path);
    let text = '';
    const done = (pid: number | null) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(null));
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => done(/^\d+$/.test(text) ? Number(text) : null));
    socket.on('error', () => done(null));
  });
}

/**
 * Claims `dataDir` for this process until the returned release is called or the process ends.
 * A live holder is refused at once (DataDirLockedError); one that is dying is waited for.
 */
export async function lockDataDir(dataDir: string, waitMs = WAIT_FOR_DYING_HOLDER_MS): Promise<() => Promise<void>> {
  const path = socketPath(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const server = createServer((socket) => socket.end(String(process.pid)));
    if ((await listen(server, path)) === 'listening') {
      server.unref(); // the claim must not keep the process alive on its own
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const pid = await askHolder(path);
    if (pid !== null) {
      throw new DataDirLockedError(
        `another server (pid ${pid}) is using the PGlite data folder ${dataDir}: embedded PGlite serves one instance per data folder. ` +
          'Give each instance its own SERVER_DATA_DIR, or run several instances on one PostgreSQL (DATABASE_URL; server/README.md, "Several instances").',
      );
    }
    // Nothing answers: a socket file left by a process that is gone (not Linux), or a holder
    // whose process is being torn down and will let go within moments.
    if (!path.startsWith('\0')) rmSync(path, { force: true });
    if (Date.now() > deadline) throw new Error(`could not lock the PGlite data folder ${dataDir}: its holder neither answers nor lets go`);
    await sleep(RETRY_MS);
  }
}
