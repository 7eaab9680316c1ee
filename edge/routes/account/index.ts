// The signed-in user's account (mounted behind requireIdentity): who they are, and deleting everything.
import { Hono } from 'hono';
import { endpoints, toMeDto } from '../../core/api.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { deleteAccount } from '../../services/delete-account.ts';

export const accountRoutes = new Hono<AppEnv>();

route(accountRoutes, endpoints.me, { use: [loadUser] }, (c) => c.json(toMeDto(c.get('user'))));

route(accountRoutes, endpoints.deleteAccount, { use: [loadUser] }, async (c) => {
  await deleteAccount(c.get('deps'), c.get('user'), c.get('requestId'));
  return c.body(null, 204);
});
