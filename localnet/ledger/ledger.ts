// The ledger: live objects, executed transactions, events and checkpoints. Every state change
// goes through `commit`, which (with a data directory) first appends the change to a journal
// and fsyncs it, so a restart replays to exactly the acknowledged state and a write torn by a
// crash is a truncated last line that replay ignores.
import { bcs, TypeTagSerializer } from '@mysten/sui/bcs';
import { normalizeSuiAddress, toBase58, toHex } from '@mysten/sui/utils';
import type { GenesisContext, LocalnetConfig, ObjectOwner } from '../packages/types.ts';
import { CLOCK_ID, SUI_FRAMEWORK, SUI_TYPE, coinTypeOf, parseMoveType, printMoveType } from '../framework/move-type.ts';
import type { Packages } from '../framework/packages.ts';
import { Journal, type Commit, type JournalClock, type JournalCommit } from './journal.ts';
import { ACCUMULATOR_ROOT, accumulatorFieldId, accumulatorObject } from '../framework/accumulator.ts';
import { blake2b256, digestTagged } from './hash.ts';
import type { CheckpointRecord, GasSummary, LedgerOwner, StoredObject, TxRecord } from './types.ts';

export const REFERENCE_GAS_PRICE = 1000n;
/** What the faucet account starts with: plenty for any number of test runs. */
const FAUCET_SUI = 1_000_000_000n * 1_000_000_000n;
const FAUCET_USDC = 1_000_000_000n * 1_000_000n;
/** Storage price per byte of object (MIST), as Sui's 76 * 100 storage units. */
export const STORAGE_PER_BYTE = 7600n;

export type { Commit } from './journal.ts';

class GenesisChanged extends Error {}

/** `T` of `0x2::accumulator::Key<0x2::balance::Balance<T>>`. */
function coinTypeOfBalance(keyType: string): string | undefined {
  const t = parseMoveType(keyType);
  const balance = t.k === 'struct' ? t.params[0] : undefined;
  return balance?.k === 'struct' && balance.module === 'balance' && balance.name === 'Balance' ? printMoveType(balance.params[0]) : undefined;
}

export function ownerBcsValue(owner: LedgerOwner) {
  switch (owner.kind) {
    case 'address':
      return { AddressOwner: owner.address };
    case 'object':
      return { ObjectOwner: owner.address };
    case 'shared':
      return { Shared: { initialSharedVersion: owner.initialVersion } };
    case 'immutable':
      return { Immutable: true };
  }
}

export class Ledger {
  readonly objects = new Map<string, StoredObject>();
  readonly transactions = new Map<string, TxRecord>();
  readonly txOrder: string[] = [];
  readonly checkpoints: CheckpointRecord[] = [];
  private readonly owned = new Map<string, Set<string>>();
  private readonly children = new Map<string, Set<string>>();
  private readonly metadataIds = new Map<string, string>();
  private readonly checkpointListeners = new Set<(cp: CheckpointRecord) => void>();
  private clockOffsetMs = 0;
  private genesisCounter = 0;
  genesisTimestampMs = 0;
  genesisDigest = '';
  private genesisFingerprint = '';
  chainId = '';
  envEntries: Record<string, string> = {};
  readonly epoch = 0n;
  private readonly journal?: Journal;

  constructor(
    readonly packages: Packages,
    readonly config: LocalnetConfig,
    readonly faucetAddress: string,
    dataDir?: string,
  ) {
    if (dataDir) this.journal = new Journal(dataDir);
  }

  /** Loads the journal if there is one, else runs genesis (and starts the journal). */
  open(): void {
    if (this.journal?.exists()) {
      try {
        this.replay(this.journal);
        return;
      } catch (e) {
        if (!(e instanceof GenesisChanged)) throw e;
        // The packages (or the operator key) changed since this journal was written: its
        // transactions ran against a different genesis. Keep it aside and start a new chain.
        const aside = this.journal.setAside();
        console.warn(`localnet: genesis changed since ${this.journal.path} was written; starting a new chain (old journal kept as ${aside})`);
        this.clearState();
      }
    }
    this.freshGenesis();
  }

  /** Back to genesis (admin reset): forgets everything, on disk as well. */
  reset(): void {
    this.clearState();
    this.freshGenesis();
  }

  private clearState(): void {
    this.objects.clear();
    this.transactions.clear();
    this.txOrder.length = 0;
    this.checkpoints.length = 0;
    this.owned.clear();
    this.children.clear();
    this.metadataIds.clear();
    this.clockOffsetMs = 0;
    this.genesisCounter = 0;
  }

  private freshGenesis(): void {
    const timestampMs = Date.now();
    this.runGenesis(timestampMs);
    this.journal?.writeFresh({ genesis: { timestampMs, config: this.config, fingerprint: this.genesisFingerprint } });
  }

  private append(entry: JournalCommit | JournalClock): void {
    this.journal?.append(entry);
  }

  /** Rebuilds the state from the journal: genesis at its recorded time, then every entry. */
  private replay(journal: Journal): void {
    let first = true;
    for (const entry of journal.entries()) {
      if (first) {
        if (!('genesis' in entry)) throw new Error('localnet journal does not start with genesis');
        this.runGenesis(entry.genesis.timestampMs);
        if (entry.genesis.fingerprint !== this.genesisFingerprint) throw new GenesisChanged();
        first = false;
        continue;
      }
      if ('commit' in entry) {
        this.apply(entry.commit);
        this.checkpoints.push(entry.checkpoint);
        this.clockOffsetMs = entry.clock.offsetMs;
        this.setClock(entry.clock.version, entry.clock.timestampMs);
      } else if ('clock' in entry) {
        this.clockOffsetMs = entry.clock.offsetMs;
        this.setClock(entry.clock.version, entry.clock.timestampMs);
      }
    }
  }

  // ---- objects ----------------------------------------------------------------------------

  get(id: string): StoredObject | undefined {
    if (id === CLOCK_ID) this.refreshClock();
    return this.objects.get(id);
  }

  ownedBy(address: string): StoredObject[] {
    const ids = this.owned.get(address);
    if (!ids) return [];
    return [...ids].map((id) => this.objects.get(id)!).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** `owner`'s address balance of `coinType` (SIP-58), from its accumulator object. */
  addressBalance(owner: string, coinType: string): bigint {
    const field = this.objects.get(accumulatorFieldId(normalizeSuiAddress(owner), coinType));
    return field ? BigInt((field.fields.value as { value: bigint }).value) : 0n;
  }

  /** Every non-zero address balance of `owner`, by coin type. */
  addressBalances(owner: string): Map<string, bigint> {
    const out = new Map<string, bigint>();
    const who = normalizeSuiAddress(owner);
    for (const o of this.childrenOf(ACCUMULATOR_ROOT)) {
      if ((o.fields.name as { address: string }).address !== who) continue;
      const coinType = coinTypeOfBalance(o.dynamicField!.nameType);
      if (coinType) out.set(coinType, BigInt((o.fields.value as { value: bigint }).value));
    }
    return out;
  }

  childrenOf(parent: string): StoredObject[] {
    const ids = this.children.get(parent);
    if (!ids) return [];
    return [...ids].map((id) => this.objects.get(id)!).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  private index(obj: StoredObject, add: boolean): void {
    const owner = obj.owner;
    if (owner.kind !== 'address' && owner.kind !== 'object') return;
    const map = owner.kind === 'address' ? this.owned : this.children;
    const key = owner.address;
    let set = map.get(key);
    if (add) {
      if (!set) map.set(key, (set = new Set()));
      set.add(obj.id);
    } else if (set) {
      set.delete(obj.id);
      if (set.size === 0) map.delete(key);
    }
  }

  private put(obj: StoredObject): void {
    const old = this.objects.get(obj.id);
    if (old) this.index(old, false);
    this.objects.set(obj.id, obj);
    this.index(obj, true);
  }

  private remove(id: string): void {
    const old = this.objects.get(id);
    if (!old) return;
    this.index(old, false);
    this.objects.delete(id);
  }

  /** Builds a stored object (BCS, digest) from its fields. */
  makeObject(o: {
    id: string;
    version: bigint;
    type: string;
    owner: LedgerOwner;
    fields: Record<string, unknown>;
    previousTransaction: string;
    dynamicField?: StoredObject['dynamicField'];
  }): StoredObject {
    const type = printMoveType(parseMoveType(o.type));
    const contents = this.packages.layout(type).serialize(o.fields).toBytes();
    const t = parseMoveType(type);
    const abilities = this.packages.abilities(t);
    const hasPublicTransfer = abilities.has('store') && abilities.has('key');
    const coinType = coinTypeOf(type);
    const moveType = coinType === SUI_TYPE ? { GasCoin: true } : coinType ? { Coin: coinType } : { Other: (TypeTagSerializer.parseFromStr(type, true) as { struct: unknown }).struct };
    const size = BigInt(contents.length + 100);
    const storageRebate = size * STORAGE_PER_BYTE;
    const objectBcs = bcs.Object.serialize({
      data: { Move: { type: moveType, hasPublicTransfer, version: o.version, contents } },
      owner: ownerBcsValue(o.owner),
      previousTransaction: o.previousTransaction,
      storageRebate,
    } as never).toBytes();
    return {
      id: o.id,
      version: o.version,
      digest: digestTagged('Object', objectBcs),
      owner: o.owner,
      type,
      fields: o.fields,
      contents,
      bcs: objectBcs,
      hasPublicTransfer,
      previousTransaction: o.previousTransaction,
      storageRebate,
      dynamicField: o.dynamicField,
    };
  }

  // ---- clock ------------------------------------------------------------------------------

  nowMs(): number {
    return Date.now() + this.clockOffsetMs;
  }

  get clockOffset(): number {
    return this.clockOffsetMs;
  }

  /** Brings 0x6 to the current (offset) time, as a consensus commit would. */
  refreshClock(): void {
    const clock = this.objects.get(CLOCK_ID);
    if (!clock) return;
    const now = BigInt(this.nowMs());
    if (BigInt(clock.fields.timestamp_ms as bigint) >= now) return;
    this.setClock(clock.version + 1n, now);
  }

  private setClock(version: bigint, timestampMs: bigint): void {
    const clock = this.objects.get(CLOCK_ID);
    if (!clock) return;
    this.put(
      this.makeObject({
        id: CLOCK_ID,
        version,
        type: clock.type,
        owner: clock.owner,
        fields: { id: CLOCK_ID, timestamp_ms: timestampMs },
        previousTransaction: this.genesisDigest,
      }),
    );
  }

  /** Admin: move the clock forward by `ms` (rewards accrue over days). */
  advanceClock(ms: number): bigint {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new Error('ms must be a non-negative integer');
    this.clockOffsetMs += ms;
    this.refreshClock();
    const clock = this.objects.get(CLOCK_ID)!;
    this.append({ clock: { offsetMs: this.clockOffsetMs, version: clock.version, timestampMs: clock.fields.timestamp_ms as bigint } } satisfies JournalClock);
    return clock.fields.timestamp_ms as bigint;
  }

  // ---- commits and checkpoints --------------------------------------------------------------

  private apply(commit: Commit): void {
    for (const id of commit.deletes) this.remove(id);
    for (const obj of commit.writes) this.put(obj);
    if (commit.tx) {
      this.transactions.set(commit.tx.digest, commit.tx);
      this.txOrder.push(commit.tx.digest);
    }
  }

  /** Applies a transaction's writes, seals it into a new checkpoint and journals it. */
  commit(commit: Commit): CheckpointRecord {
    const prev = this.checkpoints[this.checkpoints.length - 1];
    const sequenceNumber = prev ? prev.sequenceNumber + 1n : 0n;
    const timestampMs = Math.max(this.nowMs(), prev?.timestampMs ?? 0);
    const txs = commit.tx ? [commit.tx.digest] : [];
    const gas = commit.tx?.gasUsed ?? { computationCost: 0n, storageCost: 0n, storageRebate: 0n, nonRefundableStorageFee: 0n };
    const rollingGas: GasSummary = {
      computationCost: (prev?.rollingGas.computationCost ?? 0n) + gas.computationCost,
      storageCost: (prev?.rollingGas.storageCost ?? 0n) + gas.storageCost,
      storageRebate: (prev?.rollingGas.storageRebate ?? 0n) + gas.storageRebate,
      nonRefundableStorageFee: (prev?.rollingGas.nonRefundableStorageFee ?? 0n) + gas.nonRefundableStorageFee,
    };
    const contentDigest = digestTagged('CheckpointContents', bcs.vector(bcs.string()).serialize(txs).toBytes());
    const summary = bcs
      .struct('CheckpointSummary', {
        epoch: bcs.u64(),
        sequence: bcs.u64(),
        total: bcs.u64(),
        content: bcs.string(),
        previous: bcs.option(bcs.string()),
        timestamp: bcs.u64(),
      })
      .serialize({
        epoch: this.epoch,
        sequence: sequenceNumber,
        total: (prev?.totalNetworkTransactions ?? 0n) + BigInt(txs.length),
        content: contentDigest,
        previous: prev?.digest ?? null,
        timestamp: timestampMs,
      })
      .toBytes();
    const checkpoint: CheckpointRecord = {
      sequenceNumber,
      digest: digestTagged('CheckpointSummary', summary),
      previousDigest: prev?.digest,
      contentDigest,
      timestampMs,
      epoch: this.epoch,
      transactions: txs,
      totalNetworkTransactions: (prev?.totalNetworkTransactions ?? 0n) + BigInt(txs.length),
      rollingGas,
    };
    if (commit.tx) {
      commit.tx.checkpoint = sequenceNumber;
      commit.tx.timestampMs = timestampMs;
    }
    const clock = this.objects.get(CLOCK_ID);
    this.append({
      commit,
      checkpoint,
      clock: { offsetMs: this.clockOffsetMs, version: clock?.version ?? 1n, timestampMs: (clock?.fields.timestamp_ms as bigint) ?? 0n },
    } satisfies JournalCommit);
    this.apply(commit);
    this.checkpoints.push(checkpoint);
    for (const listener of this.checkpointListeners) {
      try {
        listener(checkpoint);
      } catch (e) {
        console.error('localnet: checkpoint listener failed', e);
      }
    }
    return checkpoint;
  }

  /** Calls `listener` with every new checkpoint; returns the unsubscribe function. */
  onCheckpoint(listener: (cp: CheckpointRecord) => void): () => void {
    this.checkpointListeners.add(listener);
    return () => this.checkpointListeners.delete(listener);
  }

  get latestCheckpoint(): CheckpointRecord {
    return this.checkpoints[this.checkpoints.length - 1];
  }

  // ---- genesis ------------------------------------------------------------------------------

  private freshGenesisId(): string {
    const seed = new TextEncoder().encode(`localnet genesis object ${this.genesisCounter++}`);
    return normalizeSuiAddress(`0x${toHex(blake2b256(seed))}`);
  }

  private runGenesis(timestampMs: number): void {
    this.genesisTimestampMs = timestampMs;
    this.genesisDigest = toBase58(blake2b256(new TextEncoder().encode('suil localnet genesis v1')));
    const writes: StoredObject[] = [];
    // A second write of one id (funding an address balance twice) replaces the first.
    const write = (obj: StoredObject) => {
      this.put(obj);
      const i = writes.findIndex((w) => w.id === obj.id);
      if (i >= 0) writes[i] = obj;
      else writes.push(obj);
    };
    const create = (id: string, type: string, owner: LedgerOwner, fields: Record<string, unknown>) =>
      write(this.makeObject({ id, version: 1n, type, owner, fields: { ...fields, id }, previousTransaction: this.genesisDigest }));
    create(CLOCK_ID, `${SUI_FRAMEWORK}::clock::Clock`, { kind: 'shared', initialVersion: 1n }, { timestamp_ms: BigInt(timestampMs) });

    const toLedgerOwner = (o: ObjectOwner): LedgerOwner =>
      o.kind === 'address' ? { kind: 'address', address: normalizeSuiAddress(o.address) } : o.kind === 'shared' ? { kind: 'shared', initialVersion: 1n } : { kind: 'immutable' };
    const ctx: GenesisContext = {
      config: this.config,
      createObject: ({ id, type, owner, fields }) => create(normalizeSuiAddress(id), type, toLedgerOwner(owner), fields),
      mintCoin: (coinType, balance, owner) => {
        const id = this.freshGenesisId();
        create(id, `${SUI_FRAMEWORK}::coin::Coin<${coinType}>`, { kind: 'address', address: normalizeSuiAddress(owner) }, { balance });
        return id;
      },
      fundAddressBalance: (owner, coinType, amount) => {
        if (amount <= 0n) throw new Error(`genesis: an address balance is funded with a positive amount, not ${amount}`);
        const who = normalizeSuiAddress(owner);
        const value = this.addressBalance(who, coinType) + amount;
        write(this.makeObject({ ...accumulatorObject(who, coinType, value), version: 1n, previousTransaction: this.genesisDigest }));
      },
    };
    // Coin metadata, immutable as after `transfer::public_freeze_object`.
    for (const coin of this.packages.coins()) {
      create(this.freshGenesisId(), `${SUI_FRAMEWORK}::coin::CoinMetadata<${coin.type}>`, { kind: 'immutable' }, {
        decimals: coin.decimals,
        name: coin.name,
        symbol: coin.symbol,
        description: coin.description,
        icon_url: coin.iconUrl ?? null,
      });
    }
    ctx.mintCoin(SUI_TYPE, FAUCET_SUI, this.faucetAddress);
    const usdc = this.packages.coins().find((c) => c.symbol === 'USDC');
    if (usdc) ctx.mintCoin(usdc.type, FAUCET_USDC, this.faucetAddress);

    const env: Record<string, string> = {};
    for (const p of this.packages.list) Object.assign(env, p.genesis?.(ctx) ?? {});
    this.envEntries = env;

    const contentDigest = digestTagged('CheckpointContents', new Uint8Array());
    const genesisCheckpoint: CheckpointRecord = {
      sequenceNumber: 0n,
      digest: digestTagged('CheckpointSummary', bcs.string().serialize(`${this.genesisDigest}:${writes.map((w) => w.digest).join(',')}`).toBytes()),
      contentDigest,
      timestampMs,
      epoch: 0n,
      transactions: [],
      totalNetworkTransactions: 0n,
      rollingGas: { computationCost: 0n, storageCost: 0n, storageRebate: 0n, nonRefundableStorageFee: 0n },
    };
    this.checkpoints.push(genesisCheckpoint);
    this.chainId = genesisCheckpoint.digest;
    // The clock's contents depend on the start time; everything else on the packages' code.
    const stable = writes.filter((w) => w.id !== CLOCK_ID).map((w) => `${w.id}:${w.digest}`);
    this.genesisFingerprint = toBase58(blake2b256(new TextEncoder().encode(stable.join(','))));
  }

  /** Coin metadata object of a coin type, if it is known. */
  coinMetadata(coinType: string): StoredObject | undefined {
    const want = `${SUI_FRAMEWORK}::coin::CoinMetadata<${coinType}>`;
    const cached = this.metadataIds.get(want);
    if (cached && this.objects.get(cached)?.type === want) return this.objects.get(cached);
    for (const obj of this.objects.values()) {
      if (obj.type === want) {
        this.metadataIds.set(want, obj.id);
        return obj;
      }
    }
    return undefined;
  }
}
