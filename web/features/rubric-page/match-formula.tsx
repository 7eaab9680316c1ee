import {
  ALIAS_CREDIT,
  FREE_MISSING,
  MATCH_WEIGHTS,
  TITLE_PHRASE_BONUS,
  VOCAB,
} from '../../../edge/core/match/index.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** How the job-ad match rate is computed, from the constants the code uses. */
export function MatchFormula() {
  return (
    <section id="job-ad-match" aria-labelledby="match-formula-title" className="scroll-mt-24">
      <h2 id="match-formula-title" className="font-bold text-2xl text-slate-900 tracking-tight">
        Match with a job ad
      </h2>
      <p className="mt-2 text-slate-600">
        When you paste a job ad or type a target role, we compute a match rate from 0 to 100. It is a separate number:
        it never changes your profile score. The same code runs in your browser and on our server.
      </p>
      <div className="mt-4 space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 text-sm leading-6 shadow-slate-900/5 shadow-sm">
        <p data-testid="match-formula">
          <strong>Match rate</strong> = {pct(MATCH_WEIGHTS.title)} title + {pct(MATCH_WEIGHTS.skills)} hard skills,
          tools and certifications + {pct(MATCH_WEIGHTS.terms)} other key terms. A part the ad does not have gives its
          share to the others.
        </p>
        <p>
          <strong>Title:</strong> the share of the ad title&apos;s words (without seniority and filler words) found in
          your headline or current title, counted {pct(1 - TITLE_PHRASE_BONUS)}, plus {pct(TITLE_PHRASE_BONUS)} when the
          whole title is there.
        </p>
        <p>
          <strong>Hard skills and key terms:</strong> each term weighs by how often the ad uses it and where (the first
          third of the ad and its title count 1.5 times). A term counts when your headline, About, roles, skills,
          certifications or education name it, with the same matching rule as our skills checks (case, accents and word
          endings do not matter). A skill you name only under another spelling (&quot;Postgres&quot; for
          &quot;PostgreSQL&quot;) counts {pct(ALIAS_CREDIT)}: applicant tracking systems search for the ad&apos;s word.
        </p>
        <p>
          <strong>Left out:</strong> benefits, salary, &quot;about us&quot; and equal-opportunity text, and filler words
          in English, Spanish, German, French, Portuguese and Italian.
        </p>
        <p>
          <strong>Bands:</strong> 70 and above Strong match, 45 to 69 Partial match, below 45 Weak match. Free accounts
          see the rate and the {FREE_MISSING} most important missing terms; Pro shows every term with where it was
          found, and the title gap.
        </p>
        <p>
          <strong>Skills vocabulary:</strong> {VOCAB.length} skills, tools and certifications with their aliases,
          compiled by Profile Score from general knowledge of job ads and released under CC0 (public domain).
        </p>
      </div>
    </section>
  );
}
