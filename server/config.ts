// The server's configuration: read once from the environment (or given whole by tests).
// Defaults run the local stack (localnet on :9000, the app on Vite's :5173 or preview :4173).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DEV_OPERATOR_SECRET_KEY_HEX, DEV_SPONSOR_SECRET_KEY_HEX } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_OBJECT, LIQUIDITY_SWAP, PACKAGE_ID, USDC_TYPE, SUIL_TYPE } from '../localnet/packages/finance/ids.ts';

/** Income rules (server/README.md explains them). Rates are basis points. */
export interface IncomeRules {
  /** Share of a direct friend's claimed reward (its SUI value) paid to the inviter. */
  directBps: number;
  /** Share of a second-level friend's claimed reward paid to the inviter's inviter. */
  indirectBps: number;
  /** Team income by friend level 1..n (differential: each ancestor gets its rate less what lower levels already got). */
  teamBpsByLevel: number[];
  /** Paid to the first ancestor above a team-income earner who has the same level. */
  peerBps: number;
  /** Community performance (team stake, SUI base units) needed for level 1..n. */
  levelThresholds: bigint[];
  /** How far up the inviter chain team and peer income look. */
  maxTeamDepth: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  network: string;
  suiNodeUrl: string;
  /** Origins (scheme://host:port) the app is served from; the first is used when a request names none. */
  publicOrigins: string[];
  /** Postgres URL; unset = embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; null = in memory. Ignored when databaseUrl is set. */
  dataDir: string | null;
  /** Postgres schema to use (tests use a fresh one each); null = the default search_path. */
  databaseSchema: string | null;
  /** HS256 secret; null = one generated and kept in the database. */
  jwtSecret: string | null;
  /** The voucher key (VOUCHER_SIGNER): in a PKCS#11 token, or in memory (server/README.md, "The signer"). */
  voucherSigner: VoucherSignerSettings;
  /** Every key's queue: one signature at a time, a bounded queue, a deadline. */
  signing: SigningLimits;
  /**
   * The token's keys as the operator's ceremony commands name them (server:signer-*), whichever
   * kind signs now; null without PKCS11_MODULE.
   */
  pkcs11: { voucher: Pkcs11KeySettings; sponsor: Pkcs11KeySettings } | null;
  financePackageId: string;
  /** The shared Finance object `finance::bind_inviter` takes (FINANCE_OBJECT_ID). */
  financeObjectId: string;
  liquiditySwapId: string;
  coinTypes: { SUI: string; USDC: string; SUIL: string };
  /** The pool's daily release rate shown with hashrate (the chain's release_rate). */
  releaseRateBps: number;
  /** This instance's name in /api/health and the log (unique per process by default). */
  instanceId: string;
  /**
   * The indexer loop. With `election` (the default) one instance at a time follows the chain,
   * the holder of a PostgreSQL advisory lock; the others stand by and retry every
   * `standbyRetryMs`. Without it, every instance follows the chain (the cursor only moves
   * forward and every event is stored once, so they agree; they only do the work N times).
   */
  indexer: { enabled: boolean; pollMs: number; election: boolean; standbyRetryMs: number };
  /** The business clock (server/clock.ts): the chain's `0x6` clock, or the wall clock. */
  clock: 'chain' | 'wall';
  bodyLimitBytes: number;
  rateLimit: { capacity: number; refillPerSecond: number; perIpCapacity: number; perIpRefillPerSecond: number };
  /**
   * How many proxies of the operator's own stand in front of the server (0: none). Each one
   * appends the address it saw to X-Forwarded-For, so the client is the entry that many places
   * from the right; entries further left were written by the client and are not believed.
   */
  trustProxy: number;
  income: IncomeRules;
  withdrawals: WithdrawalLimits;
  sponsor: SponsorConfig;
  /**
   * OPERATOR_DEV_ROUTES=1 (localnet only; scripts/e2e.mjs sets it): /api/dev/operator/* lets a
   * loopback client pause, resume, approve and reject as operator 'e2e' (server/routes/dev-operator.ts).
   */
  operatorDevRoutes: boolean;
  /**
   * CONSOLE_DEV_ACCOUNTS=1 (localnet only; `npm start` and scripts/e2e.mjs set it): at start the
   * local console's two accounts (localnet's dev-keys.ts, public keys) join the console's
   * allowlist, one operator and one approver, if they are not on it yet.
   */
  consoleDevAccounts: boolean;
  /** Web Push (server/README.md, "Notifications"). */
  push: PushConfig;
}

/**
 * Web Push: the VAPID key pair (`npm run server:push-keys` makes one), the push services the
 * server sends to, and the sender's pace. `vapid` null: on localnet a pair is made once and kept
 * in server_secrets; elsewhere no push is sent (the inbox works without it).
 */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string } | null;
  /** VAPID's `sub`: how a push service reaches the operator (`mailto:` or `https:`). */
  subject: string;
  /**
   * Hosts (and their subdomains) of the push services a subscription's endpoint may name,
   * always over https: the server never posts to an address a browser did not get from one.
   */
  endpointHosts: string[];
  /** Tests only: endpoints on http://127.0.0.1 (a push service the test plays). */
  allowLoopbackEndpoints: boolean;
  /** How long a push service keeps a message for an offline device (seconds). */
  ttlSeconds: number;
  /** One push request's deadline. */
  timeoutMs: number;
  /** How often a sender looks for queued deliveries. */
  pollMs: number;
  /** Attempts of one delivery the push service did not take (429, 5xx) before it fails for good. */
  maxAttempts: number;
  /**
   * Devices one user receives pushes on: registering one more drops the one registered longest
   * ago, so one account cannot turn each of its notifications into thousands of pushes.
   */
  maxDevicesPerUser: number;
}

/** The push services of the browsers the app supports (Chrome, Edge, Firefox, Safari). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

const BASE64URL_KEY = /^[A-Za-z0-9_-]+$/;

function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.PUSH_VAPID_PUBLIC_KEY || '';
  const privateKey = env.PUSH_VAPID_PRIVATE_KEY || '';
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY go together (npm run server:push-keys makes a pair)');
  if (publicKey && (!BASE64URL_KEY.test(publicKey) || publicKey.length !== 87 || !BASE64URL_KEY.test(privateKey) || privateKey.length !== 43)) {
    throw new Error('PUSH_VAPID_PUBLIC_KEY / PUSH_VAPID_PRIVATE_KEY are not a VAPID key pair (base64url, 65 and 32 bytes): make one with npm run server:push-keys');
  }
  const subject = env.PUSH_VAPID_SUBJECT || 'mailto:operator@localhost';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) throw new Error('PUSH_VAPID_SUBJECT is a mailto: address or an https: URL');
  return {
    vapid: publicKey ? { publicKey, privateKey } : null,
    subject,
    endpointHosts: list(env.PUSH_ENDPOINT_HOSTS) ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    allowLoopbackEndpoints: false,
    ttlSeconds: int(env.PUSH_TTL_SECONDS, 86_400),
    timeoutMs: int(env.PUSH_TIMEOUT_MS, 10_000),
    pollMs: int(env.PUSH_POLL_MS, 1000),
    maxAttempts: int(env.PUSH_MAX_ATTEMPTS, 5),
    maxDevicesPerUser: int(env.PUSH_MAX_DEVICES_PER_USER, 10),
  };
}

/**
 * The operator's limits on what leaves, in SUI base units (server/README.md, "Withdrawals: the
 * operator's side"). These are the defaults; `npm run server:set-limits` overrides them in the
 * database (withdrawal_control), on the record. Rolling windows are 24 hours of business time.
 */
export interface WithdrawalLimits {
  /** The cap per withdrawal (WITHDRAW_MAX_PER_VOUCHER). */
  maxPerVoucher: bigint;
  /** What one user may withdraw in any 24 hours (WITHDRAW_USER_DAILY_LIMIT). */
  userDailyLimit: bigint;
  /** What all users together may withdraw in any 24 hours (WITHDRAW_TOTAL_DAILY_LIMIT). */
  totalDailyLimit: bigint;
  /** Above this a withdrawal waits for an operator's review before it is signed (WITHDRAW_REVIEW_THRESHOLD). */
  reviewThreshold: bigint;
}

/** Every key's queue (server/payouts/key-signer.ts, SigningQueue). */
export interface SigningLimits {
  /** How long a signature may take, waiting in the queue included (SIGNER_TIMEOUT_MS). */
  timeoutMs: number;
  /** How many signatures may wait behind the one being made (SIGNER_QUEUE_LIMIT); more are refused at once. */
  queueLimit: number;
}

export const DEFAULT_SIGNING_LIMITS: SigningLimits = { timeoutMs: 5_000, queueLimit: 32 };

/** A PKCS#11 token: its module, which token (slot id, label, or both), and the user PIN's file. */
export interface Pkcs11TokenSettings {
  /** PKCS11_MODULE: the path of the vendor's PKCS#11 library (SoftHSM2: /usr/lib/softhsm/libsofthsm2.so). */
  module: string;
  /** PKCS11_SLOT: the slot id (decimal or 0x hex), or null. */
  slot: bigint | null;
  /** PKCS11_TOKEN_LABEL: the token's label, or null. */
  tokenLabel: string | null;
  /** PKCS11_PIN_FILE: a file whose first line is the user PIN (read at every login, never logged). */
  pinFile: string;
}

/** A key in a token: its CKA_LABEL (PKCS11_KEY_LABEL, SPONSOR_PKCS11_KEY_LABEL). */
export interface Pkcs11KeySettings extends Pkcs11TokenSettings {
  keyLabel: string;
}

/**
 * The voucher key. `env` (the default; development and localnet): OPERATOR_SECRET_KEY in this
 * process's memory, and off localnet only with the operator's acknowledgement (server/main.ts
 * refuses to start without it). `pkcs11`: a key in a token that signs and is never read.
 */
export type VoucherSignerSettings =
  | { kind: 'env'; secretKeyHex: string; acknowledged: boolean }
  | { kind: 'pkcs11'; key: Pkcs11KeySettings };

/** What VOUCHER_SIGNER_ENV_ACKNOWLEDGED must say for the env key to sign off localnet. */
export const ENV_SIGNER_ACKNOWLEDGEMENT = 'I understand the key is in memory';

/**
 * The sponsor of free binds (server/README.md, "The sponsor"). The budget's defaults; the
 * operator's console overrides them in the database (sponsor_control), two people agreeing.
 */
export interface SponsorConfig {
  /**
   * SPONSOR_SECRET_KEY: the sponsor account's 32-byte Ed25519 secret (hex), never the voucher
   * key; on localnet the dev sponsor that genesis funds. null: no sponsor, free binds are refused.
   */
  secretKeyHex: string | null;
  /** SPONSOR_SIGNER=pkcs11: the sponsor's key in the token (SPONSOR_PKCS11_KEY_LABEL) instead; null otherwise. */
  pkcs11: Pkcs11KeySettings | null;
  /** Its queue (the same limits as the voucher key's). */
  signing: SigningLimits;
  /** The most gas one sponsored transaction may cost (SPONSOR_MAX_GAS_BUDGET, SUI base units). */
  maxGasBudget: bigint;
  /** Gas all sponsored transactions of any 24 hours may cost (SPONSOR_DAILY_BUDGET). */
  dailyBudget: bigint;
  /** How many sponsored transactions any 24 hours may have (SPONSOR_DAILY_COUNT). */
  dailyCount: number;
  /** Sponsor requests per client IP, and per address: a burst, refilled per hour. */
  rate: { capacity: number; refillPerSecond: number };
  /** How long issued bytes can be signed and sent back (SPONSOR_TX_TTL_MS). */
  ttlMs: number;
}

const SUI = 1_000_000_000n;

export const DEFAULT_SPONSOR_BUDGET = {
  /** A bind costs about 0.003 SUI on mainnet; this leaves room for a gas price spike. */
  maxGasBudget: 50_000_000n,
  dailyBudget: 50n * SUI,
  dailyCount: 5000,
};

export const DEFAULT_WITHDRAWAL_LIMITS: WithdrawalLimits = {
  maxPerVoucher: 10_000n * SUI,
  userDailyLimit: 20_000n * SUI,
  totalDailyLimit: 100_000n * SUI,
  reviewThreshold: 1_000n * SUI,
};

export const DEFAULT_INCOME_RULES: IncomeRules = {
  directBps: 1000,
  indirectBps: 500,
  teamBpsByLevel: [300, 600, 900, 1200],
  peerBps: 100,
  levelThresholds: [1_000n * SUI, 10_000n * SUI, 50_000n * SUI, 200_000n * SUI],
  maxTeamDepth: 20,
};

/** A positive amount in base units from `name`, or the default. */
function baseUnits(env: NodeJS.ProcessEnv, name: string, fallback: bigint): bigint {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d{0,19}$/.test(value) || BigInt(value) >= 1n << 64n) throw new Error(`${name} must be a positive whole number of SUI base units (u64), got ${value}`);
  return BigInt(value);
}

export function loadWithdrawalLimits(env: NodeJS.ProcessEnv): WithdrawalLimits {
  const d = DEFAULT_WITHDRAWAL_LIMITS;
  return {
    maxPerVoucher: baseUnits(env, 'WITHDRAW_MAX_PER_VOUCHER', d.maxPerVoucher),
    userDailyLimit: baseUnits(env, 'WITHDRAW_USER_DAILY_LIMIT', d.userDailyLimit),
    totalDailyLimit: baseUnits(env, 'WITHDRAW_TOTAL_DAILY_LIMIT', d.totalDailyLimit),
    reviewThreshold: baseUnits(env, 'WITHDRAW_REVIEW_THRESHOLD', d.reviewThreshold),
  };
}

function list(value: string | undefined): string[] | null {
  if (!value) return null;
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`expected an integer, got ${value}`);
  return n;
}

function proxyHops(value: string | undefined): number {
  const hops = int(value, 0);
  if (hops < 0 || hops > 10) throw new Error(`TRUST_PROXY is the number of proxies in front of the server (0-10), got ${value}`);
  return hops;
}

function intList(value: string | undefined, fallback: number[]): number[] {
  const items = list(value);
  return items ? items.map((item) => int(item, 0)) : fallback;
}

/** Income rules from INCOME_* variables, each falling back to DEFAULT_INCOME_RULES. */
export function loadIncomeRules(env: NodeJS.ProcessEnv): IncomeRules {
  const d = DEFAULT_INCOME_RULES;
  const thresholds = list(env.INCOME_LEVEL_THRESHOLDS_SUI);
  const rules: IncomeRules = {
    directBps: int(env.INCOME_DIRECT_BPS, d.directBps),
    indirectBps: int(env.INCOME_INDIRECT_BPS, d.indirectBps),
    teamBpsByLevel: intList(env.INCOME_TEAM_BPS, d.teamBpsByLevel),
    peerBps: int(env.INCOME_PEER_BPS, d.peerBps),
    levelThresholds: thresholds ? thresholds.map((t) => BigInt(int(t, 0)) * SUI) : d.levelThresholds,
    maxTeamDepth: int(env.INCOME_MAX_TEAM_DEPTH, d.maxTeamDepth),
  };
  if (rules.teamBpsByLevel.length !== rules.levelThresholds.length) {
    throw new Error('INCOME_TEAM_BPS needs one rate per level of INCOME_LEVEL_THRESHOLDS_SUI');
  }
  const all = [rules.directBps, rules.indirectBps, rules.peerBps, ...rules.teamBpsByLevel];
  if (all.some((bps) => bps < 0 || bps > 10_000)) throw new Error('income rates are basis points between 0 and 10000');
  return rules;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = int(env[name], fallback);
  if (value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got ${env[name]}`);
  return value;
}

/**
 * The sponsor's key and limits. Off localnet only SPONSOR_SECRET_KEY names a sponsor; the dev
 * sponsor's key is public and refused there, and so is the voucher key (one leaked key must not
 * open both the payouts and the gas).
 */
export function loadSponsorConfig(
  env: NodeJS.ProcessEnv,
  isLocal: boolean,
  operatorSecretKeyHex: string | null,
  token: ServerConfig['pkcs11'] = null,
  signing: SigningLimits = DEFAULT_SIGNING_LIMITS,
): SponsorConfig {
  const kind = signerKind(env, 'SPONSOR_SIGNER');
  const given = env.SPONSOR_SECRET_KEY?.replace(/^0x/, '') || null;
  if (given !== null && !/^[0-9a-fA-F]{64}$/.test(given)) throw new Error('SPONSOR_SECRET_KEY must be a 32-byte Ed25519 secret in hex');
  if (kind === 'pkcs11') {
    if (!token) throw new Error('SPONSOR_SIGNER=pkcs11 needs the token: PKCS11_MODULE, PKCS11_SLOT or PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE');
    if (given !== null) throw new Error('SPONSOR_SECRET_KEY is set while SPONSOR_SIGNER=pkcs11: the sponsor\'s key is in the token; delete every other copy of it, this variable included');
  }
  const secretKeyHex = kind === 'pkcs11' ? null : ((given ?? (isLocal ? DEV_SPONSOR_SECRET_KEY_HEX : null))?.toLowerCase() ?? null);
  if (secretKeyHex !== null && operatorSecretKeyHex !== null && secretKeyHex === operatorSecretKeyHex.toLowerCase()) {
    throw new Error('SPONSOR_SECRET_KEY must not be the voucher key (OPERATOR_SECRET_KEY): give the sponsor an account of its own');
  }
  if (!isLocal && secretKeyHex === DEV_SPONSOR_SECRET_KEY_HEX) throw new Error('SPONSOR_SECRET_KEY is the public localnet dev sponsor: never use it outside localnet');
  const d = DEFAULT_SPONSOR_BUDGET;
  const perHour = positive(env, 'SPONSOR_IP_RATE_PER_HOUR', 60, 1_000_000);
  return {
    secretKeyHex,
    pkcs11: kind === 'pkcs11' ? token!.sponsor : null,
    signing,
    maxGasBudget: baseUnits(env, 'SPONSOR_MAX_GAS_BUDGET', d.maxGasBudget),
    dailyBudget: baseUnits(env, 'SPONSOR_DAILY_BUDGET', d.dailyBudget),
    dailyCount: positive(env, 'SPONSOR_DAILY_COUNT', d.dailyCount, 1_000_000),
    rate: { capacity: positive(env, 'SPONSOR_IP_RATE_BURST', 20, 100_000), refillPerSecond: perHour / 3600 },
    ttlMs: positive(env, 'SPONSOR_TX_TTL_MS', 120_000, 3_600_000),
  };
}

function signerKind(env: NodeJS.ProcessEnv, name: 'VOUCHER_SIGNER' | 'SPONSOR_SIGNER'): 'env' | 'pkcs11' {
  const value = env[name];
  if (value === undefined || value === '' || value === 'env') return 'env';
  if (value !== 'pkcs11') throw new Error(`${name} is "env" (the key in memory) or "pkcs11" (a key in a PKCS#11 token), got ${value}`);
  return value;
}

const KEY_LABEL = /^[\x20-\x7e]{1,64}$/;

/** PKCS11_*: the token and the two keys' labels; null without PKCS11_MODULE. */
export function loadPkcs11Settings(env: NodeJS.ProcessEnv): ServerConfig['pkcs11'] {
  const module = env.PKCS11_MODULE || null;
  if (module === null) {
    const stray = ['PKCS11_SLOT', 'PKCS11_TOKEN_LABEL', 'PKCS11_PIN_FILE'].filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} without PKCS11_MODULE: name the token's PKCS#11 module too`);
    return null;
  }
  const slotText = env.PKCS11_SLOT || null;
  if (slotText !== null && !/^(\d{1,20}|0x[0-9a-fA-F]{1,16})$/.test(slotText)) throw new Error(`PKCS11_SLOT is a slot id (decimal or 0x hex), got ${slotText}`);
  const tokenLabel = env.PKCS11_TOKEN_LABEL || null;
  if (tokenLabel !== null && !/^[\x20-\x7e]{1,32}$/.test(tokenLabel)) throw new Error('PKCS11_TOKEN_LABEL is the token\'s label: 1 to 32 printable characters');
  if (slotText === null && tokenLabel === null) throw new Error('PKCS11_MODULE needs PKCS11_SLOT or PKCS11_TOKEN_LABEL (or both) to name the token');
  const pinFile = env.PKCS11_PIN_FILE || null;
  if (pinFile === null) throw new Error('PKCS11_MODULE needs PKCS11_PIN_FILE: a file (mode 600) whose first line is the token\'s user PIN');
  const token = { module, slot: slotText === null ? null : BigInt(slotText), tokenLabel, pinFile };
  const voucherLabel = env.PKCS11_KEY_LABEL || 'suil-voucher';
  const sponsorLabel = env.SPONSOR_PKCS11_KEY_LABEL || 'suil-sponsor';
  for (const [name, label] of [['PKCS11_KEY_LABEL', voucherLabel], ['SPONSOR_PKCS11_KEY_LABEL', sponsorLabel]] as const) {
    if (!KEY_LABEL.test(label)) throw new Error(`${name} is a key label: 1 to 64 printable characters`);
  }
  if (voucherLabel === sponsorLabel) throw new Error('PKCS11_KEY_LABEL and SPONSOR_PKCS11_KEY_LABEL must differ: the sponsor never signs with the voucher key');
  return { voucher: { ...token, keyLabel: voucherLabel }, sponsor: { ...token, keyLabel: sponsorLabel } };
}

/** VOUCHER_SIGNER and its key: OPERATOR_SECRET_KEY (env), or the token's (pkcs11). */
function loadVoucherSigner(env: NodeJS.ProcessEnv, isLocal: boolean, token: ServerConfig['pkcs11']): VoucherSignerSettings {
  const acknowledgement = env.VOUCHER_SIGNER_ENV_ACKNOWLEDGED;
  if (acknowledgement !== undefined && acknowledgement !== '' && acknowledgement !== ENV_SIGNER_ACKNOWLEDGEMENT) {
    throw new Error(`VOUCHER_SIGNER_ENV_ACKNOWLEDGED is exactly "${ENV_SIGNER_ACKNOWLEDGEMENT}" or unset`);
  }
  if (signerKind(env, 'VOUCHER_SIGNER') === 'pkcs11') {
    if (!token) throw new Error('VOUCHER_SIGNER=pkcs11 needs the token: PKCS11_MODULE, PKCS11_SLOT or PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE');
    if (env.OPERATOR_SECRET_KEY) throw new Error('OPERATOR_SECRET_KEY is set while VOUCHER_SIGNER=pkcs11: the voucher key is in the token; delete every other copy of it, this variable included');
    return { kind: 'pkcs11', key: token.voucher };
  }
  const secret = (env.OPERATOR_SECRET_KEY ?? (isLocal ? DEV_OPERATOR_SECRET_KEY_HEX : '')).replace(/^0x/, '');
  if (!/^[0-9a-fA-F]{64}$/.test(secret)) {
    throw new Error('OPERATOR_SECRET_KEY (32-byte Ed25519 secret, hex) is required outside localnet, or VOUCHER_SIGNER=pkcs11 with a key in a token');
  }
  return { kind: 'env', secretKeyHex: secret, acknowledged: acknowledgement === ENV_SIGNER_ACKNOWLEDGEMENT };
}

/** SIGNER_TIMEOUT_MS and SIGNER_QUEUE_LIMIT. */
function loadSigningLimits(env: NodeJS.ProcessEnv): SigningLimits {
  return {
    timeoutMs: positive(env, 'SIGNER_TIMEOUT_MS', DEFAULT_SIGNING_LIMITS.timeoutMs, 120_000),
    queueLimit: positive(env, 'SIGNER_QUEUE_LIMIT', DEFAULT_SIGNING_LIMITS.queueLimit, 10_000),
  };
}

/** A localnet-only switch: 1 or unset, and refused on any other network. */
function localnetFlag(name: string, value: string | undefined, isLocal: boolean, why: string): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') throw new Error(`${name} is 1 or unset, got ${value}`);
  if (!isLocal) throw new Error(`${name}=1 is for localnet only: ${why}`);
  return true;
}

function clockSource(value: string | undefined, isLocal: boolean): ServerConfig['clock'] {
  if (value === undefined || value === '') return isLocal ? 'chain' : 'wall';
  if (value !== 'chain' && value !== 'wall') throw new Error('CLOCK is "chain" or "wall"');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const network = env.NETWORK ?? 'localnet';
  const isLocal = network === 'localnet';
  const pkcs11 = loadPkcs11Settings(env);
  const voucherSigner = loadVoucherSigner(env, isLocal, pkcs11);
  const signing = loadSigningLimits(env);
  const packageId = env.FINANCE_PACKAGE_ID ?? (isLocal ? PACKAGE_ID : '');
  const swapId = env.LIQUIDITY_SWAP_ID ?? (isLocal ? LIQUIDITY_SWAP : '');
  if (!packageId || !swapId) throw new Error('FINANCE_PACKAGE_ID and LIQUIDITY_SWAP_ID are required outside localnet');
  const sponsor = loadSponsorConfig(env, isLocal, voucherSigner.kind === 'env' ? voucherSigner.secretKeyHex : null, pkcs11, signing);
  const financeObjectId = env.FINANCE_OBJECT_ID ?? (isLocal ? FINANCE_OBJECT : '');
  if ((sponsor.secretKeyHex !== null || sponsor.pkcs11 !== null) && !/^0x[0-9a-f]{64}$/.test(financeObjectId)) {
    throw new Error('FINANCE_OBJECT_ID (0x and 64 hex digits) is required with a sponsor (SPONSOR_SECRET_KEY or SPONSOR_SIGNER=pkcs11) outside localnet');
  }
  const inMemory = env.SERVER_DB === 'memory';
  // Set but empty is a mistake (a missing secret in a deployment), not a wish for PGlite.
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL.trim() === '' && env.SERVER_DB !== 'memory') {
    throw new Error('DATABASE_URL is set but empty: give a PostgreSQL URL, or unset it to use embedded PGlite');
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8787),
    network,
    suiNodeUrl: env.SUI_NODE_URL ?? 'http://127.0.0.1:9000',
    publicOrigins: list(env.PUBLIC_ORIGINS) ?? [
      env.PUBLIC_ORIGIN ?? 'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    ],
    databaseUrl: env.DATABASE_URL || null,
    dataDir: inMemory ? null : (env.SERVER_DATA_DIR ?? '.server-data'),
    databaseSchema: env.DATABASE_SCHEMA || null,
    jwtSecret: env.JWT_SECRET || null,
    voucherSigner,
    signing,
    pkcs11,
    financePackageId: packageId,
    financeObjectId,
    liquiditySwapId: swapId,
    coinTypes: {
      SUI: '0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI',
      USDC: env.USDC_TYPE ?? (isLocal ? USDC_TYPE : ''),
      SUIL: env.SUIL_TYPE ?? (isLocal ? SUIL_TYPE : `${packageId}::suil::SUIL`),
    },
    releaseRateBps: int(env.RELEASE_RATE_BPS, 100),
    instanceId: env.INSTANCE_ID || `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`,
    indexer: {
      enabled: env.INDEXER !== 'off',
      pollMs: int(env.INDEXER_POLL_MS, 1000),
      election: env.INDEXER_LEADER_ELECTION !== 'off',
      standbyRetryMs: int(env.INDEXER_STANDBY_RETRY_MS, 2000),
    },
    clock: clockSource(env.CLOCK, isLocal),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 16 * 1024),
    rateLimit: {
      capacity: int(env.AUTH_RATE_BURST, 10),
      refillPerSecond: int(env.AUTH_RATE_PER_SECOND, 1),
      perIpCapacity: int(env.AUTH_IP_RATE_BURST, 60),
      perIpRefillPerSecond: int(env.AUTH_IP_RATE_PER_SECOND, 10),
    },
    trustProxy: proxyHops(env.TRUST_PROXY),
    income: loadIncomeRules(env),
    withdrawals: loadWithdrawalLimits(env),
    sponsor,
    operatorDevRoutes: localnetFlag('OPERATOR_DEV_ROUTES', env.OPERATOR_DEV_ROUTES, isLocal, 'it lets a local client act as an operator'),
    consoleDevAccounts: localnetFlag('CONSOLE_DEV_ACCOUNTS', env.CONSOLE_DEV_ACCOUNTS, isLocal, 'it lets two publicly known keys into the console'),
    push: loadPushConfig(env),
  };
}
