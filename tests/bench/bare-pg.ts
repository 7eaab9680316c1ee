// The PostgreSQL reference for the API bench: a bare Hono route over postgres.js doing the same indexed selects as
// GET /api/analyses and GET /api/analyses/:id, without auth, RLS or the app around them. What the app's
// PostgreSQL figures are divided by, measured in the same run against the same database.
import { Hono } from 'hono';
import postgres from 'postgres';

const LIST = `select id, supabase_id, created_at, file_type, overall_score, rubric_version, profile_hash, summary
  from public.analyses where supabase_id = $1 order by created_at desc, id desc`;
const ONE = `select id, supabase_id, created_at, file_type, overall_score, rubric_version, profile_hash, analysis_data
  from public.analyses where id = $1 and supabase_id = $2`;

export function barePgApp(url: string): Hono {
  // The same pool and statement options as the app's driver (edge/adapters/db/postgres-sql.ts).
  const sql = postgres(url, { max: 10, prepare: true, onnotice: () => {} });
  return new Hono()
    .get('/pg/analyses/:user', async (c) => c.json({ analyses: await sql.unsafe(LIST, [c.req.param('user')]) }))
    .get('/pg/analyses/:user/:id', async (c) => {
      const [row] = await sql.unsafe(ONE, [c.req.param('id'), c.req.param('user')]);
      return row ? c.json({ analysis: row }) : c.json({ error: 'not found' }, 404);
    });
}
