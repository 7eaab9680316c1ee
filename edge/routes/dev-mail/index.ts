// GET /dev/mail (page), /dev/mail.json and /dev/mail/:id (one message's HTML). Mounted by the node entry only
// in local mode with the outbox mailer: these pages show live reset links, so never on a shared deployment.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { type OutboxEntry, outboxPage } from './page.ts';

export interface OutboxReader {
  list(limit?: number): Promise<OutboxEntry[]>;
  get(id: number): Promise<OutboxEntry | null>;
}

export function devMailRoutes(outbox: OutboxReader) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
    })
    .get('/mail', async (c) => c.html(outboxPage(c.get('deps').config.productName, await outbox.list(100))))
    .get('/mail.json', async (c) => {
      const messages = await outbox.list(Number(c.req.query('limit') ?? 100) || 100);
      return c.json(
        messages.map(({ to, subject, text, html, created_at }) => ({
          to,
          subject,
          text,
          html: html ?? '',
          created_at,
        })),
      );
    })
    .get('/mail/:id{[0-9]+}', async (c) => {
      const m = await outbox.get(Number(c.req.param('id')));
      if (!m) return c.text('No such message.', 404);
      return c.html(m.html ?? `<pre>${m.text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</pre>`);
    });
}
