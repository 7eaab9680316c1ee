// Which mailer the node entry uses: Resend when RESEND_API_KEY is set (as in the Worker), else SMTP when
// SMTP_URL is set, else the local outbox (the embedded default: nothing leaves the machine).
import { AppError } from '../../core/errors.ts';
import type { Env } from '../../env.ts';
import type { Logger, Mailer, PasswordAdmin } from '../../ports.ts';
import type { Sql } from '../db/sql.ts';
import { OutboxMailer } from '../outbox-mailer.ts';
import { ResendMailer } from '../resend-mailer.ts';
import { supabasePasswordAdmin } from '../supabase-password-admin.ts';
import type { LocalAuth } from './local-auth/index.ts';
import { localPasswordAdmin } from './local-password-admin.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export interface NodeMail {
  mailer: Mailer;
  /** Set when mail goes to the outbox (then /dev/mail can show it in local mode). */
  outbox?: OutboxMailer;
  kind: 'resend' | 'smtp' | 'outbox';
  close(): void;
}

export function nodeMailer(env: Env, sql: Sql, log: Logger): NodeMail {
  if (env.RESEND_API_KEY) {
    return {
      mailer: new ResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM }),
      kind: 'resend',
      close() {},
    };
  }
  if (env.SMTP_URL) {
    const smtp = new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
    return { mailer: smtp, kind: 'smtp', close: () => smtp.close() };
  }
  const outbox = new OutboxMailer(sql, log);
  return { mailer: outbox, outbox, kind: 'outbox', close() {} };
}

/** The local auth service when it runs here, else Supabase's admin API (needs the service role key). */
export function nodePasswordAdmin(env: Env, localAuth: LocalAuth | undefined): PasswordAdmin {
  if (localAuth) return localPasswordAdmin(localAuth.admin);
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = env;
  if (url && key) return supabasePasswordAdmin({ url, serviceRoleKey: key });
  return {
    async setPassword() {
      throw new AppError('UNAVAILABLE', 'Password reset is not configured on this server.');
    },
  };
}
