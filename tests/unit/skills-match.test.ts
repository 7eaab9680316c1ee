// The one rule for "is this skill named in this text", used by every check and, later, by job matching.
import { describe, expect, it } from 'vitest';
import { aliases, fieldsOf, findSkill, isGeneric, normalise, skillRelevance } from '../../edge/core/skills/index.ts';

describe('skill matching', () => {
  it('normalises case, punctuation and common variants to one canonical form', () => {
    expect(normalise('k8s')).toBe('kubernetes');
    expect(normalise('Postgres')).toBe('postgresql');
    expect(normalise('JS')).toBe('javascript');
    expect(normalise('Node.JS')).toBe('node.js');
    expect(aliases('PostgreSQL')).toEqual(expect.arrayContaining(['postgresql', 'postgres']));
  });

  it.each([
    ['Kubernetes', 'Deployed 40 services on k8s last year.', 'k8s', true],
    ['JavaScript', 'Rewrote the checkout in modern JS.', 'JS', true],
    ['PostgreSQL', 'Tuned Postgres queries for the ledger.', 'Postgres', true],
    ['Java Development', 'Junior Java Developer at Endava', 'Java Developer', true],
    ['Node.js', 'Full stack (Node.JS, React.JS)', 'Node.JS', true],
    ['C#', 'Services in C# and C++.', 'C#', true],
    ['Project Management', 'Managed 12 projects across Europe.', 'Managed 12 projects', false],
  ])('finds %s in "%s" and quotes it as written', (skill, text, quote, exact) => {
    const hit = findSkill(text, skill);
    expect(hit?.quote).toBe(quote);
    expect(hit?.exact).toBe(exact);
    expect(text.slice(hit?.start, hit?.end)).toBe(quote);
  });

  it('does not take everyday words for skills, nor join words across sentences', () => {
    expect(findSkill('We go to market in weeks.', 'Go')).toBeNull();
    expect(findSkill('Our services run on Go.', 'Go')?.quote).toBe('Go');
    expect(findSkill('Managed the budget. Projects came later.', 'Project Management')).toBeNull();
    expect(findSkill('Java developer', 'JavaScript')).toBeNull();
  });

  it('places text in fields and tells relevant skills from generic or unrelated ones', () => {
    expect(fieldsOf('Senior Backend Engineer | Go · PostgreSQL')).toContain('software');
    expect(fieldsOf('Clinical Nurse Manager, Intensive Care')).toContain('healthcare');
    expect(isGeneric('Microsoft Word')).toBe(true);
    const fields = fieldsOf('Full Stack Software Engineer');
    expect(skillRelevance('TypeScript', 'Full Stack Software Engineer', fields)).toMatchObject({
      relevant: true,
      why: 'field',
    });
    expect(skillRelevance('Typing', 'Full Stack Software Engineer', fields)).toMatchObject({
      relevant: false,
      why: 'generic',
    });
    expect(skillRelevance('Piano Performance', 'Full Stack Software Engineer', fields).relevant).toBe(false);
    expect(skillRelevance('Typing', 'Executive Assistant', fieldsOf('Executive Assistant')).relevant).toBe(true);
  });

  it("knows the trade's own tools and methods: a software team's Scrum, a Web3 engineer's Solidity, an AI team's agents", () => {
    const dev = fieldsOf('Full Stack Software Engineer');
    for (const skill of ['Scrum', 'Solidity', 'Blockchain', 'Operating Systems', 'FastAPI', 'Regression Testing'])
      expect(skillRelevance(skill, 'Full Stack Software Engineer', dev).relevant, skill).toBe(true);
    const ai = fieldsOf('Machine Learning Engineer');
    for (const skill of ['Multi-agent Systems', 'Aprendizaje automático'])
      expect(skillRelevance(skill, 'Machine Learning Engineer', ai).relevant, skill).toBe(true);
  });
});
