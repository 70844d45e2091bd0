import { describe, expect, it } from 'vitest';
import { MeResponseSchema, TransferResponseSchema } from '../../contract/api';
import { ApiError, toApiError } from './api-error';
import { parseAnswer } from './parse-answer';

describe('parseAnswer', () => {
  it('gives back the answer as the contract reads it', () => {
    const answer = {
      id: '7',
      from: `0x${'a'.repeat(64)}`,
      to: `0x${'b'.repeat(64)}`,
      coin: 'SUI',
      amount: '1000',
      createdAt: '2026-11-21T12:00:00.000Z',
      balances: { sui: '1', usdc: '0', suil: '0', withdrawableIncome: '0', heldIncome: '0' },
    };
    expect(parseAnswer(TransferResponseSchema, { ...answer, unknownField: 1 })).toEqual(answer);
  });

  it('turns an answer the schema refuses into "request failed", not the object', () => {
    for (const answer of [null, 'ok', {}, { address: 1 }]) {
      let thrown: unknown;
      try {
        parseAnswer(MeResponseSchema, answer);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(toApiError(thrown)).toMatchObject({ code: 'badResponse', messageKey: 'errors.requestFailed' });
    }
  });
});
