// Shared by the reset-* and contact-* suites: the real app in-process (tests/helpers/app.ts) with a clock the
// test moves, the rate limiter on that clock, and readers for the mail outbox.
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { MemoryRateLimiter } from '../../edge/adapters/memory-rate-limiter.ts';
import { OutboxMailer, type OutboxMessage } from '../../edge/adapters/outbox-mailer.ts';
import type { Clock } from '../../edge/ports.ts';
import { testApp } from '../helpers/app.ts';

export class TestClock implements Clock {
  private t = Date.now();
  now = () => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export async function harness(sql: Sql) {
  const clock = new TestClock();
  const t = await testApp(sql, { clock, rateLimiter: new MemoryRateLimiter({ clock }) });
  const outbox = new OutboxMailer(sql);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { ...t, clock, outbox, post };
}

/** Mail is sent after the response: poll the outbox until a message to `to` arrives (or fail after 10 s). */
export async function waitForMail(outbox: OutboxMailer, to: string, after = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await outbox.list(500)).find((m) => m.to === to && m.id > after);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function mailsTo(outbox: OutboxMailer, to: string): Promise<OutboxMessage[]> {
  return (await outbox.list(500)).filter((m) => m.to === to);
}

export function tokenFrom(mail: OutboxMessage): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error('no reset link in the mail');
  return m[1];
}
