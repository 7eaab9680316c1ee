import { Hono } from 'hono';
import { requireUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';

export const meRoutes = new Hono<AppEnv>().get('/me', requireUser, (c) => c.json(c.get('user')));
