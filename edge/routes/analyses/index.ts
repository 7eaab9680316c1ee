// The signed-in user's analyses (mounted behind requireIdentity; loadUser where a route needs the users row).
// Reads only read: Pro content for an analysis made before upgrading is added by its own POST, which the client
// calls when it sees an unlocked analysis without it.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeCursor, encodeCursor } from '../../core/analysis/cursor.ts';
import { presentAnalysis, summarizeAnalysis, targetOf } from '../../core/analysis/dto.ts';
import { endpoints, MAX_PROFILE_BYTES } from '../../core/api.ts';
import { AppError } from '../../core/errors.ts';
import { MAX_ADS } from '../../core/match/formula.ts';
import { ProfileSchema } from '../../core/profile/schema.ts';
import { missingForScore, unscorableMessage } from '../../core/profile/scorable.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { limitAnalyze, limitTarget } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { sharedJson } from '../../http/shared-json.ts';
import { addProAdvice, buildAnalysis } from '../../services/analyze.ts';
import { setTarget } from '../../services/target.ts';

const tooLarge = () => {
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `This profile is too large to analyse (over ${MAX_PROFILE_BYTES / 1024} KB of text).`,
  );
};

const tooLargeAd = () => {
  throw new AppError('PAYLOAD_TOO_LARGE', 'These job ads are too long: paste at most 20,000 characters of each.');
};

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Analysis not found.');
}

export const analysesRoutes = new Hono<AppEnv>();

route(
  analysesRoutes,
  endpoints.analyze,
  { use: [loadUser, limitAnalyze, bodyLimit({ maxSize: MAX_PROFILE_BYTES, onError: tooLarge })] },
  async (c) => {
    const body = c.req.valid('json');
    const { store, advice, clock } = c.get('deps');
    const user = c.get('user');
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
    // The SQL quota function decides (NO_SCANS, PAYMENT_PENDING, or a replay of the same key).
    const { row, replayed } = await store.createAnalysisCharged(user.supabase_id, analysis);
    return c.json({ analysis: presentAnalysis(row, user.subscription_tier), replayed }, replayed ? 200 : 201);
  },
);

route(analysesRoutes, endpoints.analyses, {}, async (c) => {
  const { limit, cursor, profile } = c.req.valid('query');
  // One row more than the page tells whether another page follows.
  const rows = await c.get('deps').store.listAnalyses(c.get('identity').userId, {
    summary: true,
    limit: limit + 1,
    profileKey: profile,
    before: cursor ? (decodeCursor(cursor) ?? undefined) : undefined,
  });
  return sharedJson(c, rows, (all) => {
    const page = all.slice(0, limit);
    const next = all.length > limit ? encodeCursor(page[page.length - 1]) : null;
    return { analyses: page.map(summarizeAnalysis), next_cursor: next };
  });
});

route(analysesRoutes, endpoints.analysisProfiles, {}, async (c) =>
  c.json({ profiles: await c.get('deps').store.listProfiles(c.get('identity').userId) }),
);

route(analysesRoutes, endpoints.recentAnalysis, { use: [loadUser] }, async (c) => {
  const [latest] = await c.get('deps').store.listAnalyses(c.get('user').supabase_id, { limit: 1 });
  return c.json({ analysis: latest ? presentAnalysis(latest, c.get('user').subscription_tier) : null });
});

route(analysesRoutes, endpoints.analysis, {}, async (c) => {
  const found =
    (await c.get('deps').store.readAnalysis(c.get('identity').userId, c.req.valid('param').id)) ?? notFound();
  return c.json({ analysis: presentAnalysis(found.row, found.owner.subscription_tier) });
});

route(analysesRoutes, endpoints.addProAdvice, {}, async (c) => {
  const deps = c.get('deps');
  const found = (await deps.store.readAnalysis(c.get('identity').userId, c.req.valid('param').id)) ?? notFound();
  const row = await addProAdvice(deps, found.owner, found.row);
  return c.json({ analysis: presentAnalysis(row, found.owner.subscription_tier) });
});

route(analysesRoutes, endpoints.rescan, { use: [loadUser] }, async (c) => {
  const { store, advice, clock } = c.get('deps');
  const user = c.get('user');
  const existing = (await store.getAnalysis(user.supabase_id, c.req.valid('param').id)) ?? notFound();
  const next = await buildAnalysis(advice, {
    // A stored profile is validated again as it is read back: the schema's defaults may have grown since.
    profile: ProfileSchema.parse(existing.analysis_data.profile),
    fileType: existing.file_type,
    targetRole: targetOf(existing.analysis_data)?.text,
    moreAds: targetOf(existing.analysis_data)?.more,
    tier: user.subscription_tier,
    now: clock.now(),
  });
  const outcome = (await store.updateAnalysis(user.supabase_id, existing.id, next)) ?? notFound();
  // Unchanged, the stored row stands; a Pro user who upgraded since still gets the Pro part added (a POST).
  const row = outcome.charged ? outcome.row : await addProAdvice(c.get('deps'), user, outcome.row);
  const analysis = presentAnalysis(row, user.subscription_tier);
  return c.json({ analysis, rescan: { charged: outcome.charged, previous: outcome.previous } });
});

route(
  analysesRoutes,
  endpoints.setTarget,
  // 20,000 characters of ad are at most 80 KB of UTF-8 in JSON; anything bigger than five of them is not ads.
  { use: [loadUser, limitTarget, bodyLimit({ maxSize: MAX_ADS * 96 * 1024, onError: tooLargeAd })] },
  async (c) => {
    const body = c.req.valid('json');
    const ads = body.ads ?? [body.text ?? ''];
    const analysis = await setTarget(c.get('deps'), c.get('user'), c.req.valid('param').id, ads);
    return c.json({ analysis: analysis ?? notFound() });
  },
);

route(analysesRoutes, endpoints.deleteAnalysis, {}, async (c) => {
  const deleted = await c.get('deps').store.deleteAnalysis(c.get('identity').userId, c.req.valid('param').id);
  if (!deleted) notFound();
  return c.body(null, 204);
});
