// Where each endpoint of the contract lives (method and path under /api), by name. Kept apart from the schemas in
// api.ts so the browser's client can name endpoints without shipping every schema to every page.
export const paths = {
  me: ['GET', '/me'],
  analyze: ['POST', '/analyze'],
  analyses: ['GET', '/analyses'],
  analysisProfiles: ['GET', '/analyses/profiles'],
  recentAnalysis: ['GET', '/analyses/recent'],
  analysis: ['GET', '/analyses/:id'],
  rescan: ['POST', '/analyses/:id/rescan'],
  setTarget: ['POST', '/analyses/:id/target'],
  addProAdvice: ['POST', '/analyses/:id/advice'],
  deleteAnalysis: ['DELETE', '/analyses/:id'],
  deleteAccount: ['DELETE', '/account'],
  checkout: ['POST', '/create-checkout-session'],
  billingPortal: ['POST', '/billing-portal'],
  updateSubscription: ['POST', '/update-subscription'],
  debugCreateUser: ['POST', '/debug-create-user'],
  continueFree: ['POST', '/continue-free'],
  resetRequest: ['POST', '/password-reset/request'],
  resetVerify: ['GET', '/password-reset/verify?token=:token'],
  reset: ['POST', '/password-reset/reset'],
  contact: ['POST', '/contact'],
  contactSales: ['POST', '/contact-sales'],
} as const satisfies Record<string, readonly ['GET' | 'POST' | 'DELETE', string]>;

export type EndpointName = keyof typeof paths;
