import { WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, WalletStandardError } from '@mysten/wallet-standard';
import { SimulationError } from '@mysten/sui/client';
import { RpcError } from '@mysten/sui/grpc';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en_US/translation.json';
import { env } from '../config/env';
import { ChainException, FINANCE_ABORTS, assertClient, assertSender, chainError, fromFailedStatus, toChainError } from './errors';

function moveAbort(code: number, module = 'liquidity', pkg = env.packageId) {
  return {
    $kind: 'MoveAbort',
    message: `MoveAbort in 2nd command, abort code: ${code}, in '${pkg}::${module}::stake' (instruction 3)`,
    command: 1,
    MoveAbort: { abortCode: String(code), location: { package: pkg, module, functionName: 'stake' } },
  };
}

/** What the SDK throws when its dry run during build fails. */
function simulationError(code: number, module?: string, pkg?: string) {
  const executionError = moveAbort(code, module, pkg);
  return new SimulationError(`Transaction resolution failed: ${executionError.message}`, { executionError } as never);
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);
}

describe('toChainError', () => {
  it('maps every finance abort code to the message of docs/contract.md', () => {
    const expected: Record<number, string> = {
      1: 'chain.notBound',
      2: 'errors.bindFailed',
      3: 'validation.invalidUser',
      4: 'validation.invalidUser',
      5: 'validation.belowMinimum',
      6: 'validation.exceedsAvailable',
      7: 'chain.lockedNoTime',
      8: 'validation.nothingToClaim',
      9: 'chain.priceMoved',
      10: 'errors.withdrawFailed',
      11: 'errors.withdrawFailed',
      12: 'errors.claimFailed',
      13: 'errors.exchangeFailed',
    };
    for (const [code, key] of Object.entries(expected)) {
      expect(toChainError(simulationError(Number(code))).messageKey, `code ${code}`).toBe(key);
      // The same abort reported as an executed transaction's failed status.
      expect(fromFailedStatus({ success: false, error: moveAbort(Number(code)) }).messageKey).toBe(key);
      expect(typeof lookup(key), key).toBe('string');
    }
    expect(Object.keys(FINANCE_ABORTS)).toHaveLength(13);
  });

  it("reads swap::withdraw's abort 6 as the payout reserve being short, not the user's amount", () => {
    expect(toChainError(simulationError(6, 'swap')).code).toBe('reserveShort');
    expect(fromFailedStatus({ success: false, error: moveAbort(6, 'swap') })).toEqual({ code: 'reserveShort', messageKey: 'chain.reserveShort' });
    const rust = `Dry run failed: MoveAbort(MoveLocation { module: ModuleId { address: ${env.packageId.slice(2)}, name: Identifier("swap") }, function: 3, instruction: 40, function_name: Some("withdraw") }, 6) in command 0`;
    expect(toChainError(new Error(rust)).code).toBe('reserveShort');
    // The same number in liquidity is the user's amount.
    expect(toChainError(simulationError(6, 'liquidity')).code).toBe('exceedsAvailable');
    expect(typeof lookup('chain.reserveShort')).toBe('string');
  });

  it('names the unlock time of a locked position when the screen knows it', () => {
    expect(toChainError(simulationError(7), { unlockTime: '2026-11-28 10:00' })).toEqual({
      code: 'locked',
      messageKey: 'chain.locked',
      values: { unlockTime: '2026-11-28 10:00' },
    });
  });

  it('keeps aborts of other packages generic (the same number means something else there)', () => {
    expect(toChainError(simulationError(5, 'balance', '0x2'))).toEqual({
      code: 'moveAbort',
      messageKey: 'chain.transactionFailed',
      values: { code: '5', module: 'balance' },
    });
  });

  it('reads aborts from texts as the SDK and wallets print them', () => {
    expect(toChainError(new Error(`MoveAbort in 1st command, abort code: 8, in '${env.packageId}::liquidity::claim' (instruction 9)`)).code).toBe(
      'nothingToClaim',
    );
    const rust = `Dry run failed: MoveAbort(MoveLocation { module: ModuleId { address: ${env.packageId.slice(2)}, name: Identifier("swap") }, function: 2, instruction: 14, function_name: Some("swap_v2") }, 9) in command 1`;
    expect(toChainError(new Error(rust)).code).toBe('slippage');
  });

  it('maps gas and coin shortfalls', () => {
    expect(toChainError(new RpcError('Unable to perform gas selection due to insufficient SUI balance', 'INVALID_ARGUMENT')).code).toBe('insufficientGas');
    expect(fromFailedStatus({ success: false, error: { $kind: 'Unknown', message: 'coin 0x1 has 5, cannot split 9', Unknown: null } }).code).toBe(
      'insufficientBalance',
    );
    expect(fromFailedStatus({ success: false, error: { $kind: 'InsufficientCoinBalance', message: 'Insufficient coin balance for operation' } }).code).toBe(
      'insufficientBalance',
    );
  });

  it('maps transport failures: timeouts, unreachable nodes, other statuses', () => {
    expect(toChainError(new RpcError('deadline exceeded', 'DEADLINE_EXCEEDED'))).toEqual({ code: 'requestTimeout', messageKey: 'chain.requestTimeout' });
    expect(toChainError(new RpcError('fetch failed', 'INTERNAL'))).toEqual({ code: 'network', messageKey: 'errors.networkError' });
    expect(toChainError(new RpcError('no healthy upstream', 'UNAVAILABLE')).code).toBe('network');
    expect(toChainError(new RpcError('boom', 'INTERNAL'))).toEqual({ code: 'requestFailed', messageKey: 'errors.requestFailed' });
    expect(toChainError(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toChainError(new DOMException('signal timed out', 'TimeoutError')).code).toBe('requestTimeout');
    expect(toChainError(new Error('Request timeout: sui_getObject')).code).toBe('requestTimeout');
    // The SDK wraps a transport failure of its dry run.
    expect(toChainError(new SimulationError('fetch failed', { cause: new RpcError('fetch failed', 'INTERNAL') })).code).toBe('network');
  });

  it('maps wallet rejections and the sender checks of docs/product.md §5', () => {
    expect(toChainError(new Error('User rejected the request'))).toEqual({ code: 'userRejected', messageKey: 'wallet.errors.userRejected' });
    expect(toChainError({ code: 4001, message: 'Rejected' }).code).toBe('userRejected');
    expect(toChainError(new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)).code).toBe('userRejected');
    expect(toChainError(new Error('Current sender not set. Please connect wallet first.')).messageKey).toBe('errors.senderNotSet');
    expect(toChainError(new Error('SuiClient not initialized')).messageKey).toBe('errors.clientNotInitialized');
    expect(() => assertSender(null)).toThrow(ChainException);
    expect(toChainError(catchError(() => assertSender(undefined))).messageKey).toBe('errors.senderNotSet');
    expect(toChainError(catchError(() => assertClient(null))).messageKey).toBe('errors.clientNotInitialized');
    expect(() => assertSender({ address: '0x1' })).not.toThrow();
  });

  it('never passes a raw message through: unknown things are a generic failure', () => {
    for (const thrown of [new Error('something internal at line 42'), 'oops', 42, null, undefined, { weird: true }]) {
      const mapped = toChainError(thrown);
      expect(mapped).toEqual({ code: 'transactionFailed', messageKey: 'chain.transactionFailed' });
    }
    expect(toChainError(chainError('poolEmpty'))).toEqual({ code: 'poolEmpty', messageKey: 'errors.exchangeFailed' });
  });

  it('every message key exists in the catalogue', () => {
    const codes = ['notBound', 'locked', 'slippage', 'insufficientGas', 'amountRequired', 'requestTimeout', 'confirmTimeout', 'transactionFailed', 'network'] as const;
    for (const code of codes) {
      const { messageKey } = chainError(code, code === 'locked' ? { unlockTime: 'x' } : undefined);
      expect(typeof lookup(messageKey), messageKey).toBe('string');
    }
    expect(typeof lookup('chain.lockedNoTime')).toBe('string');
  });
});

function catchError(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
