// The sign-in action for screens: the connected account signs the server's message through
// dApp Kit, the token is stored with the address that signed, and the login-success event makes
// the page wrapper refresh the page's data.
import { useCurrentAccount, useDAppKit } from '../wallet/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestNonce, submitLogin } from '../api/auth';
import { ApiError } from '../api/api-error';
import { showLoading, showToast } from '../components/feedback';
import { useAuthStore } from '../stores/auth';
import { describeWalletError } from '../wallet/wallet-errors';
import { emitLoginSuccess } from './events';
import { login, LoginError } from './login';

export interface LoginAction {
  /** Signs in the connected account; resolves true once signed in (the user was told either way). */
  logIn: () => Promise<boolean>;
  isPending: boolean;
}

export function useLogin(): LoginAction {
  const { t } = useTranslation();
  const dAppKit = useDAppKit();
  const account = useCurrentAccount();
  const setSession = useAuthStore((state) => state.setSession);
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  /** The step's message, with what the wallet or the network said under it when that helps. */
  const describe = (error: unknown): string => {
    if (!(error instanceof LoginError)) return t('errors.loginFailed');
    const headline = t(error.messageKey);
    if (error.step === 'sign' && error.reason !== undefined) {
      const wallet = describeWalletError(error.reason, 'personalMessage');
      if (wallet.key !== 'wallet.errors.signingFailed') return `${headline}\n${t(wallet.key, wallet.values)}`;
    }
    if (error.reason instanceof ApiError && error.reason.code === 'network') return `${headline}\n${t('errors.networkError')}`;
    return headline;
  };

  const logIn = async (): Promise<boolean> => {
    if (running.current) return false;
    if (!account) {
      showToast(t('validation.walletNotConnected'), 'fail');
      return false;
    }
    running.current = true;
    setPending(true);
    const closeLoading = showLoading(t('auth.signingIn'));
    try {
      const session = await login(account.address, {
        requestNonce,
        submitLogin,
        signPersonalMessage: (message) => dAppKit.signPersonalMessage({ message, account }),
      });
      setSession(session.accessToken, session.address);
      closeLoading();
      showToast(t('auth.loginSuccess'), 'success');
      emitLoginSuccess({ address: session.address, isNewLogin: true });
      return true;
    } catch (error) {
      closeLoading();
      showToast(describe(error), 'fail');
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { logIn, isPending };
}
