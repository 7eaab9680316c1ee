// Resend over its HTTP API with fetch only, so it runs in the Worker (no Node SDK, no SMTP sockets).
// https://resend.com/docs/api-reference/emails/send-email
import type { Mailer, MailMessage } from '../ports.ts';

export interface ResendMailerOptions {
  apiKey: string;
  /** "Name <address>" of a domain verified in Resend. */
  from: string;
  /** Overridden in tests (a local fake server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class ResendError extends Error {
  constructor(
    readonly status: number,
    readonly providerCode: string | undefined,
  ) {
    // Only status and the provider's error name: the response body can echo the recipient's address.
    super(`Resend rejected the message (${status}${providerCode ? ` ${providerCode}` : ''})`);
    this.name = 'ResendError';
  }
}

export class ResendMailer implements Mailer {
  private readonly url: string;
  private readonly doFetch: typeof fetch;

  constructor(private readonly opts: ResendMailerOptions) {
    this.url = `${(opts.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '')}/emails`;
    this.doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  async send(m: MailMessage): Promise<void> {
    const res = await this.doFetch(this.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.opts.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: this.opts.from,
        to: [m.to],
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.replyTo ? { reply_to: m.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
    });
    if (res.ok) {
      await res.body?.cancel();
      return;
    }
    const body = (await res.json().catch(() => null)) as { name?: unknown } | null;
    throw new ResendError(res.status, typeof body?.name === 'string' ? body.name : undefined);
  }
}
