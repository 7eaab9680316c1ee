// What the API fuzzer knows about each endpoint: the request schema (the same zod objects the routes validate
// with, or a copy where a route keeps its schema private), the query and the path parameters. Endpoints are
// discovered from the app's own route table (run-api.ts); one missing here is still fuzzed, with generic junk.
import fc from 'fast-check';
import { z } from 'zod';
import { AnalyzeRequest } from '../../../edge/core/api.ts';
import { contactSchema, salesSchema } from '../../../edge/core/contact.ts';
import { resetRequestSchema, resetSchema } from '../../../edge/core/password-reset.ts';
import { FIXTURE_NAMES, fixtureInput } from '../../fixtures/profiles/index.ts';
import { bodies, encodePart, junkValue, oddString } from './junk.ts';
import { EMAIL, type Schema, zodArb } from './zod-arb.ts';

export interface EndpointSpec {
  body?: fc.Arbitrary<unknown>;
  query?: fc.Arbitrary<Record<string, string>>;
  /** Values for path parameters by name (the fuzzer adds ids of real rows and junk). */
  params?: Record<string, fc.Arbitrary<string>>;
  /** Headers this endpoint reads beyond Authorization. */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Answers a non-2xx in a shape other than the API's JSON error (GoTrue's, or an HTML page). */
  shape?: 'api' | 'gotrue' | 'page';
  /** The only acceptable statuses for every generated case, e.g. 400 (or 413) for unsigned Stripe webhooks. */
  onlyStatus?: number[];
  /** Cases per 1,000 of the run, for endpoints where the password KDF (about 100 ms a call) dominates. */
  cases?: number;
}

const arb = (s: unknown) => zodArb(s as Schema);
const schemaBody = (s: unknown) => bodies(arb(s));
const fixtures = fc.constantFrom(...FIXTURE_NAMES).map((n) => fixtureInput(n));
const analyzeValid = fc.oneof(
  arb(AnalyzeRequest),
  fc.record({ profile: fixtures, file_type: fc.constantFrom('pdf', 'image') }),
);
const anyQuery = fc.dictionary(
  fc.oneof(fc.constantFrom('token', 'url', 'limit', 'scope', 'grant_type'), oddString),
  oddString,
  {
    maxKeys: 3,
  },
);
const password = fc.oneof(fc.string({ minLength: 6, maxLength: 20 }), oddString, junkValue);
const email = fc.oneof({ weight: 3, arbitrary: EMAIL }, fc.emailAddress(), oddString, junkValue);
const imageUrls = fc.oneof(
  fc.webPath().map((p) => `https://media.licdn.com${p || '/'}`),
  fc.constantFrom('https://static-exp1.licdn.com/x.png', 'https://media.licdn.com:8443/a', 'http://media.licdn.com/a'),
  fc.constantFrom('https://user:pw@media.licdn.com/a', 'https://127.0.0.1/a', 'https://media.licdn.com.evil.test/a'),
  fc.webUrl(),
  oddString,
);

export const KNOWN: Record<string, EndpointSpec> = {
  'POST /api/analyze': { body: bodies(analyzeValid) },
  'POST /api/create-checkout-session': { body: schemaBody(z.object({ plan: z.literal('pro') })) },
  'POST /api/update-subscription': { body: schemaBody(z.object({ session_id: z.string().min(1).max(255) })) },
  'POST /api/stripe/webhook': {
    body: fc.oneof(junkValue, fc.record({ id: oddString, type: fc.constantFrom('checkout.session.completed') })),
    headers: fc.record({ 'stripe-signature': fc.oneof(oddString, fc.constant('t=1,v1=00')) }, { requiredKeys: [] }),
    onlyStatus: [400, 413],
  },
  'POST /api/password-reset/request': { body: schemaBody(resetRequestSchema) },
  'GET /api/password-reset/verify': {
    query: fc.oneof(fc.record({ token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), oddString) }), anyQuery),
  },
  'POST /api/password-reset/reset': { body: schemaBody(resetSchema) },
  'POST /api/contact': { body: schemaBody(contactSchema) },
  'POST /api/contact-sales': { body: schemaBody(salesSchema) },
  'GET /api/proxy-image': { query: fc.oneof(fc.record({ url: imageUrls }), anyQuery) },
  'POST /auth/v1/signup': {
    body: bodies(fc.record({ email, password, data: fc.oneof(fc.constant({ first_name: 'F' }), junkValue) })),
    shape: 'gotrue',
    cases: 150,
  },
  'POST /auth/v1/token': {
    query: fc.record({ grant_type: fc.oneof(fc.constantFrom('password', 'refresh_token'), oddString) }),
    body: bodies(
      fc.oneof(
        fc.record({ email, password }),
        fc.record({ refresh_token: fc.oneof(oddString, fc.stringMatching(/^[0-9a-f]{12,64}$/)) }),
      ),
    ),
    shape: 'gotrue',
    cases: 150,
  },
  'PUT /auth/v1/user': {
    body: bodies(fc.record({ data: junkValue, password, email, phone: oddString }, { requiredKeys: [] })),
    shape: 'gotrue',
    cases: 150,
  },
  'POST /auth/v1/logout': {
    query: fc.record({ scope: fc.oneof(fc.constantFrom('global', 'local', 'others'), oddString) }),
  },
  'POST /auth/v1/recover': { body: bodies(fc.record({ email })) },
};

/** Path parameters anywhere: real-looking ids, junk, traversal and encoding tricks. */
export const junkParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'null',
    '..',
    '%2e%2e',
    '%00',
    '%E0%A4%A',
    'a%2Fb',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodePart),
  fc.integer({ min: 0, max: 2 ** 40 }).map(String),
  fc.constant('x'.repeat(3000)),
);

/** Default shape by mount point: the local auth service speaks GoTrue, /dev pages are HTML. */
export function shapeFor(path: string, spec: EndpointSpec): 'api' | 'gotrue' | 'page' {
  if (spec.shape) return spec.shape;
  if (path.startsWith('/auth/v1')) return 'gotrue';
  if (path.startsWith('/dev')) return 'page';
  return 'api';
}
