// GET /api/indexer: the last checkpoint the server's indexer has fully processed. The figures of
// a transaction at or below it are in every /api answer (server/README.md, "How far the index
// has read").
import { IndexerResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';

/** The indexed checkpoint; null before the server has completed its first read of the chain. */
export async function getIndexedCheckpoint(signal?: AbortSignal): Promise<bigint | null> {
  const data = parseAnswer(IndexerResponseSchema, (await apiClient.get('/indexer', { signal, anonymous: true })).data);
  return data.checkpoint === null ? null : BigInt(data.checkpoint);
}
