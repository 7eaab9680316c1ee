import { Hono } from 'hono';
import { AppError } from '../../core/errors.ts';
import type { AppEnv } from '../../http/context.ts';
import { publicOrigin } from '../../http/origin.ts';

export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    try {
      await c.get('deps').store.ping();
    } catch (err) {
      c.get('deps').log.error('health: database unreachable', { error: String(err) });
      throw new AppError('UNAVAILABLE', 'The database is not reachable.');
    }
    return c.json({ ok: true, database: 'ok', time: c.get('deps').clock.now().toISOString() });
  })
  .get('/config', (c) => {
    const {
      supabaseUrl: configured,
      supabaseAnonKey,
      productName,
      supportEmail,
      debugRoutes,
      mode,
    } = c.get('deps').config;
    // The local auth service lives on our own origin (under the name the browser used when npm start runs without
    // PUBLIC_URL: token issuer checks don't depend on it).
    const supabaseUrl = mode === 'local' ? publicOrigin(c) : configured;
    c.header('Cache-Control', 'no-cache');
    return c.json({ supabaseUrl, supabaseAnonKey, productName, supportEmail, debugRoutes });
  });
