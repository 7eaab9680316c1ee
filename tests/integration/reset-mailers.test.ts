// The outbound adapters against small local stand-ins for services we cannot reach from tests: Resend's HTTP
// API, an SMTP server (a minimal RFC 5321 sink on a socket) and Supabase Auth's admin API.
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../edge/adapters/node/smtp-mailer.ts';
import { ResendError, ResendMailer } from '../../edge/adapters/resend-mailer.ts';
import { SupabaseAdminError, supabasePasswordAdmin } from '../../edge/adapters/supabase-password-admin.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function fakeHttp(answer: (seen: Seen) => [number, unknown]) {
  const seen: Seen[] = [];
  const server = createHttpServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    seen.push(s);
    const [status, json] = answer(s);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** Accepts one SMTP session at a time and records envelope and data; enough for nodemailer's plain client. */
async function smtpSink() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            say('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        const replies: Record<string, string> = {
          EHLO: '250 sink.test',
          HELO: '250 sink.test',
          MAIL: '250 ok',
          RCPT: '250 ok',
          DATA: '354 end with .',
          RSET: '250 ok',
          NOOP: '250 ok',
          QUIT: '221 bye',
        };
        say(replies[verb] ?? '502 not implemented');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return { port, messages, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const MAIL = {
  to: 'ada@example.test',
  subject: 'Reset your Profile Score password',
  text: 'Open http://app.test/reset-password?token=abc',
  html: '<p>Open <a href="http://app.test/reset-password?token=abc">the link</a></p>',
  replyTo: 'visitor@example.test',
};

describe('Resend mailer', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(closers.map((c) => c())));

  it('posts the message to /emails with the API key', async () => {
    const fake = await fakeHttp(() => [200, { id: 'msg_1' }]);
    closers.push(fake.close);
    const mailer = new ResendMailer({
      apiKey: 're_test_key',
      from: 'Profile Score <no-reply@example.test>',
      baseUrl: fake.url,
    });
    await mailer.send(MAIL);
    expect(fake.seen).toHaveLength(1);
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/emails');
    expect(req.headers.authorization).toBe('Bearer re_test_key');
    expect(JSON.parse(req.body)).toEqual({
      from: 'Profile Score <no-reply@example.test>',
      to: ['ada@example.test'],
      subject: MAIL.subject,
      text: MAIL.text,
      html: MAIL.html,
      reply_to: 'visitor@example.test',
    });
  });

  it('throws a ResendError with the status and error name, never the body text', async () => {
    const fake = await fakeHttp(() => [
      422,
      { name: 'validation_error', message: 'Invalid `to` field: ada@example.test' },
    ]);
    closers.push(fake.close);
    const mailer = new ResendMailer({ apiKey: 'k', from: 'x@example.test', baseUrl: fake.url });
    const err = await mailer.send(MAIL).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResendError);
    expect((err as ResendError).status).toBe(422);
    expect((err as Error).message).toBe('Resend rejected the message (422 validation_error)');
    expect((err as Error).message).not.toContain('ada@');
  });
});

describe('SMTP mailer', () => {
  it('delivers a multipart message with text, HTML and Reply-To', async () => {
    const sink = await smtpSink();
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      from: 'Profile Score <no-reply@example.test>',
    });
    try {
      await mailer.send(MAIL);
    } finally {
      mailer.close();
      await sink.close();
    }
    expect(sink.messages).toHaveLength(1);
    const [m] = sink.messages;
    expect(m.from).toContain('<no-reply@example.test>');
    expect(m.to).toEqual(['RCPT TO:<ada@example.test>']);
    expect(m.data).toMatch(/^Subject: Reset your Profile Score password$/m);
    expect(m.data).toMatch(/^Reply-To: visitor@example.test$/m);
    expect(m.data).toContain('multipart/alternative');
    expect(m.data).toContain('text/plain');
    expect(m.data).toContain('text/html');
    expect(m.data).toContain('reset-password?token=abc');
  });
});

describe('Supabase password admin', () => {
  const ID = '3f1c2a4e-1111-4222-8333-944455556666';

  it('PUTs the password to /auth/v1/admin/users/{id} with the service role key', async () => {
    const fake = await fakeHttp(() => [200, { id: ID }]);
    const admin = supabasePasswordAdmin({ url: `${fake.url}/`, serviceRoleKey: 'service-key' });
    try {
      expect(await admin.setPassword(ID, 'a new passphrase')).toBe(true);
    } finally {
      await fake.close();
    }
    const [req] = fake.seen;
    expect(req.method).toBe('PUT');
    expect(req.url).toBe(`/auth/v1/admin/users/${ID}`);
    expect(req.headers.apikey).toBe('service-key');
    expect(req.headers.authorization).toBe('Bearer service-key');
    expect(JSON.parse(req.body)).toEqual({ password: 'a new passphrase' });
  });

  it('answers false for a missing user (404) or a malformed id, and throws on other failures', async () => {
    const fake = await fakeHttp((s) => (s.url.endsWith(ID) ? [404, { code: 'user_not_found' }] : [500, {}]));
    const admin = supabasePasswordAdmin({ url: fake.url, serviceRoleKey: 'k' });
    try {
      expect(await admin.setPassword(ID, 'a new passphrase')).toBe(false);
      expect(await admin.setPassword('../../admin', 'a new passphrase')).toBe(false);
      const err = await admin.setPassword('3f1c2a4e-1111-4222-8333-000000000000', 'pw pw pw pw').catch((e) => e);
      expect(err).toBeInstanceOf(SupabaseAdminError);
      expect((err as Error).message).not.toContain('pw pw');
    } finally {
      await fake.close();
    }
    expect(fake.seen).toHaveLength(2);
  });
});
