// The pure mail templates (edge/core/mail): product name from config, the reset link in both parts,
// everything a visitor typed escaped in HTML, and subjects that cannot smuggle in a header.
import { describe, expect, it } from 'vitest';
import { contactMail, escapeHtml, passwordResetMail, resetLink, subjectLine } from '../../edge/core/mail/index.ts';

const brand = { productName: 'Acme Score', publicUrl: 'https://score.acme.test', supportEmail: 'help@acme.test' };

describe('password reset mail', () => {
  const url = resetLink('https://score.acme.test/', 'tok_EN-123');
  const mail = passwordResetMail({ brand, resetUrl: url, validMinutes: 60 });

  it('links to /reset-password with the token, from the public URL', () => {
    expect(url).toBe('https://score.acme.test/reset-password?token=tok_EN-123');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('uses the configured product name and support address', () => {
    expect(mail.subject).toBe('Reset your Acme Score password');
    expect(mail.text).toContain('Acme Score account');
    expect(mail.html).toContain('Acme Score');
    expect(mail.text).toContain('help@acme.test');
    expect(mail.html).toContain('mailto:help@acme.test');
    expect(`${mail.text}${mail.html}`).not.toContain('Profile Score');
  });

  it('says how long the link lives and what to do when you did not ask', () => {
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain("If you didn't ask for this, ignore this email");
    expect(passwordResetMail({ brand, resetUrl: url, validMinutes: 30 }).text).toContain('expires in 30 minutes');
    expect(passwordResetMail({ brand, resetUrl: url, validMinutes: 120 }).text).toContain('expires in 2 hours');
  });

  it('is a complete HTML document with a button', () => {
    expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    expect(mail.html).toContain('>Reset Password</a>');
    expect(mail.html.trim().endsWith('</html>')).toBe(true);
  });

  it('escapes a product name with markup', () => {
    const m = passwordResetMail({ brand: { ...brand, productName: '<b>Evil</b>' }, resetUrl: url, validMinutes: 60 });
    expect(m.html).not.toContain('<b>Evil</b>');
    expect(m.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  });
});

describe('contact mail', () => {
  const input = {
    brand,
    kind: 'contact' as const,
    id: 'req-1',
    name: 'Mallory <img src=x onerror=alert(1)>',
    email: 'mallory@example.test',
    subject: 'Bug report',
    message: 'Line one\nLine <two> & "three"',
  };

  it('escapes everything the visitor typed in the HTML part and keeps line breaks', () => {
    const m = contactMail(input);
    expect(m.html).not.toContain('<img src=x');
    expect(m.html).toContain('Mallory &lt;img src=x onerror=alert(1)&gt;');
    expect(m.html).toContain('Line one<br>Line &lt;two&gt; &amp; &quot;three&quot;');
    expect(m.text).toContain('Line one\nLine <two> & "three"');
    expect(m.text).toContain('Reference: req-1');
  });

  it('names the topic for contact and the company for sales', () => {
    expect(contactMail(input).subject).toBe('[Acme Score] Contact: Bug report');
    const sales = contactMail({
      ...input,
      kind: 'sales',
      name: 'Ada',
      company: 'Analytical Engines',
      teamSize: '11-50',
    });
    expect(sales.subject).toBe('[Acme Score] Sales enquiry from Ada (Analytical Engines)');
    expect(sales.text).toContain('Team size: 11-50');
    expect(sales.text).toContain('New sales enquiry (Enterprise)');
  });

  it('never lets a name break the subject header', () => {
    const m = contactMail({ ...input, subject: undefined, name: 'Eve\r\nBcc: victim@example.test' });
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(m.subject).toBe('[Acme Score] Contact: Eve Bcc: victim@example.test');
  });
});

describe('helpers', () => {
  it('escapeHtml covers the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('subjectLine flattens whitespace and caps the length', () => {
    expect(subjectLine('  a\n\tb  ')).toBe('a b');
    const long = subjectLine('x'.repeat(400));
    expect(long).toHaveLength(150);
    expect(long.endsWith('…')).toBe(true);
  });
});
