// Every /api answer is read through its schema in contract/api.ts, the one the server answers
// with, instead of trusting the type given to axios: an answer that does not parse is an
// ApiError (`badResponse`, read as 'request failed'), never a half-read object on screen.
import type { z } from 'zod';
import { ApiError } from './api-error';

export function parseAnswer<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('badResponse', 'errors.requestFailed');
  return parsed.data;
}
