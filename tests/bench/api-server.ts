// Child process for the API bench, compiled and run on plain node as `npm start` runs the server: the real node
// entry in-process (so the bench can give a user scans through its own database handle), or with BENCH_BARE=1 a
// bare Hono JSON route as the reference (and, with BENCH_PG_URL, the bare postgres.js reference, bare-pg.ts).
// Reads commands on stdin: "scans <email> <n>", "users <n> <issuer> <template analysis id>" (answers one JSON line,
// load-users.ts), "mem". Prints "ready <url>" when listening.
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startNodeServer } from '../../edge/node.ts';
import { barePgApp } from './bare-pg.ts';
import { seedLoadUsers } from './load-users.ts';

if (process.env.BENCH_BARE === '1') {
  const app = new Hono().get('/json', (c) => c.json({ ok: true, time: Date.now() }));
  if (process.env.BENCH_PG_URL) app.route('/', barePgApp(process.env.BENCH_PG_URL));
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(`ready http://127.0.0.1:${info.port}`);
  });
  process.on('SIGTERM', () => s.close(() => process.exit(0)));
} else {
  const server = await startNodeServer({ port: 0, env: { ...process.env, LOG_LEVEL: 'error' } });
  console.log(`ready ${server.url}`);
  createInterface({ input: process.stdin }).on('line', async (line) => {
    const [cmd, email, n] = line.trim().split(/\s+/);
    if (cmd === 'scans') {
      await server.sql.query(
        `update public.users set subscription_tier = 'free', scans_remaining = $2 where email = $1`,
        [email, Number(n)],
      );
      console.log('ok');
    } else if (cmd === 'users') {
      const [, count, issuer, template] = line.trim().split(/\s+/);
      console.log(JSON.stringify(await seedLoadUsers(server.sql, Number(count), issuer, template)));
    } else if (cmd === 'mem') {
      // Where the RSS is: the JS heap vs everything else (PGlite's wasm memory shows under arrayBuffers).
      // With --expose-gc also after a full collection, to tell garbage from what is held.
      const gc = (globalThis as { gc?: () => void }).gc;
      const now = process.memoryUsage();
      gc?.();
      console.log(JSON.stringify(gc ? { now, afterGc: process.memoryUsage() } : now));
    }
  });
  process.on('SIGTERM', async () => {
    await server.stop();
    process.exit(0);
  });
}
