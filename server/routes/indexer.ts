// GET /api/indexer: how far the index has read the chain, for the app to know when the figures
// of a transaction it just sent are in (the transaction's checkpoint <= this one). Public and
// cheap: one row that the indexer leader writes, read by every instance, and each instance
// answers from one read for INDEXER_STATUS_CACHE_MS (parallel requests share it).
import { Hono } from 'hono';
import { z } from 'zod';
import type { IndexerResponse } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { indexedCheckpoint } from '../db/indexer-state.ts';
import { readQuery } from '../http.ts';

/** How long an instance answers from its last read: a poll is late by at most this much. */
export const INDEXER_STATUS_CACHE_MS = 250;

export function indexerRoutes(ctx: ServerContext) {
  const app = new Hono();
  let cached: { at: number; answer: Promise<IndexerResponse> } | null = null;

  const read = async (): Promise<IndexerResponse> => {
    return { checkpoint: await indexedCheckpoint(ctx.db) };
  };

  app.get('/', async (c) => {
    readQuery(c, z.object({}).strict());
    const now = performance.now();
    if (!cached || now - cached.at >= INDEXER_STATUS_CACHE_MS) {
      const answer = read();
      cached = { at: now, answer };
      // A failed read is not kept: the next request reads again.
      answer.catch(() => {
        if (cached?.answer === answer) cached = null;
      });
    }
    const body = await cached.answer;
    // Never kept by a browser or a proxy: the answer is about now.
    c.header('Cache-Control', 'no-store');
    return c.json(body satisfies IndexerResponse);
  });

  return app;
}
