// The API's contract: what each endpoint takes and what it answers, shared by the server, the web client and the
// tests. The web's typed client (web/lib/api.ts) checks every answer against these schemas, so a route that
// drifts from them fails loudly in the tests instead of quietly in a component.
import { z } from 'zod';
import { decodeCursor } from './analysis/cursor.ts';
import { AnalysisDtoSchema, AnalysisSummarySchema } from './analysis/dto-schema.ts';
import { type EndpointName, paths } from './api-paths.ts';
import { contactSchema, salesSchema } from './contact.ts';
import { MAX_ADS } from './match/formula.ts';
import { resetRequestSchema, resetSchema } from './password-reset.ts';
import { ProfileSchema } from './profile/schema.ts';
import { RETURN_PATH_MAX, safeReturnPath } from './return-path.ts';
import { MeDto } from './user-dto.ts';

export { MeDto, toMeDto } from './user-dto.ts';

/** The structured profile is small; anything bigger than this is not a LinkedIn profile. */
export const MAX_PROFILE_BYTES = 200 * 1024;

export const AnalyzeRequest = z.object({
  profile: ProfileSchema,
  file_type: z.enum(['pdf', 'image']),
  target_role: z.string().trim().max(20_000).optional(),
  idempotency_key: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Use 8-100 letters, digits, _ or -')
    .optional(),
});
export type AnalyzeRequest = z.input<typeof AnalyzeRequest>;

/** A pasted job ad (title plus text) or a typed role; empty clears it. Longer than any real ad. */
export const MAX_TARGET_CHARS = 20_000;

const AdText = z
  .string()
  .max(MAX_TARGET_CHARS, `Paste at most ${MAX_TARGET_CHARS.toLocaleString('en-US')} characters of the ad`);

/** One ad (`text`; empty clears it) or up to five matched together (`ads`; blank ones are dropped). */
export const TargetRequest = z
  .object({
    text: AdText.optional(),
    ads: z
      .array(AdText, { error: 'Send the ads as a list of texts' })
      .max(MAX_ADS, `Paste at most ${MAX_ADS} ads at once`)
      .optional(),
  })
  .strict()
  .refine((b) => (b.text === undefined) !== (b.ads === undefined), {
    error: 'Send either text (one ad) or ads (a list of up to five)',
  });
export type TargetRequest = z.input<typeof TargetRequest>;

export const AnalysisIdParam = z.object({ id: z.string().uuid('Not an analysis id') });

/** Pages of the history list: newest first, optionally one profile (its `profile_key`). */
export const MAX_PAGE = 100;
export const AnalysesQuery = z.object({
  limit: z.coerce.number().int('Use a whole number').min(1).max(MAX_PAGE).default(MAX_PAGE),
  cursor: z
    .string()
    .max(200)
    .refine((c) => decodeCursor(c) !== null, 'Not a page cursor')
    .optional(),
  profile: z.string().min(1).max(500).optional(),
});
export const AnalysisResponse = z.object({ analysis: AnalysisDtoSchema });
export const AnalyzeResponse = z.object({ analysis: AnalysisDtoSchema, replayed: z.boolean() });
export const RecentResponse = z.object({ analysis: AnalysisDtoSchema.nullable() });
export const AnalysesResponse = z.object({
  analyses: z.array(AnalysisSummarySchema),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
});
export const ProfilesResponse = z.object({
  profiles: z.array(z.object({ profile_key: z.string(), name: z.string(), count: z.number(), latest_at: z.string() })),
});
export const RescanResponse = z.object({
  analysis: AnalysisDtoSchema,
  /** charged: false when nothing changed (same profile, same rubric): the stored result stands. */
  rescan: z.object({
    charged: z.boolean(),
    previous: z.object({ overall_score: z.number(), rubric_version: z.string(), scored_at: z.string() }),
  }),
});
export const OkMessage = z.object({ ok: z.literal(true), message: z.string() });
export const ResetVerifyResponse = z.object({ valid: z.boolean() });
export const UrlResponse = z.object({ url: z.string() });
export const ContactReceiptSchema = z.object({ ok: z.literal(true), id: z.string(), message: z.string() });
// The product specification's payload also carries userId and email; they are ignored (stripped): the verified token
// decides.
export const CheckoutRequest = z.object({
  plan: z.literal('pro'),
  /** The app page to come back to after paying (a result); only a path of this app. */
  return_to: z
    .string()
    .max(RETURN_PATH_MAX)
    .refine((p) => safeReturnPath(p) !== null, 'must be a path of this app, like /analysis/<id>')
    .optional(),
  userId: z.unknown().optional(),
  email: z.unknown().optional(),
});
export const UpdateSubscriptionRequest = z.object({ session_id: z.string().trim().min(1).max(255) });
export const UpdateSubscriptionResponse = z.object({
  outcome: z.enum(['duplicate', 'applied', 'no_change', 'unmatched']),
  user: MeDto.nullable(),
});
export const DebugCreateUserRequest = z.object({ userId: z.string().min(1).max(64) });
const NoBody = z.undefined();
const NoContent = z.null();

export interface Endpoint<P extends readonly [string, string], Req extends z.ZodType, Res extends z.ZodType> {
  method: P[0];
  /** Under /api; `:name` is filled from the call's params. */
  path: P[1];
  body: Req;
  response: Res;
}

const ep = <N extends EndpointName, Req extends z.ZodType, Res extends z.ZodType>(
  name: N,
  body: Req,
  response: Res,
): Endpoint<(typeof paths)[N], Req, Res> => ({ method: paths[name][0], path: paths[name][1], body, response });

/** Every JSON endpoint the web app calls: what it takes and what it answers. */
export const endpoints = {
  me: ep('me', NoBody, MeDto),
  analyze: ep('analyze', AnalyzeRequest, AnalyzeResponse),
  analyses: ep('analyses', NoBody, AnalysesResponse),
  analysisProfiles: ep('analysisProfiles', NoBody, ProfilesResponse),
  recentAnalysis: ep('recentAnalysis', NoBody, RecentResponse),
  analysis: ep('analysis', NoBody, AnalysisResponse),
  rescan: ep('rescan', NoBody, RescanResponse),
  setTarget: ep('setTarget', TargetRequest, AnalysisResponse),
  addProAdvice: ep('addProAdvice', NoBody, AnalysisResponse),
  deleteAnalysis: ep('deleteAnalysis', NoBody, NoContent),
  deleteAccount: ep('deleteAccount', NoBody, NoContent),
  checkout: ep('checkout', CheckoutRequest, UrlResponse),
  billingPortal: ep('billingPortal', NoBody, UrlResponse),
  updateSubscription: ep('updateSubscription', UpdateSubscriptionRequest, UpdateSubscriptionResponse),
  debugCreateUser: ep('debugCreateUser', DebugCreateUserRequest, MeDto),
  continueFree: ep('continueFree', NoBody, z.object({ subscription_tier: z.literal('free') })),
  resetRequest: ep('resetRequest', resetRequestSchema, OkMessage),
  resetVerify: ep('resetVerify', NoBody, ResetVerifyResponse),
  reset: ep('reset', resetSchema, OkMessage),
  contact: ep('contact', contactSchema, ContactReceiptSchema),
  contactSales: ep('contactSales', salesSchema, ContactReceiptSchema),
} satisfies Record<EndpointName, unknown>;

export type Endpoints = typeof endpoints;
export type { EndpointName };
