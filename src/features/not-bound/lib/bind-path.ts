// Which bind the screen offers: the paid one (the wallet pays the gas, as always), or the free
// one, where the operator's sponsor pays (docs/api.md, "Sponsored bind"). Free only for a
// wallet whose SUI cannot pay a bind's gas, that can sign a transaction without executing it,
// and whose free bind the sponsor has not refused on this screen.
import type { SponsorRefusal } from '../../../../contract/api';
import { BIND_GAS_NEEDED } from '../../../config/constants';

/** The wallet-standard feature a wallet signs without executing with: the sponsor executes. */
export const SIGN_ONLY_FEATURE = 'sui:signTransaction';

export type PaidReason =
  /** The wallet holds enough SUI: nothing to explain. */
  | 'enoughSui'
  /** The balance could not be read: the paid bind, whose dry run says if the gas is short. */
  | 'balanceUnknown'
  /** The wallet cannot sign without executing, so nobody else can pay its gas. */
  | 'walletCannotSign'
  /** The sponsor refused the free bind. */
  | 'refused';

export type BindPath = { kind: 'readingBalance' } | { kind: 'free' } | { kind: 'paid'; reason: PaidReason };

export interface BindPathInput {
  /** The connected wallet's SUI (coins and address balance); null while unknown. */
  suiBalance: bigint | null;
  /** Reading the balance failed. */
  balanceFailed: boolean;
  /** The connected account's wallet features. */
  walletFeatures: readonly string[];
  /** The sponsor refused this account's free bind. */
  refused: boolean;
}

export function chooseBindPath({ suiBalance, balanceFailed, walletFeatures, refused }: BindPathInput): BindPath {
  if (suiBalance === null) return balanceFailed ? { kind: 'paid', reason: 'balanceUnknown' } : { kind: 'readingBalance' };
  if (suiBalance >= BIND_GAS_NEEDED) return { kind: 'paid', reason: 'enoughSui' };
  if (refused) return { kind: 'paid', reason: 'refused' };
  if (!walletFeatures.includes(SIGN_ONLY_FEATURE)) return { kind: 'paid', reason: 'walletCannotSign' };
  return { kind: 'free' };
}

/** Refusals that may pass on another try (an expired offer, a busy or paused sponsor): the screen offers the free bind again. */
const PASSING_REFUSALS: ReadonlySet<SponsorRefusal> = new Set<SponsorRefusal>([
  'not_issued',
  'sponsor_rate_limited',
  'sponsor_budget_spent',
  'sponsor_paused',
  'sponsor_unfunded',
  'sponsor_unavailable',
]);

export function mayTryFreeAgain(refusal: string): boolean {
  return PASSING_REFUSALS.has(refusal as SponsorRefusal);
}
