// "Next level" steps for a section that has fewer than three problems: concrete edits drawn from the profile (the
// best headline variant, a result hidden in a role that belongs in the About, a role led by its result), each
// worth what the rubric gives it once applied; a step that gains nothing is not offered. What is already strong is
// said apart, with the rubric's evidence: it is not a change to make.
import { CHECKS } from '../rubric/catalog.ts';
import { quote } from '../rubric/text.ts';
import type { SectionId } from '../rubric/types.ts';
import { editGain, isOutline } from './apply.ts';
import { strongOutcome } from './outcome.ts';
import { resultClause } from './own-lines.ts';
import { phrasesFor } from './phrases/index.ts';
import type { Advice, AdviceInputs } from './suggestions.ts';

function steps(a: AdviceInputs, section: SectionId): Advice[] {
  const out: Advice[] = [];
  const t = phrasesFor(a.lines.lang);
  if (section === 'headline') {
    const best = a.headlines
      .map((h) => ({ h, gain: editGain(a, { field: 'headline' }, h) }))
      .sort((x, y) => y.gain - x.gain)[0];
    if (best)
      out.push({
        text: t.nHeadline(best.h),
        gain: best.gain,
        check_id: null,
      });
  }
  if (section === 'about') {
    const about = a.ctx.about.trim();
    for (const r of a.lines.roles.slice(0, 4)) {
      // From a role that has ended, only an outcome in money, a percentage or a multiple is worth leading with.
      const win = r.wins.find((w) => !about.includes(w) && resultClause(w) && (r.current || strongOutcome(w)));
      if (!win) continue;
      const gain = editGain(a, { field: 'about' }, `${about}\n\n${win}`.trim());
      const clause = resultClause(win);
      // "Hidden in an old role" only of a role that has ended.
      out.push({
        text: r.current ? t.aResultsWin(t.role(r), clause) : t.nHidden(r.org || r.title, clause),
        gain,
        check_id: null,
      });
      break;
    }
    if (a.about && !isOutline(a.about))
      out.push({
        text: t.nAboutDraft(quote(a.about, 50)),
        gain: editGain(a, { field: 'about' }, a.about),
        check_id: null,
      });
  }
  if (section === 'experience') {
    for (const d of a.descriptions) {
      const lead = d.description.split('\n')[0]?.replace(/^•\s*/, '') ?? '';
      if (!lead || lead.startsWith('[')) continue;
      const gain = editGain(a, { field: 'description', company: d.company, title: d.title }, d.description);
      out.push({ text: t.nLead(t.role(d), quote(lead, 60)), gain, check_id: null });
    }
  }
  if (section === 'skills' && !a.analysis.sections.skills.suggestions.some((x) => x.check_id === 'skills.backed')) {
    const text = a.lines.roles
      .flatMap((r) => r.lines)
      .join(' ')
      .toLowerCase();
    const d = a.descriptions[0];
    const unused = [...a.p.top_skills, ...a.p.skills].find((s) => s && !text.includes(s.toLowerCase()));
    if (d && unused) {
      const desc = a.p.work.find((w) => w.company === d.company && w.title === d.title)?.description ?? '';
      const gain = editGain(
        a,
        { field: 'description', company: d.company, title: d.title },
        `${desc}\n${unused}.`,
        'skills',
      );
      out.push({
        text: t.nSkillUse(unused, t.role(d)),
        gain,
        check_id: null,
      });
    }
  }
  return out.filter((x) => x.gain > 0);
}

/** The checks the section passes with evidence worth quoting, weightiest first. */
export function strengths(a: AdviceInputs, section: SectionId, max = 2): string[] {
  return a.analysis.sections[section].checks
    .filter((x) => x.result === 'passed' && x.evidence.length > 10)
    .sort((x, y) => y.max - x.max)
    .slice(0, max)
    .map((c) => `${CHECKS[c.id].label}: ${c.evidence}`);
}

export function nextSteps(a: AdviceInputs, section: SectionId): Advice[] {
  return steps(a, section).sort((x, y) => y.gain - x.gain);
}
