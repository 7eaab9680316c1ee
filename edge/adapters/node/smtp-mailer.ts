// SMTP through nodemailer (Node only: Workers cannot open raw SMTP sockets, they use the Resend adapter).
// SMTP_URL is nodemailer's connection URL, e.g. smtps://user:pass@smtp.example.com:465 or
// smtp://user:pass@smtp.example.com:587 (STARTTLS). https://nodemailer.com/smtp/
import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports.ts';

export interface SmtpMailerOptions {
  url: string;
  from: string;
  timeoutMs?: number;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly opts: SmtpMailerOptions) {
    const timeout = opts.timeoutMs ?? 15_000;
    // A pool reuses one authenticated connection across mails instead of a TLS handshake per message.
    // Keys other than url apply where the URL does not set them (nodemailer merges them the same way).
    this.transport = createTransport({
      url: opts.url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as never);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.opts.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      replyTo: m.replyTo,
    });
  }

  close(): void {
    this.transport.close();
  }
}
