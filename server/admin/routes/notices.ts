import { Hono } from 'hono';
import type { ServerContext } from '../../context.ts';

export function adminNoticesRoutes(_ctx: ServerContext) {
  const app = new Hono();
  return app;
}
