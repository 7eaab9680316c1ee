import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeCursor, encodeCursor } from '../../core/analysis/cursor.ts';
import { type AnalysisData, presentAnalysis, summarizeAnalysis, targetOf } from '../../core/analysis/dto.ts';
import { AnalysesQuery, AnalysisIdParam, AnalyzeRequest, MAX_PROFILE_BYTES, TargetRequest } from '../../core/api.ts';
import { AppError } from '../../core/errors.ts';
import { missingForScore, unscorableMessage } from '../../core/profile/scorable.ts';
import { noScansError, paymentPendingError } from '../../core/quota-errors.ts';
import { loadUser, requireIdentity, requireUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { limitAnalyze } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import type { AnalysisRow } from '../../ports.ts';
import { buildAnalysis, presentFor } from '../../services/analyze.ts';
import { deleteAccount } from '../../services/delete-account.ts';
import { setTarget } from '../../services/target.ts';

const tooLarge = () => {
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `This profile is too large to analyse (over ${MAX_PROFILE_BYTES / 1024} KB of text).`,
  );
};

const tooLargeAd = () => {
  throw new AppError('PAYLOAD_TOO_LARGE', 'This job ad is too long: paste at most 20,000 characters.');
};

// Where the store caches the summary list (embedded PGlite), it hands out the same frozen array until the data
// changes; its JSON is kept beside it instead of being rebuilt for every request. Weak: it goes with the array.
const listBodies = new WeakMap<readonly AnalysisRow[], string>();

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Analysis not found.');
}

export const analysesRoutes = new Hono<AppEnv>()
  .use('/analyze', requireUser)
  // Reads of the caller's own analyses need only the identity: no users row, so one round trip to the database.
  .use('/analyses', requireIdentity)
  .use('/analyses/*', requireIdentity)
  .use('/account', requireUser)
  .post(
    '/analyze',
    limitAnalyze,
    bodyLimit({ maxSize: MAX_PROFILE_BYTES, onError: tooLarge }),
    validate('json', AnalyzeRequest),
    async (c) => {
      const body = c.req.valid('json');
      const { store, advice, clock } = c.get('deps');
      const user = c.get('user');
      // Fast answers for the common refusals; the SQL quota function is what actually guarantees them. A keyed
      // request may be the retry of one that used the last scan: only SQL can tell, so it answers those.
      if (user.subscription_tier === 'pending') throw paymentPendingError();
      if (user.scans_remaining <= 0 && !body.idempotency_key) throw noScansError();
      const missing = missingForScore(body.profile);
      if (missing.length) throw new AppError('PROFILE_INCOMPLETE', unscorableMessage(missing), { missing });
      const analysis = await buildAnalysis(advice, {
        profile: body.profile,
        fileType: body.file_type,
        targetRole: body.target_role,
        tier: user.subscription_tier,
        now: clock.now(),
        idempotencyKey: body.idempotency_key,
      });
      const { row, replayed } = await store.createAnalysisCharged(user.supabase_id, analysis);
      return c.json({ analysis: presentAnalysis(row, user.subscription_tier), replayed }, replayed ? 200 : 201);
    },
  )
  .get('/analyses', validate('query', AnalysesQuery), async (c) => {
    const { limit, cursor, profile } = c.req.valid('query');
    // One row more than the page tells whether another page follows.
    const rows = await c.get('deps').store.listAnalyses(c.get('identity').userId, {
      summary: true,
      limit: limit + 1,
      profileKey: profile,
      before: cursor ? (decodeCursor(cursor) ?? undefined) : undefined,
    });
    let body = listBodies.get(rows);
    if (body === undefined) {
      const page = rows.slice(0, limit);
      const next = rows.length > limit ? encodeCursor(page[page.length - 1]) : null;
      body = JSON.stringify({ analyses: page.map(summarizeAnalysis), next_cursor: next });
      listBodies.set(rows, body);
    }
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  })
  .get('/analyses/profiles', async (c) => {
    return c.json({ profiles: await c.get('deps').store.listProfiles(c.get('identity').userId) });
  })
  .get('/analyses/recent', loadUser, async (c) => {
    const [latest] = await c.get('deps').store.listAnalyses(c.get('user').supabase_id, { limit: 1 });
    return c.json({ analysis: latest ? await presentFor(c.get('deps'), c.get('user'), latest) : null });
  })
  .get('/analyses/:id', validate('param', AnalysisIdParam), async (c) => {
    const found =
      (await c.get('deps').store.readAnalysis(c.get('identity').userId, c.req.valid('param').id)) ?? notFound();
    return c.json({ analysis: await presentFor(c.get('deps'), found.owner, found.row) });
  })
  .post('/analyses/:id/rescan', loadUser, validate('param', AnalysisIdParam), async (c) => {
    const { store, advice, clock } = c.get('deps');
    const user = c.get('user');
    const existing = (await store.getAnalysis(user.supabase_id, c.req.valid('param').id)) ?? notFound();
    const data = existing.analysis_data as unknown as AnalysisData;
    const next = await buildAnalysis(advice, {
      profile: data.profile,
      fileType: existing.file_type,
      targetRole: targetOf(data)?.text,
      tier: user.subscription_tier,
      now: clock.now(),
    });
    const outcome = (await store.updateAnalysis(user.supabase_id, existing.id, next)) ?? notFound();
    // Unchanged, the stored row stands; a Pro user who upgraded since still gets the Pro part added.
    const analysis = outcome.charged
      ? presentAnalysis(outcome.row, user.subscription_tier)
      : await presentFor(c.get('deps'), user, outcome.row);
    return c.json({ analysis, rescan: { charged: outcome.charged, previous: outcome.previous } });
  })
  .post(
    '/analyses/:id/target',
    loadUser,
    // 20,000 characters of ad are at most 80 KB of UTF-8 in JSON; anything bigger is not an ad.
    bodyLimit({ maxSize: 96 * 1024, onError: tooLargeAd }),
    validate('param', AnalysisIdParam),
    validate('json', TargetRequest),
    async (c) => {
      const analysis = await setTarget(c.get('deps'), c.get('user'), c.req.valid('param').id, c.req.valid('json').text);
      return c.json({ analysis: analysis ?? notFound() });
    },
  )
  .delete('/analyses/:id', validate('param', AnalysisIdParam), async (c) => {
    const deleted = await c.get('deps').store.deleteAnalysis(c.get('identity').userId, c.req.valid('param').id);
    if (!deleted) notFound();
    return c.body(null, 204);
  })
  .delete('/account', async (c) => {
    await deleteAccount(c.get('deps'), c.get('user'), c.get('requestId'));
    return c.body(null, 204);
  });
