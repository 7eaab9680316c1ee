// The constants only: the matcher itself runs on the server and is not in the browser bundle.
import {
  ALIAS_CREDIT,
  FREE_MISSING,
  FREE_RECURRING,
  MATCH_WEIGHTS,
  MAX_ADS,
  TITLE_PHRASE_BONUS,
} from '../../../edge/core/match/formula.ts';
import { VOCAB } from '../../../edge/core/match/lexicon.ts';

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
        it never changes your profile score. It is computed on our server, which sends each account only what its plan
        shows.
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
          <strong>Left out:</strong> benefits, salary, &quot;about us&quot; and equal-opportunity text, the
          employer&apos;s name, places, work arrangements (remote, hybrid, shifts) and the words every ad uses, in
          English, Spanish, German, French, Portuguese and Italian. Lists are read the way people write them
          (&quot;JavaScript/TypeScript&quot; names two skills).
        </p>
        <p>
          <strong>Required and nice to have:</strong> what the ad lists under &quot;nice to have&quot;,
          &quot;bonus&quot;, &quot;de preferencia&quot;, &quot;wünschenswert&quot; and the like, or calls &quot;a
          plus&quot;, weighs half as much and is shown apart. A term your profile names in other words
          (&quot;Postgres&quot; for &quot;PostgreSQL&quot;, &quot;React&quot; for &quot;JavaScript&quot;) is shown as
          such, not as missing.
        </p>
        <p>
          <strong>Several ads:</strong> paste up to {MAX_ADS} ads at once to see each one&apos;s rate and the terms that
          recur: asked by 3 of 5 ads (2 of 3, and so on), the most asked first, with where to add each.
        </p>
        <p>
          <strong>Bands:</strong> 70 and above Strong match, 45 to 69 Partial match, below 45 Weak match. Free accounts
          see the rate of every ad, the {FREE_MISSING} most important missing terms of one ad and the {FREE_RECURRING}{' '}
          most recurring terms of several; Pro shows every term with where it was found, the title gap and every
          recurring term.
        </p>
        <p>
          <strong>Skills vocabulary:</strong> {VOCAB.length} skills, tools and certifications with their aliases,
          compiled by Profile Score from general knowledge of job ads and released under CC0 (public domain).
        </p>
      </div>
    </section>
  );
}
