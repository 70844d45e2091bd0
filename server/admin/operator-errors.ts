// The operator's functions (server/operator/) refuse with an OperatorError, a code a terminal
// prints; the console answers with the API's error codes (contract/api.ts). This maps one to
// the other, so a refused pause or reject answers the console as the app's errors do.
import { ApiError } from '../http.ts';
import { OperatorError } from '../operator/input.ts';

/** `error` as the console's answer: an OperatorError mapped to its status and code, anything else as it is. */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof OperatorError)) return error;
  switch (error.code) {
    case 'invalid_input':
      return new ApiError(400, 'invalid_request', error.message);
    case 'not_found':
      return new ApiError(404, 'not_found', error.message);
    case 'not_in_review':
      return new ApiError(409, 'not_in_review', error.message);
    // Pausing what is paused, resuming what is not: the change cannot be made as asked.
    case 'already_paused':
    case 'not_paused':
      return new ApiError(409, 'invalid_change', error.message);
  }
}

/** Runs an operator function, answering its refusal as the console's ApiError. */
export async function asConsoleAction<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw asApiError(error);
  }
}
