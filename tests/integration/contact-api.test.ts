// Contact and sales forms, API side: requests are validated (422 with field errors), stored in
// contact_requests, and mailed to the support / sales address from config with the sender as Reply-To.
import { expect, it } from 'vitest';
import { CONTACT_RECEIVED, SALES_RECEIVED } from '../../edge/core/contact.ts';
import { eachDb } from '../helpers/db.ts';
import { harness, waitForMail } from './reset-harness.ts';

const CONTACT = {
  name: 'Grace Hopper',
  email: 'Grace@Example.test',
  topic: 'Problem with a score',
  message: 'My experience section scored 40 although I listed five roles.\nCould you check?',
};
const SALES = {
  name: 'Alan Turing',
  email: 'alan@bletchley.test',
  company: 'Bletchley <Park> & Co',
  teamSize: '51-200',
  message: 'We would like team dashboards for our 120 career coaches.',
};

type Details = { error: { code: string; details: Record<string, string[]> } };

eachDb('contact and sales requests', (db) => {
  it('stores a contact request and mails support with the sender as Reply-To', async () => {
    const h = await harness(db.sql);
    const res = await h.post('/api/contact', CONTACT);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; id: string; message: string };
    expect(body).toMatchObject({ ok: true, message: CONTACT_RECEIVED });
    const [row] = await db.sql.query<Record<string, unknown>>('select * from public.contact_requests where id = $1', [
      body.id,
    ]);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Grace Hopper',
      email: 'grace@example.test',
      subject: 'Problem with a score',
      message: CONTACT.message,
      supabase_id: null,
    });
    const mail = await waitForMail(h.outbox, 'support@example.test');
    expect(mail.replyTo).toBe('grace@example.test');
    expect(mail.subject).toBe('[Profile Score] Contact: Problem with a score');
    expect(mail.text).toContain(CONTACT.message);
    expect(mail.text).toContain(`Reference: ${body.id}`);
  });

  it('stores a sales request and mails sales, escaping what the visitor wrote', async () => {
    const h = await harness(db.sql);
    const res = await h.post('/api/contact-sales', SALES);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; message: string };
    expect(body.message).toBe(SALES_RECEIVED);
    const [row] = await db.sql.query<Record<string, unknown>>('select * from public.contact_requests where id = $1', [
      body.id,
    ]);
    expect(row).toMatchObject({ kind: 'sales', company: 'Bletchley <Park> & Co', team_size: '51-200' });
    const mail = await waitForMail(h.outbox, 'sales@example.test');
    expect(mail.subject).toBe('[Profile Score] Sales enquiry from Alan Turing (Bletchley <Park> & Co)');
    expect(mail.html).toContain('Bletchley &lt;Park&gt; &amp; Co');
    expect(mail.html).not.toContain('<Park>');
    expect(mail.replyTo).toBe('alan@bletchley.test');
  });

  it('links a signed-in sender to their account', async () => {
    const h = await harness(db.sql);
    const user = await h.signUp('signed.in.sender@example.test');
    const res = await h.post('/api/contact', { ...CONTACT, email: 'signed.in.sender@example.test' }, user.headers);
    const { id } = (await res.json()) as { id: string };
    const [row] = await db.sql.query<{ supabase_id: string }>(
      'select supabase_id from public.contact_requests where id = $1',
      [id],
    );
    expect(row.supabase_id).toBe(user.id);
    // A bad token is just anonymous, not an error.
    const anon = await h.post('/api/contact', CONTACT, { authorization: 'Bearer not-a-token' });
    expect(anon.status).toBe(200);
  });

  it('answers invalid input with 422 and a message per field', async () => {
    const h = await harness(db.sql);
    const res = await h.post('/api/contact', { name: ' ', email: 'nope', topic: 'Lottery', message: 'hi' });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as Details;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      topic: ['Please choose a topic'],
      message: ['Please write at least 10 characters'],
    });
    const sales = await h.post('/api/contact-sales', {
      ...SALES,
      company: '',
      teamSize: '5',
      message: 'x'.repeat(5001),
    });
    expect(sales.status).toBe(422);
    const details = ((await sales.json()) as Details).error.details;
    expect(details).toEqual({
      company: ['Please enter your company name'],
      teamSize: ['Please choose your team size'],
      message: ['Please keep your message under 5,000 characters'],
    });
    for (const bad of ['{', 'null', '[]', '"x"']) {
      expect([400, 422]).toContain((await h.post('/api/contact', bad)).status);
    }
    const n = await db.sql.query<{ n: number }>(
      "select count(*)::int as n from public.contact_requests where email = 'nope'",
    );
    expect(n[0].n).toBe(0);
  });

  it('accepts but drops what a bot puts in the hidden field', async () => {
    const h = await harness(db.sql);
    const res = await h.post('/api/contact', { ...CONTACT, email: 'bot@spam.test', website: 'http://spam.test' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(CONTACT_RECEIVED);
    const n = await db.sql.query<{ n: number }>(
      "select count(*)::int as n from public.contact_requests where email = 'bot@spam.test'",
    );
    expect(n[0].n).toBe(0);
  });

  it('limits one IP to 5 messages in 10 minutes', async () => {
    const h = await harness(db.sql);
    const ip = { 'cf-connecting-ip': '203.0.113.50' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await h.post('/api/contact', { ...CONTACT, email: `c${i}@example.test` }, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await h.post('/api/contact', CONTACT, ip);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(10 * 60_000);
    expect((await h.post('/api/contact', CONTACT, ip)).status).toBe(200);
  });
});
