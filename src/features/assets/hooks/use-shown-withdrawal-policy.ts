// The withdrawal policy (the pause, the limits) while a screen shows it: the withdraw sheet open,
// or a voucher on the assets page's card. The operator can pause or resume at any time, so what
// the screen states is read again every WITHDRAWAL_POLICY_REFRESH_MS and when the window comes
// back into focus, for as long as it is shown; nothing is read while it is not.
import { useQuery } from '@tanstack/react-query';
import { withdrawalPolicyQueryOptions } from '../../../api/get-withdrawal-policy';
import { useSignedInAccount } from '../../../api/session';
import { WITHDRAWAL_POLICY_REFRESH_MS } from '../../../config/constants';

export function useShownWithdrawalPolicy(shown: boolean) {
  return useQuery({
    ...withdrawalPolicyQueryOptions(useSignedInAccount(), shown),
    refetchInterval: shown ? WITHDRAWAL_POLICY_REFRESH_MS : false,
    refetchOnWindowFocus: shown,
  });
}
