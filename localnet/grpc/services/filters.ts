// Query filters, cursors and QueryOptions paging shared by LedgerService's List* methods and
// SubscriptionService's live streams.
import type { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { Ledger } from '../../ledger/ledger.ts';
import type { TxRecord } from '../../ledger/types.ts';
import { Code, GrpcError } from '../wire.ts';
import { normalizeTypeOrThrow } from '../convert.ts';
import { DEFAULT_PAGE, G, MAX_PAGE } from './common.ts';

/** Listing: transactions in execution order; the cursor is the 8-byte big-endian position. */
export function cursorBytes(n: number): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(n));
  return b;
}

function cursorOf(b: Uint8Array | undefined): number | undefined {
  if (!b || b.length === 0) return undefined;
  if (b.length !== 8) throw new GrpcError(Code.INVALID_ARGUMENT, 'invalid cursor');
  return Number(new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0));
}

type TxPredicate = GrpcTypes.TransactionLiteral['predicate'];
type EventPredicate = GrpcTypes.EventLiteral['predicate'];

/** A filter's terms all hold; a term holds when any of its literals does (or it has none). */
export function matchAll<P>(terms: Array<{ literals: Array<{ negated: boolean; predicate: P }> }> | undefined, test: (p: P) => boolean): boolean {
  return (
    !terms || terms.every((term) => term.literals.length === 0 || term.literals.some((l) => test(l.predicate) !== l.negated))
  );
}

export function txMatches(tx: TxRecord, p: TxPredicate): boolean {
  switch (p.oneofKind) {
    case 'sender':
      return tx.sender === normalizeSuiAddress(p.sender.address ?? '');
    case 'affectedAddress': {
      const a = normalizeSuiAddress(p.affectedAddress.address ?? '');
      return (
        tx.sender === a ||
        tx.changed.some(
          (c) => (c.output?.owner.kind === 'address' && c.output.owner.address === a) || (c.input?.owner.kind === 'address' && c.input.owner.address === a) || c.accumulator?.address === a,
        )
      );
    }
    case 'affectedObject': {
      const o = normalizeSuiAddress(p.affectedObject.objectId ?? '');
      return tx.changed.some((c) => c.id === o) || tx.unchangedShared.some((u) => u.id === o);
    }
    case 'moveCall': {
      const parts = (p.moveCall.function ?? '').split('::');
      parts[0] = normalizeSuiAddress(parts[0] ?? '');
      const prefix = parts.join('::');
      return tx.moveCalls.some((m) => m === prefix || m.startsWith(`${prefix}::`));
    }
    case 'emitModule': {
      const [pkg, mod] = (p.emitModule.module ?? '').split('::');
      return tx.events.some((e) => e.packageId === normalizeSuiAddress(pkg) && e.module === mod);
    }
    case 'eventType':
      return tx.events.some((e) => eventTypeMatches(e.type, p.eventType.eventType ?? ''));
    default:
      throw new GrpcError(Code.UNIMPLEMENTED, `filter ${p.oneofKind} is not supported by localnet`);
  }
}

function eventTypeMatches(type: string, want: string): boolean {
  const parts = want.split('::');
  parts[0] = normalizeSuiAddress(parts[0] ?? '');
  const w = parts.length === 3 ? normalizeTypeOrThrow(parts.join('::')) : parts.join('::');
  return type === w || type.startsWith(`${w}::`) || (parts.length >= 3 && type.startsWith(`${w}<`));
}

export function eventMatches(tx: TxRecord, i: number, p: EventPredicate): boolean {
  const e = tx.events[i];
  switch (p.oneofKind) {
    case 'sender':
      return e.sender === normalizeSuiAddress(p.sender.address ?? '');
    case 'emitModule': {
      const [pkg, mod] = (p.emitModule.module ?? '').split('::');
      return e.packageId === normalizeSuiAddress(pkg) && e.module === mod;
    }
    case 'eventType':
      return eventTypeMatches(e.type, p.eventType.eventType ?? '');
    default:
      throw new GrpcError(Code.UNIMPLEMENTED, `event filter ${p.oneofKind} is not supported by localnet`);
  }
}

/** What every frame of a List* stream may carry besides its item. */
interface ListFrame {
  watermark?: GrpcTypes.Watermark;
  end?: GrpcTypes.QueryEnd;
}

/** Streams `items` (already in ascending order) honouring QueryOptions. */
export function listFrames<T, F extends object>(ledger: Ledger, items: Array<{ pos: number; item: T }>, options: GrpcTypes.QueryOptions | undefined, toFrame: (item: T) => F): Array<(F & ListFrame) | ListFrame> {
  const limit = options?.limit ? Math.min(options.limit, MAX_PAGE + 1) : DEFAULT_PAGE;
  const descending = options?.ordering === G.Ordering.DESCENDING;
  const after = cursorOf(options?.after);
  const before = cursorOf(options?.before);
  let selected = items.filter((x) => (after === undefined || x.pos > after) && (before === undefined || x.pos < before));
  if (descending) selected = selected.reverse();
  const frames: Array<(F & ListFrame) | ListFrame> = [];
  for (const x of selected.slice(0, limit)) frames.push({ ...toFrame(x.item), watermark: { cursor: cursorBytes(x.pos), checkpoint: ledger.latestCheckpoint.sequenceNumber } });
  frames.push({ end: { reason: selected.length > limit ? G.QueryEndReason.ITEM_LIMIT : G.QueryEndReason.LEDGER_TIP } });
  return frames;
}

export function inCheckpoints(tx: TxRecord, req: { startCheckpoint?: bigint; endCheckpoint?: bigint }): boolean {
  return (req.startCheckpoint == null || tx.checkpoint >= BigInt(req.startCheckpoint)) && (req.endCheckpoint == null || tx.checkpoint < BigInt(req.endCheckpoint));
}
