// The ledger's journal on disk (`DIR/journal.jsonl`): one JSON line per entry, genesis first,
// then every commit and clock move. An append is fsynced before the ledger acknowledges it, so
// a crash can only tear the last line, which was never acknowledged: reading drops it and cuts
// it off the file. A fresh journal (genesis, reset) is written atomically (temp file, fsync,
// rename), so a crash leaves either the old journal or the new one.
import { appendFileSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalnetConfig } from '../packages/types.ts';
import { decodeJson, encodeJson } from './codec.ts';
import type { CheckpointRecord, StoredObject, TxRecord } from './types.ts';

/** One state change: objects written and deleted, and the transaction that made it (if any). */
export interface Commit {
  writes: StoredObject[];
  deletes: string[];
  tx?: TxRecord;
}

export interface JournalGenesis {
  /** `fingerprint`: what genesis created (ids and digests), to notice changed packages. */
  genesis: { timestampMs: number; config: LocalnetConfig; fingerprint?: string };
}

export interface JournalCommit {
  commit: Commit;
  checkpoint: CheckpointRecord;
  clock: { offsetMs: number; version: bigint; timestampMs: bigint };
}

export interface JournalClock {
  clock: { offsetMs: number; version: bigint; timestampMs: bigint };
}

export type JournalEntry = JournalGenesis | JournalCommit | JournalClock;

export class Journal {
  readonly path: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, 'journal.jsonl');
  }

  exists(): boolean {
    return existsSync(this.path);
  }

  /**
   * The entries in order, decoded one at a time as the caller consumes them (so a caller that
   * stops early, e.g. on a changed genesis, never reads further). A torn last line is dropped
   * and cut off the file so the next append starts on a clean line; a bad line before it is
   * corruption.
   */
  *entries(): Generator<JournalEntry> {
    const lines = readFileSync(this.path, 'utf8').split('\n');
    let validLength = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (!line.trim()) {
        validLength += Buffer.byteLength(line, 'utf8') + 1;
        continue;
      }
      let entry: JournalEntry;
      try {
        if (i === lines.length - 1) throw new Error('no newline: torn write');
        entry = decodeJson(line);
      } catch {
        if (i < lines.length - 2) throw new Error(`localnet journal is corrupt at line ${i + 1}`);
        truncateSync(this.path, validLength);
        break;
      }
      validLength += Buffer.byteLength(line, 'utf8') + 1;
      yield entry;
    }
  }

  /** Replaces the journal with one holding only `entry`, atomically. */
  writeFresh(entry: JournalEntry): void {
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, encodeJson(entry) + '\n');
    const fd = openSync(tmp, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, this.path);
  }

  /** Appends one entry and fsyncs it before returning. */
  append(entry: JournalEntry): void {
    const fd = openSync(this.path, 'a');
    try {
      appendFileSync(fd, encodeJson(entry) + '\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** Moves the journal aside (`journal.jsonl.<time>.old`) and returns where it went. */
  setAside(): string {
    const aside = `${this.path}.${Date.now()}.old`;
    renameSync(this.path, aside);
    return aside;
  }
}
