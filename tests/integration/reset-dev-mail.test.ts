// GET /dev/mail, /dev/mail.json and /dev/mail/:id over the real outbox table.
import { expect, it } from 'vitest';
import { OutboxMailer } from '../../edge/adapters/outbox-mailer.ts';
import { createApp } from '../../edge/app.ts';
import { devMailRoutes } from '../../edge/routes/dev-mail/index.ts';
import { eachDb } from '../helpers/db.ts';
import { harness } from './reset-harness.ts';

eachDb('local mail outbox pages', (db) => {
  it('lists messages as JSON, newest first, in the documented shape', async () => {
    const h = await harness(db.sql);
    const outbox = new OutboxMailer(db.sql);
    const app = createApp(h.deps, { mount: (root) => root.route('/dev', devMailRoutes(outbox)) });
    await outbox.send({ to: 'first@example.test', subject: 'First', text: 'one', html: '<p>one</p>' });
    await outbox.send({
      to: 'second@example.test',
      subject: 'Second <script>',
      text: 'Go to http://app.test/reset-password?token=abc&x=<b>',
      html: '<p>two</p>',
    });

    const res = await app.request('/dev/mail.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.slice(0, 2).map((m) => m.to)).toEqual(['second@example.test', 'first@example.test']);
    expect(Object.keys(list[0]).sort()).toEqual(['created_at', 'html', 'subject', 'text', 'to']);
    expect(list[1]).toMatchObject({ subject: 'First', text: 'one', html: '<p>one</p>' });
    expect(String(list[0].created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const page = await (await app.request('/dev/mail')).text();
    expect(page).toContain('Local mail outbox');
    expect(page).toContain('Second &lt;script&gt;');
    expect(page).not.toContain('Second <script>');
    expect(page).toContain('<a href="http://app.test/reset-password?token=abc&amp;x=&lt;b&gt;">');

    const [newest] = await outbox.list(1);
    const html = await app.request(`/dev/mail/${newest.id}`);
    expect(await html.text()).toBe('<p>two</p>');
    expect((await app.request('/dev/mail/999999999')).status).toBe(404);
    expect((await app.request('/dev/mail/abc')).status).toBe(404);
  });
});
