import { gapBefore } from '../blocks.ts';
import { isDuration, parseDateRange } from '../dates.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { joinWrapped } from '../text.ts';
import { finishRole, type RoleDraft, type WorkEntry } from './work-entry.ts';

// Modern Experience: company (largest size), then for several roles at one company a total duration line, then per
// role: title (middle size), dates, optional location (close below the dates), description (smallest size, further
// below). Sizes are ranked within the section instead of hard-coded, so scaled or re-rendered exports still work.
// Entries that run over a page break simply continue: lines arrive in reading order with footers removed.

const sizesOf = (lines: Line[]) => [...new Set(lines.map((l) => l.fontSize))].sort((a, b) => b - a);
const near = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) <= 0.3;
const BULLET_RE = /^[•·▪●◦‣∙*–-]/;

function looksLikeLocation(text: string): boolean {
  return text.length <= 80 && !BULLET_RE.test(text) && !/[.!?:;]$/.test(text) && text.split(' ').length <= 8;
}

export function parseExperience(lines: Line[], columnRight: number, used: Used): WorkEntry[] {
  const sizes = sizesOf(lines);
  const companySize = sizes[0];
  const roleSize = sizes.length >= 3 || (sizes.length === 2 && sizes[0] - sizes[1] < 0.75) ? sizes[1] : undefined;
  const out: WorkEntry[] = [];
  let company = '';
  let role: RoleDraft | undefined;
  let state: 'start' | 'company' | 'companyMeta' | 'role' | 'dates' | 'location' | 'description' = 'start';
  let prev: Line | undefined;
  const flush = () => {
    if (role) out.push(finishRole(role, columnRight));
    role = undefined;
  };
  for (const line of lines) {
    const gap = gapBefore(prev, line);
    const tight = gap !== null && gap <= line.fontSize * 1.55;
    prev = line;
    used.add(line.id);
    if (near(line.fontSize, companySize)) {
      if (state === 'company' && tight) company = joinWrapped(company, line.text);
      else {
        flush();
        company = line.text;
        state = 'company';
      }
    } else if (near(line.fontSize, roleSize)) {
      if (state === 'role' && role && tight) role.position = joinWrapped(role.position, line.text);
      else {
        flush();
        role = { company, position: line.text, description: [] };
        state = 'role';
      }
    } else if (state === 'company' || state === 'companyMeta') {
      // Total time at a company with several roles ("2 years 4 months"); anything else here has no role to go to.
      if (!isDuration(line.text)) used.delete(line.id);
      state = 'companyMeta';
    } else if (!role) {
      used.delete(line.id);
    } else if (state === 'role' && parseDateRange(line.text)) {
      role.dates = parseDateRange(line.text) ?? undefined;
      state = 'dates';
    } else if ((state === 'dates' || state === 'role') && (gap === null ? looksLikeLocation(line.text) : tight)) {
      role.location = line.text;
      state = 'location';
    } else {
      role.description.push(line);
      state = 'description';
    }
  }
  flush();
  return out;
}
