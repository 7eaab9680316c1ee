// SMTP through nodemailer (Node only: Workers cannot open raw SMTP sockets, they use the Resend adapter).
// SMTP_URL is nodemailer's connection URL, e.g. smtps://user:pass@smtp.example.com:465 or
// smtp://user:pass@smtp.example.com:587 (STARTTLS). https://nodemailer.com/smtp/
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports.ts';

export interface SmtpMailerOptions {
  url: string;
  from: string;
  timeoutMs?: number;
}

export class SmtpMailer implements Mailer {
  // nodemailer is loaded with the first mail, not at start: most servers send a mail rarely, some never.
  private transport?: Promise<Transporter>;

  constructor(private readonly opts: SmtpMailerOptions) {}

  private open(): Promise<Transporter> {
    const timeout = this.opts.timeoutMs ?? 15_000;
    // A pool reuses one authenticated connection across mails instead of a TLS handshake per message.
    // Keys other than url apply where the URL does not set them (nodemailer merges them the same way).
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: this.opts.url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      } as never),
    );
    return this.transport;
  }

  async send(m: MailMessage): Promise<void> {
    await (await this.open()).sendMail({
      from: this.opts.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      replyTo: m.replyTo,
    });
  }

  close(): void {
    this.transport?.then((t) => t.close()).catch(() => {});
  }
}
