import { parseDateRange } from './dates.ts';
import type { Section } from './pipeline-types.ts';

// A heading we have no word for (a new interface language) still gets a kind, from where it is and what it holds.
// Order in modern exports: sidebar Contact first; main column Summary, Experience, Education.

const FLUENCY_RE = /\((?:[^()]*)\)$/;

export function inferSectionKey(section: Section, all: Section[], index: number): Section['key'] {
  const texts = section.lines.map((l) => l.text);
  const dated = texts.filter((t) => parseDateRange(t)).length;
  if (section.column === 'side') {
    const sideIndex = all.filter((s) => s.column === 'side').indexOf(section);
    if (sideIndex === 0 && texts.some((t) => /@|linkedin\.com|www\.|\.\w{2,}\//i.test(t))) return 'contact';
    if (
      texts.length > 0 &&
      texts.every((t) => FLUENCY_RE.test(t) || t.length < 25) &&
      texts.some((t) => FLUENCY_RE.test(t))
    )
      return 'languages';
    if (sideIndex === 1 && texts.length <= 5) return 'topSkills';
    return 'other';
  }
  if (texts.some((t) => /·\s*\(\d{4}/.test(t))) return 'education';
  if (dated >= 1) {
    const earlier = all.slice(0, index).some((s) => s.key === 'experience');
    return earlier ? 'education' : 'experience';
  }
  const mainBefore = all.slice(0, index).filter((s) => s.column === 'main');
  return mainBefore.length === 0 ? 'summary' : 'other';
}
