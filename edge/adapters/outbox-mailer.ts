// The embedded default mailer: nothing leaves the machine. Messages go to mail_outbox (read back by
// GET /dev/mail in local mode) and the first link of each message is logged, so a reset link can be copied
// straight from the console.
import type { Logger, Mailer, MailMessage } from '../ports.ts';
import type { Sql } from './db/sql.ts';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  replyTo: string | null;
  text: string;
  html: string | null;
  created_at: string;
}

const LINK = /https?:\/\/\S+/;

export class OutboxMailer implements Mailer {
  constructor(
    private readonly sql: Sql,
    private readonly log?: Logger,
  ) {}

  async send(m: MailMessage): Promise<void> {
    await this.sql.query(
      `insert into public.mail_outbox (to_address, subject, reply_to, text_body, html_body)
       values ($1, $2, $3, $4, $5)`,
      [m.to, m.subject, m.replyTo ?? null, m.text, m.html],
    );
    this.log?.info('mail stored in the local outbox (see /dev/mail)', {
      to: m.to,
      subject: m.subject,
      link: LINK.exec(m.text)?.[0],
    });
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMessage[]> {
    const n = Math.max(1, Math.min(500, Math.floor(limit)));
    const rows = await this.sql.query<Row>(`select ${COLS} from public.mail_outbox order by id desc limit $1`, [n]);
    return rows.map(toMessage);
  }

  async get(id: number): Promise<OutboxMessage | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const rows = await this.sql.query<Row>(`select ${COLS} from public.mail_outbox where id = $1`, [id]);
    return rows[0] ? toMessage(rows[0]) : null;
  }
}

const COLS = 'id, to_address, subject, reply_to, text_body, html_body, created_at';

interface Row {
  id: number | string;
  to_address: string;
  subject: string;
  reply_to: string | null;
  text_body: string;
  html_body: string | null;
  created_at: Date | string;
}

function toMessage(r: Row): OutboxMessage {
  return {
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    replyTo: r.reply_to,
    text: r.text_body,
    html: r.html_body,
    created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
  };
}
