import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { useLogin } from './use-login';

/** 'Log in': signs in the connected wallet (shown wherever a sign-in is required). */
export function LoginButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const { logIn, isPending } = useLogin();
  return (
    <Button type="primary" round size={block ? 'normal' : 'small'} block={block} nativeType="button" loading={isPending} onClick={() => void logIn()}>
      {t('auth.logIn')}
    </Button>
  );
}
