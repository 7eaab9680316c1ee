// The Store over Sql: the same code on PGlite, PostgreSQL and Hyperdrive. User-scoped reads run through
// asUser, so RLS (not only the WHERE clause) keeps one user's rows from another; writes that cost a scan go
// through the quota functions (supabase/migrations/*_quota_charge.sql), the only path that creates analyses.
import type { AnalysisData, SummaryData } from '../core/analysis/dto.ts';
import { AppError } from '../core/errors.ts';
import { isUuid } from '../core/ids.ts';
import { FREE_SCANS, type Tier } from '../core/plans.ts';
import { noScansError, paymentPendingError } from '../core/quota-errors.ts';
import type {
  AnalysisRow,
  ListOptions,
  NewAnalysis,
  NewUser,
  OwnedAnalysis,
  ProfileGroup,
  RescanOutcome,
  Store,
  UserRow,
} from '../ports.ts';
import { ReadCache } from './db/read-cache.ts';
import type { Sql } from './db/sql.ts';

const USER_COLS = `supabase_id, email, first_name, last_name, subscription_tier, scans_remaining, scans_used,
  stripe_customer_id, stripe_subscription_id, current_period_end, cancel_at_period_end, created_at, updated_at`;
// User-scoped reads call the read functions (supabase/migrations/*_user_reads.sql): one statement that runs as
// the user under RLS, so one round trip to PostgreSQL where asUser's transaction took four.
// For lists: the summary column (supabase/migrations/*_analysis_summary.sql) holds the few fields of
// analysis_data a list shows, in the same shape; the full document is tens of KB and stays unread.
const SUMMARY_COLS =
  'id, supabase_id, created_at, file_type, overall_score, rubric_version, profile_hash, profile_key, summary as analysis_data';

// read_analysis's select, for where the caller is already the user (PGlite's READ ONLY transaction).
const OWNED_ANALYSIS = `select a.id, a.supabase_id, a.created_at, a.file_type, a.overall_score, a.rubric_version,
  a.profile_hash, a.analysis_data, u.subscription_tier
  from public.analyses a join public.users u on u.supabase_id = a.supabase_id
  where a.id = $1::uuid and a.supabase_id = $2`;

// Both drivers return timestamptz as Date; the row types (and JSON) carry ISO strings.
function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : String(v);
}

function toUser(r: Record<string, unknown>): UserRow {
  return {
    ...(r as unknown as UserRow),
    current_period_end: iso(r.current_period_end),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

// The one place the jsonb document gets its type: only the quota functions write it, from a NewAnalysis.
function toAnalysis<D = AnalysisData>(r: Record<string, unknown>): AnalysisRow<D> {
  return {
    id: r.id as string,
    supabase_id: r.supabase_id as string,
    created_at: iso(r.created_at)!,
    file_type: r.file_type as AnalysisRow<D>['file_type'],
    overall_score: Number(r.overall_score),
    rubric_version: r.rubric_version as string,
    profile_hash: r.profile_hash as string,
    profile_key: r.profile_key as string,
    analysis_data: r.analysis_data as D,
  };
}

/** Turns the quota functions' SQLSTATEs into the API's errors; anything else propagates unchanged. */
function quotaError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'PS402') return noScansError();
  if (code === 'PS409') return paymentPendingError();
  return err;
}

// A malformed id is simply "not found" (the column is uuid; a bad literal would be a 22P02 error).

function isNotFound(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'PS404';
}

export class PostgresStore implements Store {
  // Where the Sql can prove nothing changed (embedded PGlite), the users row and the list that every request
  // reads are served from memory until the next write (db/read-cache.ts).
  private readonly cache: ReadCache | null;

  constructor(private readonly sql: Sql) {
    this.cache = sql.version ? new ReadCache(sql.version) : null;
  }

  private findUser(userId: string): Promise<UserRow | null> {
    const text = `select ${USER_COLS} from public.users where supabase_id = $1`;
    const { cache, sql } = this;
    if (!cache || !sql.version) return sql.query(text, [userId]).then((r) => (r.length ? toUser(r[0]) : null));
    const version = sql.version;
    return cache.get(`user:${userId}`, async () => {
      const r = await version.select(text, [userId]);
      return r.length ? toUser(r[0]) : null;
    });
  }

  async ping(): Promise<void> {
    await this.sql.query('select 1');
  }

  async ensureUser(user: NewUser): Promise<UserRow> {
    // Every authenticated request comes through here: read first, write only the first time.
    const existing = await this.findUser(user.id);
    if (existing) return existing;
    const scans = user.tier === 'pending' ? 0 : FREE_SCANS;
    try {
      const inserted = await this.sql.query(
        `insert into public.users (supabase_id, email, first_name, last_name, subscription_tier, scans_remaining)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (supabase_id) do nothing
         returning ${USER_COLS}`,
        [user.id, user.email, user.firstName, user.lastName, user.tier, scans],
      );
      if (inserted.length > 0) return toUser(inserted[0]);
    } catch (err) {
      // 23503: the auth user is gone (deleted account, token still unexpired).
      if ((err as { code?: unknown }).code === '23503') throw new AppError('UNAUTHORIZED', 'Account not found.');
      throw err;
    }
    const rows = await this.sql.query(`select ${USER_COLS} from public.users where supabase_id = $1`, [user.id]);
    return toUser(rows[0]);
  }

  async getUser(userId: string): Promise<UserRow | null> {
    const rows = await this.sql.asUser(userId, (tx) =>
      tx.query(`select ${USER_COLS} from public.users where supabase_id = $1`, [userId]),
    );
    return rows.length > 0 ? toUser(rows[0]) : null;
  }

  async createAnalysisCharged(userId: string, a: NewAnalysis): Promise<{ row: AnalysisRow; replayed: boolean }> {
    const json = JSON.stringify(a.analysis_data);
    try {
      // The document comes back only for a replay (the first request's analysis); a new row holds exactly what
      // was sent, so it is rebuilt from the same JSON rather than read back and parsed out of the database.
      const rows = await this.sql.query<Record<string, unknown> & { replayed: boolean }>(
        // (The lateral form: a CASE straight on (r.analysis).analysis_data costs as much as returning it.)
        `select a.id, a.supabase_id, a.created_at, a.file_type, a.overall_score, a.rubric_version, a.profile_hash,
           a.profile_key, case when r.replayed then a.analysis_data end as analysis_data, r.replayed
         from public.create_analysis_charged($1::uuid, $2, $3, $4, $5, $6::jsonb, $7) r
         cross join lateral (select (r.analysis).*) a`,
        [userId, a.file_type, a.overall_score, a.rubric_version, a.profile_hash, json, a.idempotency_key ?? null],
      );
      const r = rows[0];
      if (!r.replayed) r.analysis_data = JSON.parse(json);
      return { row: toAnalysis(r), replayed: r.replayed };
    } catch (err) {
      if (isNotFound(err)) throw new AppError('NOT_FOUND', 'Account not found.');
      throw quotaError(err);
    }
  }

  listAnalyses(userId: string, opts: ListOptions & { summary: true }): Promise<readonly AnalysisRow<SummaryData>[]>;
  listAnalyses(userId: string, opts?: ListOptions & { summary?: false }): Promise<AnalysisRow[]>;
  async listAnalyses(userId: string, opts: ListOptions = {}): Promise<readonly AnalysisRow<unknown>[]> {
    const version = this.sql.version;
    const limit = opts.limit ? Math.max(1, Math.floor(opts.limit)) : null;
    // Only the first summary page is cached (what every dashboard visit reads): full rows are handed to code that
    // adds Pro content to them. Ordered to the millisecond like read_analyses, so cursors agree with it.
    if (this.cache && version && opts.summary && !opts.before && opts.profileKey === undefined) {
      const text = `select ${SUMMARY_COLS} from public.analyses where supabase_id = $1
        order by date_trunc('milliseconds', created_at) desc, id desc ${limit ? `limit ${limit}` : ''}`;
      return this.cache.get(
        `list:${userId}:${limit ?? ''}`,
        async () => (await version.readAsUser(userId, (tx) => tx.query(text, [userId]))).map(toAnalysis),
        (rows) => 1 + rows.length,
      );
    }
    const rows = await this.sql.query('select * from public.read_analyses($1::uuid, $2, $3, $4, $5, $6)', [
      userId,
      opts.summary === true,
      limit,
      opts.profileKey ?? null,
      opts.before?.created_at ?? null,
      opts.before && isUuid(opts.before.id) ? opts.before.id : null,
    ]);
    return rows.map(toAnalysis);
  }

  async listProfiles(userId: string): Promise<ProfileGroup[]> {
    const rows = await this.sql.query('select * from public.read_profiles($1::uuid)', [userId]);
    return rows.map((r) => ({
      profile_key: r.profile_key as string,
      name: (r.name as string | null) ?? '',
      count: Number(r.count),
      latest_at: iso(r.latest_at)!,
    }));
  }

  async getAnalysis(userId: string, id: string): Promise<AnalysisRow | null> {
    return (await this.readAnalysis(userId, id))?.row ?? null;
  }

  async readAnalysis(userId: string, id: string): Promise<OwnedAnalysis | null> {
    if (!isUuid(id)) return null;
    const version = this.sql.version;
    // Embedded PGlite: a READ ONLY transaction, which leaves the read cache's counter alone (a function call
    // counts as a possible write and would empty the cache for every user).
    const rows = version
      ? await version.readAsUser(userId, (tx) => tx.query(OWNED_ANALYSIS, [id, userId]))
      : await this.sql.query('select * from public.read_analysis($1::uuid, $2::uuid)', [userId, id]);
    if (rows.length === 0) return null;
    const r = rows[0];
    return { row: toAnalysis(r), owner: { supabase_id: userId, subscription_tier: r.subscription_tier as Tier } };
  }

  /** Re-scan (see Store): NO_SCANS / PAYMENT_PENDING as above, only when there is something to re-score. */
  async updateAnalysis(userId: string, id: string, a: NewAnalysis): Promise<RescanOutcome | null> {
    if (!isUuid(id)) return null;
    try {
      const rows = await this.sql.query(
        `select (r.analysis).*, r.charged, r.previous_score, r.previous_rubric_version, r.previous_scored_at
         from public.rescan_analysis_charged($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb) r`,
        [userId, id, a.overall_score, a.rubric_version, a.profile_hash, JSON.stringify(a.analysis_data)],
      );
      const r = rows[0];
      return {
        row: toAnalysis(r),
        charged: r.charged === true,
        previous: {
          overall_score: Number(r.previous_score),
          rubric_version: r.previous_rubric_version as string,
          scored_at: iso(r.previous_scored_at)!,
        },
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw quotaError(err);
    }
  }

  async setAnalysisData(userId: string, id: string, data: AnalysisData): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query(
      'update public.analyses set analysis_data = $3::jsonb where id = $1::uuid and supabase_id = $2',
      [id, userId, JSON.stringify(data)],
    );
  }

  async deleteAnalysis(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.asUser(userId, (tx) =>
      tx.query('delete from public.analyses where id = $1::uuid returning id', [id]),
    );
    return rows.length > 0;
  }

  /** Removes the auth user; every row of the account follows by ON DELETE CASCADE. */
  async deleteAccount(userId: string): Promise<void> {
    await this.sql.tx(async (tx) => {
      await tx.query('delete from public.users where supabase_id = $1', [userId]);
      await tx.query('delete from auth.users where id = $1', [userId]);
    });
  }
}
