// Errors as values the UI translates (docs/working.md): whatever a chain call throws, or whatever
// failed status a transaction comes back with, becomes a code and a message key of the
// locale catalogue, never a raw message or stack. Move aborts of the finance package map to
// the messages of docs/contract.md's table; the product's texts (docs/product.md §5 and §8) live in the
// `validation` and `errors` sections and are reused here rather than duplicated.
import { SimulationError } from '@mysten/sui/client';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { isWalletStandardError, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED } from '@mysten/wallet-standard';
import { env } from '../config/env';

export interface ChainError {
  /** Stable identifier for code paths (e.g. 'notBound' makes a screen go to /not_bound). */
  code: ChainErrorCode;
  /** i18n key of the message the user reads. */
  messageKey: string;
  values?: Record<string, string>;
}

export type ChainErrorCode =
  | 'notBound'
  | 'alreadyBound'
  | 'invalidUser'
  | 'belowMinimum'
  | 'exceedsAvailable'
  /** swap::withdraw's abort 6: the payout reserve cannot pay the voucher yet (it stays good). */
  | 'reserveShort'
  | 'locked'
  | 'nothingToClaim'
  | 'slippage'
  | 'poolEmpty'
  | 'badVoucher'
  | 'voucherUsed'
  | 'badClaimMode'
  | 'moveAbort'
  | 'insufficientBalance'
  | 'insufficientGas'
  | 'amountRequired'
  | 'senderNotSet'
  | 'clientNotInitialized'
  | 'userRejected'
  /** A wallet-side failure described by src/wallet's catalogue (the runner sets it). */
  | 'walletError'
  | 'requestTimeout'
  | 'confirmTimeout'
  | 'network'
  | 'requestFailed'
  | 'transactionFailed'
  /**
   * The sponsor of a transaction's gas refused it (values: `refusal`, the server's code, and
   * `stage`, before or after the wallet signed): nothing was executed and nothing paid.
   */
  | 'sponsorRefused'
  /** The /api session ended (a 401) while the action needed it. */
  | 'sessionExpired';

/** Thrown by builders, sender checks and chain reads: carries an error value, passed through unchanged. */
export class ChainException extends Error {
  readonly code: ChainErrorCode;
  readonly values?: Record<string, string>;
  constructor(code: ChainErrorCode, values?: Record<string, string>) {
    super(code);
    this.name = 'ChainException';
    this.code = code;
    this.values = values;
  }

  static of(error: ChainError): ChainException {
    return new ChainException(error.code, error.values);
  }
}

/** The message key of each code that is not a finance abort with its own table row. */
const MESSAGE_KEYS: Record<ChainErrorCode, string> = {
  notBound: 'chain.notBound',
  alreadyBound: 'errors.bindFailed',
  invalidUser: 'validation.invalidUser',
  belowMinimum: 'validation.belowMinimum',
  exceedsAvailable: 'validation.exceedsAvailable',
  reserveShort: 'chain.reserveShort',
  locked: 'chain.locked',
  nothingToClaim: 'validation.nothingToClaim',
  slippage: 'chain.priceMoved',
  poolEmpty: 'errors.exchangeFailed',
  badVoucher: 'errors.withdrawFailed',
  voucherUsed: 'errors.withdrawFailed',
  badClaimMode: 'errors.claimFailed',
  moveAbort: 'chain.transactionFailed',
  insufficientBalance: 'validation.insufficientBalance',
  insufficientGas: 'chain.insufficientGas',
  amountRequired: 'chain.amountRequired',
  senderNotSet: 'errors.senderNotSet',
  clientNotInitialized: 'errors.clientNotInitialized',
  userRejected: 'wallet.errors.userRejected',
  walletError: 'wallet.errors.signingFailed',
  requestTimeout: 'chain.requestTimeout',
  confirmTimeout: 'chain.confirmTimeout',
  network: 'errors.networkError',
  requestFailed: 'errors.requestFailed',
  transactionFailed: 'chain.transactionFailed',
  sponsorRefused: 'errors.requestFailed',
  sessionExpired: 'errors.loginExpired',
};

/** Finance abort codes (docs/contract.md, "Abort codes and what the user reads"). */
export const FINANCE_ABORTS: Record<number, ChainErrorCode> = {
  1: 'notBound',
  2: 'alreadyBound',
  3: 'invalidUser',
  4: 'invalidUser',
  5: 'belowMinimum',
  6: 'exceedsAvailable',
  7: 'locked',
  8: 'nothingToClaim',
  9: 'slippage',
  10: 'badVoucher',
  11: 'voucherUsed',
  12: 'badClaimMode',
  13: 'poolEmpty',
};

export function chainError(code: ChainErrorCode, values?: Record<string, string>): ChainError {
  let messageKey = MESSAGE_KEYS[code];
  // 'Withdrawal failed' names the unlock time when the screen knows it (docs/contract.md code 7).
  if (code === 'locked' && values?.unlockTime === undefined) messageKey = 'chain.lockedNoTime';
  // Each sponsor refusal has its own message (docs/api.md, "Sponsored bind").
  if (code === 'sponsorRefused' && values?.refusal !== undefined) messageKey = `api.sponsorRefusals.${values.refusal}`;
  return values ? { code, messageKey, values } : { code, messageKey };
}

/** A Move abort as the SDK reports it (execution status, or a SimulationError's executionError). */
export interface MoveAbortInfo {
  code: number;
  packageId?: string;
  module?: string;
}

function isFinancePackage(packageId: string | undefined): boolean {
  if (packageId === undefined) return true; // a wallet's text message may omit the address
  try {
    return normalizeSuiAddress(packageId) === normalizeSuiAddress(env.packageId);
  } catch {
    return false;
  }
}

/** Maps a Move abort to its error: the finance package's codes to their rows, others generic. */
export function fromMoveAbort(abort: MoveAbortInfo, values?: Record<string, string>): ChainError {
  if (isFinancePackage(abort.packageId)) {
    // In swap, 6 ("more than available") is only withdraw's: the reserve is short, not the user.
    if (abort.module === 'swap' && abort.code === 6) return chainError('reserveShort', values);
    const code = FINANCE_ABORTS[abort.code];
    if (code) return chainError(code, values);
  }
  return chainError('moveAbort', { code: String(abort.code), ...(abort.module ? { module: abort.module } : {}) });
}

interface ExecutionErrorLike {
  $kind?: string;
  message?: string;
  MoveAbort?: { abortCode?: string; location?: { package?: string; module?: string } };
  [key: string]: unknown;
}

function fromExecutionError(error: ExecutionErrorLike, values?: Record<string, string>): ChainError | undefined {
  if (error.$kind === 'MoveAbort' && error.MoveAbort) {
    const code = Number(error.MoveAbort.abortCode);
    if (Number.isFinite(code)) {
      return fromMoveAbort({ code, packageId: error.MoveAbort.location?.package, module: error.MoveAbort.location?.module }, values);
    }
  }
  return fromText(error.message ?? '', values);
}

/** Abort and failure texts in the formats the SDK, nodes and wallets print them. */
function fromText(text: string, values?: Record<string, string>): ChainError | undefined {
  // SDK: "MoveAbort in 2nd command, abort code: 5, in '0x…::liquidity::stake' (instruction 3)"
  const sdk = /abort code:\s*(\d+)(?:,\s*in '(0x[0-9a-fA-F]+)::(\w+)(?:::\w+)?')?/.exec(text);
  if (sdk) return fromMoveAbort({ code: Number(sdk[1]), packageId: sdk[2], module: sdk[3] }, values);
  // Node/Rust debug format, which wallets pass on: "MoveAbort(MoveLocation { module: ModuleId {
  // address: 5011…, name: Identifier(\"liquidity\") }, … }, 5) in command 1"
  const rust = /MoveAbort\(MoveLocation \{ module: ModuleId \{ address: (?:0x)?([0-9a-fA-F]+), name: Identifier\("(\w+)"\) \}.*?\}, (\d+)\)/s.exec(text);
  if (rust) return fromMoveAbort({ code: Number(rust[3]), packageId: `0x${rust[1]}`, module: rust[2] }, values);
  if (/InsufficientGas|GasBalanceTooLow|No valid gas coins|Unable to find a coin to cover the gas|gas selection|insufficient SUI balance|balance of gas object/i.test(text)) {
    return chainError('insufficientGas');
  }
  if (/InsufficientCoinBalance|insufficient (coin )?balance|cannot split/i.test(text)) return chainError('insufficientBalance');
  return undefined;
}

/** The failed status of an executed (or simulated) transaction, as an error value. */
export function fromFailedStatus(status: { success: boolean; error: unknown }, values?: Record<string, string>): ChainError {
  const error = status.error as ExecutionErrorLike | null;
  return (error && fromExecutionError(error, values)) ?? chainError('transactionFailed');
}

function isTransportCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z_]+$/.test(code);
}

/**
 * Turns anything a chain call threw into an error value. `values` carry what only the screen
 * knows (e.g. `unlockTime` for the locked-position message).
 */
export function toChainError(error: unknown, values?: Record<string, string>): ChainError {
  if (error instanceof ChainException) return chainError(error.code, error.values ?? values);
  if (isChainError(error)) return error;
  if (error instanceof SimulationError) {
    const execution = (error as SimulationError & { executionError?: ExecutionErrorLike }).executionError;
    const mapped = execution ? fromExecutionError(execution, values) : undefined;
    if (mapped) return mapped;
    if (error.cause !== undefined) return toChainError(error.cause, values);
    return fromText(error.message, values) ?? chainError('transactionFailed');
  }
  if (error instanceof Error || (typeof error === 'object' && error !== null)) {
    const e = error as { name?: string; message?: string; code?: unknown; cause?: unknown };
    const text = e.message ?? '';
    // gRPC-web status (protobuf-ts RpcError: code is the status name).
    if (e.name === 'RpcError' && isTransportCode(e.code)) {
      if (e.code === 'DEADLINE_EXCEEDED') return chainError('requestTimeout');
      if (e.code === 'UNAVAILABLE' || isFetchFailure(text)) return chainError('network');
      if (e.code === 'CANCELLED') return chainError('requestTimeout');
      return fromText(text, values) ?? chainError('requestFailed');
    }
    if (e.name === 'TimeoutError' || /^Request timeout/i.test(text)) return chainError('requestTimeout');
    if (isFetchFailure(text)) return chainError('network');
    if (text === 'Current sender not set. Please connect wallet first.') return chainError('senderNotSet');
    if (text === 'SuiClient not initialized') return chainError('clientNotInitialized');
    if (isRejection(e)) return chainError('userRejected');
    const mapped = fromText(text, values);
    if (mapped) return mapped;
    if (e.cause !== undefined && e.cause !== error) return toChainError(e.cause, values);
    return chainError('transactionFailed');
  }
  if (typeof error === 'string') return fromText(error, values) ?? chainError('transactionFailed');
  return chainError('transactionFailed');
}

function isFetchFailure(text: string): boolean {
  return /Failed to fetch|fetch failed|NetworkError|Load failed|network error|ECONNREFUSED|ECONNRESET|ENOTFOUND/i.test(text);
}

// Wallets word a refusal differently; the wallet-standard code is 'USER_REJECTED' style text
// or the popup's 'User rejected the request'. A WalletStandardError carries its code (its text
// is only a number in production builds). (The richer wallet catalogue is in src/wallet.)
function isRejection(error: { message?: string; code?: unknown }): boolean {
  if (error.code === 4001 || isWalletStandardError(error, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)) return true;
  return /\buser (rejected|denied|cancell?ed)\b|\brejected (by|from) (the )?user\b|User rejected the request/i.test(error.message ?? '');
}

export function isChainError(value: unknown): value is ChainError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ChainError>;
  return typeof v.code === 'string' && typeof v.messageKey === 'string' && !(value instanceof Error);
}

/**
 * The sender check of docs/product.md §5, before any chain call: a connected account is required.
 * Throws the 'Current sender not set' error value.
 */
export function assertSender(account: { address: string } | null | undefined): asserts account is { address: string } {
  if (!account?.address) throw new ChainException('senderNotSet');
}

/** The other check of docs/product.md §5: a client to talk to the node. */
export function assertClient<T>(client: T | null | undefined): asserts client is T {
  if (client === null || client === undefined) throw new ChainException('clientNotInitialized');
}
