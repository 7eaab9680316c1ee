// A number that sizes the job (a headcount, teams, projects) is scope; an outcome says what the work achieved.
// Versions after a name ("SAML 2.0") are labels, not quantities.
import { describe, expect, it } from 'vitest';
import { outcomes, results } from '../../edge/core/rubric/content/metrics.ts';

describe('results that measure an outcome', () => {
  it.each([
    'Cut cloud costs by 35% in a year.',
    'Helped one client retain 1,200 subscribers in a quarter.',
    'Grew revenue to $2M.',
    'Reduced onboarding from 10 days to 3.',
  ])('"%s" is an outcome', (text) => {
    expect(outcomes(text).length).toBeGreaterThan(0);
  });

  it.each([
    'Leading a team of 6 data engineers.',
    'Handling 4 teams in terms of technical guidance.',
    'Managed 12 projects for the bank.',
  ])('"%s" is a result that only sizes the work', (text) => {
    expect(results(text).length).toBeGreaterThan(0);
    expect(outcomes(text)).toEqual([]);
  });

  it.each(['Chat bot available 24*7 for users.', 'Support 24x7 for users.', 'On call 24 x 7.'])(
    '"%s" is an around-the-clock slogan, not a result',
    (text) => {
      expect(results(text)).toEqual([]);
    },
  );

  it('reads a version after a name as a label', () => {
    expect(results('Upgraded the front end to Angular 7 and Java 8.')).toEqual([]);
    expect(results('Integrated OpenID Connect and SAML 2.0 to enable single sign-on.')).toEqual([]);
    expect(results('Rated 4.8 stars by 300 customers.').length).toBeGreaterThan(0);
  });
});

describe('results as recruiters read them', () => {
  it.each([
    'Raised revenue by 9%.',
    'Grew sales by 14% in two years.',
    'Delivered a 9% increase in renewals.',
    'Generated $250k in new pipeline.',
    'Improved conversion x2 with a new checkout.',
    'Cut support costs 10-15% across the region.',
    'Aumentó las ventas un 9,5% en un año.',
    'Umsatz um 2,5 Mio. € gesteigert.',
    'Doubled sales in the northern region.',
    'Cut onboarding time in half.',
    'Scaled ingestion from a few terabytes per day to hundreds of terabytes.',
    'Tenfold more orders handled by the same team.',
  ])('"%s" is an outcome', (text) => {
    expect(outcomes(text).length).toBeGreaterThan(0);
  });

  it.each(['Available 24x7 for on-call.', 'Scored 10-12 in the exam round.', 'Works 9-5 from the office.'])(
    '"%s" is not a result',
    (text) => {
      expect(results(text)).toEqual([]);
    },
  );
});
