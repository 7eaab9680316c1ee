// The seams between the app and the outside world. Handlers reach I/O only through these (c.get('deps')).
import type { AnalysisData, ProfileGroup, SummaryData } from './core/analysis/dto.ts';
import type { Tier } from './core/plans.ts';

export interface UserRow {
  supabase_id: string;
  email: string;
  first_name: string;
  last_name: string;
  subscription_tier: Tier;
  scans_remaining: number;
  scans_used: number;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  created_at: string;
  updated_at: string;
}

export interface AuthIdentity {
  userId: string;
  email: string;
  metadata: Record<string, unknown>;
  /** The sign-in session the token belongs to (the session_id claim); null for tokens without one. */
  sessionId: string | null;
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** 'pending' when the user registered for Pro and has not paid yet; never 'pro' from a client. */
  tier: 'free' | 'pending';
}

/** A stored analysis; `analysis_data` is typed once here, where the jsonb column is read. */
export interface AnalysisRow<D = AnalysisData> {
  id: string;
  supabase_id: string;
  created_at: string;
  file_type: 'pdf' | 'image';
  overall_score: number;
  rubric_version: string;
  profile_hash: string;
  /** Whose profile this is (supabase/migrations/*_analysis_history.sql): analyses of one person share it. */
  profile_key: string;
  analysis_data: D;
}

export interface NewAnalysis {
  file_type: 'pdf' | 'image';
  overall_score: number;
  rubric_version: string;
  profile_hash: string;
  analysis_data: AnalysisData;
  idempotency_key?: string;
}

/** An analysis with what presenting it needs of its owner, read together in one call. */
export interface OwnedAnalysis {
  row: AnalysisRow;
  owner: Pick<UserRow, 'supabase_id' | 'subscription_tier'>;
}

export interface ListOptions {
  summary?: boolean;
  limit?: number;
  /** Only rows strictly older than this one (keyset paging, newest first). */
  before?: ListCursor;
  profileKey?: string;
}

export interface ListCursor {
  created_at: string;
  id: string;
}

export type { ProfileGroup };

export interface RescanOutcome {
  row: AnalysisRow;
  /** False when the profile and the rubric version were unchanged: the stored result stands, no scan used. */
  charged: boolean;
  previous: { overall_score: number; rubric_version: string; scored_at: string };
}

export interface Store {
  ping(): Promise<void>;
  /** Creates the row on first sight, idempotently; returns the current row. */
  ensureUser(user: NewUser): Promise<UserRow>;
  getUser(userId: string): Promise<UserRow | null>;
  /**
   * Stores the analysis and charges one scan atomically (SQL create_analysis_charged). Same idempotency key ->
   * same row, one charge. Throws AppError NO_SCANS (402) / PAYMENT_PENDING (409).
   */
  createAnalysisCharged(userId: string, a: NewAnalysis): Promise<{ row: AnalysisRow; replayed: boolean }>;
  /** Newest first, with only name, headline and section scores in analysis_data (shared: never mutate). */
  listAnalyses(userId: string, opts: ListOptions & { summary: true }): Promise<readonly AnalysisRow<SummaryData>[]>;
  /** Newest first, whole rows. */
  listAnalyses(userId: string, opts?: ListOptions & { summary?: false }): Promise<AnalysisRow[]>;
  listProfiles(userId: string): Promise<ProfileGroup[]>;
  getAnalysis(userId: string, id: string): Promise<AnalysisRow | null>;
  /** getAnalysis and the owner's tier in one read, so a request that only shows an analysis needs no users row. */
  readAnalysis(userId: string, id: string): Promise<OwnedAnalysis | null>;
  /**
   * Re-scan (SQL rescan_analysis_charged): re-scores in place and charges one scan, or, when nothing changed,
   * leaves the row and charges nothing; null when not the caller's.
   */
  updateAnalysis(userId: string, id: string, a: NewAnalysis): Promise<RescanOutcome | null>;
  /** Replaces analysis_data without charging (used to add Pro content to an analysis made before upgrading). */
  setAnalysisData(userId: string, id: string, data: AnalysisData): Promise<void>;
  deleteAnalysis(userId: string, id: string): Promise<boolean>;
  deleteAccount(userId: string): Promise<void>;
}

export interface AuthVerifier {
  /** Throws AppError('UNAUTHORIZED') for anything but a valid, unexpired access token. */
  verify(token: string): Promise<AuthIdentity>;
}

/** The auth service's sessions (auth.sessions): whether a signed-in session is still live. */
export interface SessionRegistry {
  /** False once the session was signed out, ended by a password change or revoked for a reused refresh token. */
  isActive(sessionId: string, userId: string): Promise<boolean>;
}

export interface Clock {
  now(): Date;
}

/** The real clock: the default wherever no other is passed (tests pass a fixed one). */
export const systemClock: Clock = { now: () => new Date() };

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

// --- Llm: writes Pro advice and rewrites. Never scores: scores come only from edge/core/rubric.
export interface AdviceInput {
  profile: import('./core/profile/schema.ts').Profile;
  analysis: import('./core/rubric/types.ts').Analysis;
  targetRole?: string;
}

export interface LlmAdvice {
  /** Unvalidated model output in the wire shape; the advice service grounds and clamps it. */
  content: import('./core/advice/schema.ts').ProContentWire;
  /** Model id, e.g. "gpt-4o-mini" or "rubric-only". */
  model: string;
  /** True when served from the advice cache. */
  cached?: boolean;
}

export interface Llm {
  readonly model: string;
  advise(input: AdviceInput, signal?: AbortSignal): Promise<LlmAdvice>;
}

// --- Mail, rate limits, password reset, contact ---
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the visitor who wrote to support); never an address we send to unasked. */
  replyTo?: string;
}

export interface Mailer {
  /** Resolves once the provider (or the outbox) has accepted the message; throws otherwise. */
  send(message: MailMessage): Promise<void>;
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  remaining: number;
  /** Whole seconds until the window resets (for Retry-After); 0 when ok. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for key under rule. Async so a shared (database / Durable Object) limiter fits the port. */
  hit(key: string, rule: RateRule): Promise<RateLimitResult>;
}

/** Slows password guessing on one account without ever locking its owner out for good. */
export interface AccountThrottle {
  /** Waits for the account's turn; not ok (with Retry-After) only when the wait would be unreasonably long. */
  turn(account: string): Promise<RateLimitResult>;
  /** Records a failed password check on the account. */
  failed(account: string): void;
}

export interface PasswordAdmin {
  /** Sets a new password and revokes every session of the user. False when the user does not exist. */
  setPassword(userId: string, password: string): Promise<boolean>;
}

export interface ResetTokenStore {
  /**
   * Stores tokenHash for the account with this email, if there is one, in one statement either way (the caller's
   * timing must not reveal whether the account exists). Returns the user id, or null.
   */
  issue(email: string, tokenHash: string, now: Date, expiresAt: Date): Promise<string | null>;
  /** True while the token is unused and unexpired. */
  isValid(tokenHash: string, now: Date): Promise<boolean>;
  /** Marks a valid token used, atomically (one winner among concurrent calls); its user id, or null. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
  /** Undoes consume when the password could not be changed, so a transient failure does not burn the link. */
  release(tokenHash: string): Promise<void>;
  /** Marks every other open token of the user used (after a successful reset). */
  revokeOthers(userId: string, keepHash: string, now: Date): Promise<void>;
}

export interface NewContactRequest {
  kind: 'contact' | 'sales';
  name: string;
  email: string;
  company?: string;
  subject?: string;
  teamSize?: string;
  message: string;
  userId?: string | null;
}

export interface ContactStore {
  save(request: NewContactRequest): Promise<{ id: string; created_at: string }>;
}

// --- Payments and billing: edge/ports/billing.ts ---
export type * from './ports/billing.ts';
