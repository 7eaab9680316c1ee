// POST /api/contact and POST /api/contact-sales (docs/design.md 9.8): zod-validated (422 with field errors),
// rate-limited, stored in contact_requests, mailed to the support / sales address.
import { type Context, Hono } from 'hono';
import { endpoints } from '../../core/api.ts';
import { optionalUserId } from '../../http/auth.ts';
import { runInBackground } from '../../http/background.ts';
import { limitBodies, MAX_API_BODY } from '../../http/body-limit.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import type { NewContactRequest, RateRule } from '../../ports.ts';
import { CONTACT_LIMITS } from './limits.ts';
import { decoyReceipt, saveContactRequest } from './service.ts';

// Both forms share one allowance per address; an oversized body spends it too.
const perIp = (c: Context<AppEnv>): [string, RateRule] => [`contact:ip:${clientIp(c)}`, CONTACT_LIMITS.perIp];
const bodyCap = limitBodies(MAX_API_BODY, { countOversizedAs: perIp });

async function handle(c: Context<AppEnv>, req: NewContactRequest, honeypot: string | undefined) {
  const limited = await rateLimit(c, [perIp(c), [`contact:email:${req.email}`, CONTACT_LIMITS.perEmail]]);
  if (limited) return limited;
  if (honeypot) return c.json(decoyReceipt(req.kind), 200);
  // A signed-in sender is linked to their account; anyone else is anonymous.
  const { receipt, mail } = await saveContactRequest(c.get('deps'), { ...req, userId: await optionalUserId(c) });
  runInBackground(c, `${req.kind} mail`, () => c.get('deps').mailer.send(mail));
  return c.json(receipt, 200);
}

export const contactRoutes = new Hono<AppEnv>();

route(contactRoutes, endpoints.contact, { use: [bodyCap] }, async (c) => {
  const { website, topic, ...rest } = c.req.valid('json');
  return handle(c, { kind: 'contact', ...rest, subject: topic }, website);
});

route(contactRoutes, endpoints.contactSales, { use: [bodyCap] }, async (c) => {
  const { website, ...rest } = c.req.valid('json');
  return handle(c, { kind: 'sales', ...rest }, website);
});
