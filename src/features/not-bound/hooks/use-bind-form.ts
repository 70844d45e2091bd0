// The bind screen's form: the inviter as typed, its check, and which bind the button runs. A
// wallet whose SUI cannot pay the gas binds for free (docs/api.md, "Sponsored bind"): signed in
// first when there is no session, then one wallet approval. With enough SUI, with a wallet that
// cannot sign without executing, or once the sponsor refused, the wallet pays, and the screen
// says why and how much SUI the wallet holds.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLogin } from '../../../auth/use-login';
import { formatDisplay } from '../../../chain/amount';
import type { ChainError } from '../../../chain/errors';
import { BIND_GAS_NEEDED, DECIMALS } from '../../../config/constants';
import { useAccess } from '../../../hooks/use-access';
import { SUI_COIN_TYPE, useCoinBalance } from '../../../hooks/use-coin-balance';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { useWalletConnection } from '../../../wallet/hooks';
import { chooseBindPath, mayTryFreeAgain, type BindPath } from '../lib/bind-path';
import { INVITER_PARAM, storedInviter } from '../lib/invite-link';
import { checkInviterAddress } from '../lib/inviter-address';
import { sponsorRefusalIn, type SponsorStage } from '../lib/sponsor-failure';
import { useBindInviter, useSponsoredBind } from './use-bind-inviter';
import { bindingQueryKey } from './use-binding-status';

/** How often a wallet without SUI for the gas is read again on the bind screen. */
const FUNDS_POLL_MS = 5_000;

interface Refusal {
  address: string;
  refusal: string;
  stage: SponsorStage;
}

export interface BindForm {
  text: string;
  changeText: (text: string) => void;
  /** What is wrong with the inviter (the field's message), null when nothing is. */
  error: string | null;
  submit: () => void;
  pending: boolean;
  path: BindPath;
  /** 'Bind for free' or 'Bind'. */
  label: string;
  /** Why the button waits, when it does. */
  disabledReason: string | null;
  /** Under the button: how this bind is paid, and why it is not free when it cannot be. */
  notes: string[];
  /** The sponsor's refusal and what it means for what was signed; null when there is none. */
  refusal: string | null;
  /** Offers the free bind again after a refusal that may pass; null when there is none. */
  tryFreeAgain: (() => void) | null;
  /** The inviter an invite link brought (the route's query, else the one kept for the session); null when none did. */
  linkInviter: string | null;
}

/** Errors the screen shows itself: an inviter the chain refuses (on the field), a sponsor's refusal (on the card), an ended session (the API client said so). */
function shownByScreen(error: ChainError): boolean {
  return error.code === 'invalidUser' || error.code === 'sponsorRefused' || error.code === 'sessionExpired';
}

export function useBindForm(address: string | null): BindForm {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { signedIn } = useAccess();
  const login = useLogin();
  const walletFeatures = useWalletConnection().account?.features ?? [];
  // While the wallet cannot pay the gas, its SUI is read again now and then: SUI that arrives
  // (a friend's transfer, the local wallet's faucet) turns the free bind into the paid one.
  const sui = useCoinBalance(SUI_COIN_TYPE, { poll: { ms: FUNDS_POLL_MS, when: (balance) => balance !== null && balance < BIND_GAS_NEEDED } });
  const [chainError, setChainError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const refusal = refused !== null && refused.address === address ? refused : null;

  const onError = (error: ChainError) => {
    if (error.code === 'invalidUser') setChainError(error.messageKey);
    const sponsor = sponsorRefusalIn(error);
    if (sponsor && address) setRefused({ address, ...sponsor });
    // It may be bound after all (by another tab, or a bind sent but not confirmed): read it again,
    // and the screen says so if it is.
    if (error.code === 'alreadyBound' || error.code === 'confirmTimeout' || sponsor?.refusal === 'already_bound') {
      void queryClient.invalidateQueries({ queryKey: bindingQueryKey(address) });
    }
  };
  const paid = useBindInviter({ onError, shownByScreen });
  const free = useSponsoredBind({ onError, shownByScreen });

  const linkInviter = searchParams.get(INVITER_PARAM)?.trim() || storedInviter(window.sessionStorage);
  const path = chooseBindPath({ suiBalance: sui.balance, balanceFailed: sui.isError, walletFeatures, refused: refusal !== null });
  const form = useAmountForm({
    // An invite link carries the inviter (kept for the session by the guard); pre-fill it so the
    // user only confirms.
    initialText: () => linkInviter ?? '',
    check: (text) => checkInviterAddress(text, address),
    // The field says what is wrong (the one place a bad input is told); nothing is sent for an
    // address that cannot be a valid user.
    run: async ({ inviter }) => {
      if (path.kind === 'readingBalance') return false;
      if (path.kind === 'free') {
        // The sponsor serves signed-in users: sign in, then go on without another tap.
        if (!signedIn && !(await login.logIn())) return false;
        await free.run({ inviter });
      } else {
        await paid.run({ inviter });
      }
      // Bound: the runner's success takes the user home, so the text stays as it was.
      return false;
    },
    pending: login.isPending || free.isPending || paid.isPending,
  });

  const changeText = (text: string) => {
    form.setText(text);
    setChainError(null);
  };

  const needsGas = () =>
    t('notBound.free.needsGas', { need: formatDisplay(BIND_GAS_NEEDED, DECIMALS.SUI), amount: formatDisplay(sui.balance ?? 0n, DECIMALS.SUI) });
  let notes: string[] = [];
  if (path.kind === 'free') notes = [t(signedIn ? 'notBound.free.note' : 'notBound.free.noteSignIn')];
  else if (path.kind === 'paid' && path.reason === 'walletCannotSign') notes = [t('notBound.free.walletCannotSign'), needsGas()];
  else if (path.kind === 'paid' && path.reason === 'refused') notes = [needsGas()];

  return {
    text: form.text,
    changeText,
    error: chainError ? t(chainError) : form.error,
    submit: form.submit,
    pending: form.pending,
    path,
    label: t(path.kind === 'free' ? 'notBound.free.bind' : 'notBound.bind'),
    disabledReason: path.kind === 'readingBalance' ? t('notBound.free.checkingBalance') : null,
    notes,
    refusal: refusal
      ? t(refusal.stage === 'beforeSigning' ? 'notBound.free.refusedBeforeSigning' : 'notBound.free.refusedAfterSigning', {
          reason: t(`api.sponsorRefusals.${refusal.refusal}`),
        })
      : null,
    tryFreeAgain: refusal && mayTryFreeAgain(refusal.refusal) ? () => setRefused(null) : null,
    linkInviter,
  };
}
