// GET /api/me/transfers/recipient/:address: whether a transfer to the address would reach a
// SuiL user, asked before the user is asked to confirm one (docs/api.md). It resolves when it
// would; otherwise it rejects with the ApiError of the transfer's own refusal
// (`unknown_recipient`, `self_transfer`), or of the request that failed.
import { useMutation } from '@tanstack/react-query';
import { TransferRecipientResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';

export async function checkTransferRecipient(address: string): Promise<void> {
  parseAnswer(TransferRecipientResponseSchema, (await apiClient.get(`/me/transfers/recipient/${encodeURIComponent(address)}`)).data);
}

/** The check as an action the transfer sheet runs on submit (nothing is cached: a user may sign up any moment). */
export function useCheckTransferRecipient() {
  return useMutation({ mutationFn: checkTransferRecipient });
}
