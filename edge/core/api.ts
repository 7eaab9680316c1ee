// The API's contract: what each endpoint takes and what it answers, shared by the server, the web client and the
// tests. The web's typed client (web/lib/api.ts) checks every answer against these schemas, so a route that
// drifts from them fails loudly in the tests instead of quietly in a component.
import { z } from 'zod';
import { decodeCursor } from './analysis/cursor.ts';
import { AnalysisDtoSchema, AnalysisSummarySchema } from './analysis/dto-schema.ts';
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
/** The Checkout Session's id beside the address of its page. */
export const CheckoutResponse = UrlResponse.extend({ id: z.string() });
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

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * One endpoint: how it is called (method, path under /api with `:name` parameters), what it takes (body, and the
 * path parameters and query the server checks) and what it answers. The server registers its route from this
 * (edge/http/route.ts, which checks the handler's answer against `response` at compile time); the web client and
 * the tests call it by name.
 */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Param extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  body: Req;
  response: Res;
  param: Param;
  query: Query;
}

const ep = <
  M extends Method,
  P extends string,
  Req extends z.ZodType,
  Res extends z.ZodType,
  Param extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  body: Req,
  response: Res,
  input: { param?: Param; query?: Query } = {},
): Endpoint<M, P, Req, Res, Param, Query> => ({
  method,
  path,
  body,
  response,
  param: input.param as Param,
  query: input.query as Query,
});

const byId = { param: AnalysisIdParam };

/** Every JSON endpoint the web app calls, the one list of them: what it takes and what it answers. */
export const endpoints = {
  me: ep('GET', '/me', NoBody, MeDto),
  analyze: ep('POST', '/analyze', AnalyzeRequest, AnalyzeResponse),
  analyses: ep('GET', '/analyses', NoBody, AnalysesResponse, { query: AnalysesQuery }),
  analysisProfiles: ep('GET', '/analyses/profiles', NoBody, ProfilesResponse),
  recentAnalysis: ep('GET', '/analyses/recent', NoBody, RecentResponse),
  analysis: ep('GET', '/analyses/:id', NoBody, AnalysisResponse, byId),
  rescan: ep('POST', '/analyses/:id/rescan', NoBody, RescanResponse, byId),
  setTarget: ep('POST', '/analyses/:id/target', TargetRequest, AnalysisResponse, byId),
  addProAdvice: ep('POST', '/analyses/:id/advice', NoBody, AnalysisResponse, byId),
  deleteAnalysis: ep('DELETE', '/analyses/:id', NoBody, NoContent, byId),
  deleteAccount: ep('DELETE', '/account', NoBody, NoContent),
  checkout: ep('POST', '/create-checkout-session', CheckoutRequest, CheckoutResponse),
  billingPortal: ep('POST', '/billing-portal', NoBody, UrlResponse),
  updateSubscription: ep('POST', '/update-subscription', UpdateSubscriptionRequest, UpdateSubscriptionResponse),
  debugCreateUser: ep('POST', '/debug-create-user', DebugCreateUserRequest, MeDto),
  continueFree: ep('POST', '/continue-free', NoBody, z.object({ subscription_tier: z.literal('free') })),
  resetRequest: ep('POST', '/password-reset/request', resetRequestSchema, OkMessage),
  /** The token travels in the query (`?token=`), as the reset mail's link has it. */
  resetVerify: ep('GET', '/password-reset/verify', NoBody, ResetVerifyResponse),
  reset: ep('POST', '/password-reset/reset', resetSchema, OkMessage),
  contact: ep('POST', '/contact', contactSchema, ContactReceiptSchema),
  contactSales: ep('POST', '/contact-sales', salesSchema, ContactReceiptSchema),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
