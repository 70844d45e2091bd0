// A failed sponsor call as the transaction runner's error value: a refusal with its own message
// and whether the wallet had signed yet (a refusal before it was asked: nothing was signed), the
// session's end, or the network. After signing, a call that got no answer may still have been
// executed, so it reads as "sent but not confirmed": check before trying again.
import { ApiError } from '../../../api/api-error';
import { sponsorRefusalOf } from '../../../api/sponsor-bind';
import { ChainException, type ChainError } from '../../../chain/errors';

export type SponsorStage = 'beforeSigning' | 'afterSigning';

/** What `run` throws for a sponsor call that failed; anything that is not an API failure passes unchanged. */
export function sponsorFailure(error: unknown, stage: SponsorStage): unknown {
  const refusal = sponsorRefusalOf(error);
  if (refusal !== null) return new ChainException('sponsorRefused', { refusal, stage });
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'unauthorized') return new ChainException('sessionExpired');
  if (error.code === 'network') return new ChainException(stage === 'afterSigning' ? 'confirmTimeout' : 'network');
  return new ChainException('requestFailed');
}

/** The refusal and stage a runner's error value carries, when it is a sponsor's refusal. */
export function sponsorRefusalIn(error: ChainError): { refusal: string; stage: SponsorStage } | null {
  if (error.code !== 'sponsorRefused' || !error.values?.refusal) return null;
  return { refusal: error.values.refusal, stage: error.values.stage === 'afterSigning' ? 'afterSigning' : 'beforeSigning' };
}
