// /api/sponsor: the free bind (server/sponsor/sponsored-bind.ts). Both calls need the user's
// token and pass the sponsor's rate limits, per client IP and per address, counted by every
// instance together (the database), before anything else.
import { Hono } from 'hono';
import {
  SponsorBindRequestSchema,
  type SponsorExecuteResponse,
  SponsorExecuteRequestSchema,
  type SponsoredBind,
} from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { readBody } from '../http.ts';
import { clientIp, requireAuth } from '../auth/middleware.ts';
import { executeSponsoredBind, issueSponsoredBind, sponsorRateLimited } from '../sponsor/sponsored-bind.ts';

export function sponsorRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', requireAuth(ctx));

  const limit = async (ip: string, address: string) => {
    const [byClient, byAddress] = await Promise.all([ctx.limitSponsorByClient.take(ip), ctx.limitSponsorByAddress.take(address)]);
    if (!byClient || !byAddress) throw sponsorRateLimited();
  };

  app.post('/bind', async (c) => {
    const { inviter } = await readBody(c, SponsorBindRequestSchema);
    const address = c.get('address');
    const ip = clientIp(c, ctx.config.trustProxy);
    await limit(ip, address);
    return c.json((await issueSponsoredBind(ctx, { address, inviter, clientIp: ip })) satisfies SponsoredBind, 201);
  });

  app.post('/execute', async (c) => {
    const { txBytes, signature } = await readBody(c, SponsorExecuteRequestSchema);
    const address = c.get('address');
    await limit(clientIp(c, ctx.config.trustProxy), address);
    return c.json((await executeSponsoredBind(ctx, { address, txBytes, signature })) satisfies SponsorExecuteResponse);
  });

  return app;
}
