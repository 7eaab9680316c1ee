// contact_requests over Sql (supabase/migrations/*_contact.sql): every request is stored before it is mailed,
// so a mail outage loses nothing.

import { isUuid } from '../core/ids.ts';
import type { ContactStore, NewContactRequest } from '../ports.ts';
import type { Sql } from './db/sql.ts';

export class SqlContactStore implements ContactStore {
  constructor(private readonly sql: Sql) {}

  async save(r: NewContactRequest): Promise<{ id: string; created_at: string }> {
    const userId = r.userId && isUuid(r.userId) ? r.userId : null;
    // The sender's user row may not exist yet (it is created on the first authenticated API call): link it
    // only when it does, instead of failing the foreign key.
    const rows = await this.sql.query<{ id: string; created_at: Date | string }>(
      `insert into public.contact_requests (kind, name, email, company, subject, team_size, message, supabase_id)
       values ($1, $2, $3, $4, $5, $6, $7, (select supabase_id from public.users where supabase_id = $8::uuid))
       returning id, created_at`,
      [r.kind, r.name, r.email, r.company ?? null, r.subject ?? null, r.teamSize ?? null, r.message, userId],
    );
    const row = rows[0];
    const created = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
    return { id: row.id, created_at: created };
  }
}
