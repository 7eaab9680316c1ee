// Every /api route, in one shape: each group is a Hono router of thin handlers; the groups for a signed-in user
// sit in one sub-router that verifies the token for all of them (requireIdentity), mounted after the public ones
// so a public route never pays for it. A route that needs the users row (tier, scans) adds loadUser; the reads of
// one's own analyses need only the identity, which keeps them to one database round trip.
import { Hono } from 'hono';
import { requireIdentity } from '../http/auth.ts';
import type { AppEnv } from '../http/context.ts';
import { accountRoutes } from './account/index.ts';
import { analysesRoutes } from './analyses/index.ts';
import { billingRoutes, billingUserRoutes } from './billing/index.ts';
import { contactRoutes } from './contact/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { proxyImageRoutes } from './proxy-image/index.ts';
import { systemRoutes } from './system/index.ts';

const publicRoutes = new Hono<AppEnv>()
  .route('/', systemRoutes)
  .route('/', billingRoutes)
  .route('/', passwordResetRoutes)
  .route('/', contactRoutes)
  .route('/', proxyImageRoutes);

const signedInRoutes = new Hono<AppEnv>()
  .use(requireIdentity)
  .route('/', accountRoutes)
  .route('/', billingUserRoutes)
  .route('/', analysesRoutes);

export const apiRoutes = new Hono<AppEnv>().route('/', publicRoutes).route('/', signedInRoutes);
