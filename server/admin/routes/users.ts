import { Hono } from 'hono';
import type { ServerContext } from '../../context.ts';

export function adminUsersRoutes(_ctx: ServerContext) {
  const app = new Hono();
  return app;
}
