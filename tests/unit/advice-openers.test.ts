// Duty openers become action verbs in the language of the text, keeping the rest of the line (articles included)
// as the person wrote it; a role rewritten this way raises the score and is offered.
import { describe, expect, it } from 'vitest';
import { strengthen } from '../../edge/core/advice/grounded-writer.ts';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { fixture } from '../fixtures/profiles/index.ts';

const CASES: Array<[string, string, string]> = [
  ['en', 'Responsible for the EU launch.', 'Owned the EU launch.'],
  ['es', 'Responsable del equipo de ventas en tres países.', 'Gestioné el equipo de ventas en tres países.'],
  ['es', 'A cargo de la estrategia digital.', 'Dirigí la estrategia digital.'],
  ['pt', 'Responsável pela gestão de fornecedores.', 'Geri a gestão de fornecedores.'],
  ['pt', 'Encarregado do planeamento anual.', 'Geri o planeamento anual.'],
  ['fr', "Responsable de l'équipe support.", "Géré l'équipe support."],
  ['fr', 'En charge des relations presse.', 'Piloté les relations presse.'],
  ['de', 'Verantwortlich für den Vertrieb in Bayern.', 'Verantwortet den Vertrieb in Bayern.'],
  ['de', 'Zuständig für die Lohnbuchhaltung.', 'Verantwortet die Lohnbuchhaltung.'],
  ['it', 'Responsabile della logistica di magazzino.', 'Gestito la logistica di magazzino.'],
  ['it', "Mi occupavo dell'assistenza clienti.", "Gestito l'assistenza clienti."],
  // A line in English inside another language's profile still gets the English verb.
  ['es', 'Responsible for the EU launch.', 'Owned the EU launch.'],
];

describe('duty openers in the language of the text', () => {
  it.each(CASES)('%s: %s', (lang, line, want) => {
    expect(strengthen(line, lang)).toBe(want);
  });

  it('leaves a line that opens with an action verb as it is', () => {
    expect(strengthen('Pilotage de la refonte du site.', 'fr')).toBe('Pilotage de la refonte du site.');
  });

  it('offers a French role rewrite that turns its duty lines into actions, with its gain', () => {
    const p = fixture('french');
    const role = p.work[2];
    const lines = [
      'Responsable des réseaux sociaux et des newsletters pour 10 clients.',
      "Chargée de l'animation d'une audience cumulée de 25 000 abonnés.",
      'En charge du calendrier éditorial et des campagnes mensuelles.',
    ];
    const profile = { ...p, work: p.work.map((w) => (w === role ? { ...w, summary: lines.join('\n') } : w)) };
    const c = rubricOnlyContent(profile, scoreProfile(profile));
    const i = c.improved_descriptions.findIndex((d) => d.company === role.name);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(c.improved_descriptions[i].description).toContain('• Géré les réseaux sociaux');
    expect(c.improved_descriptions[i].description).toContain('25 000');
    expect(c.gains?.improved_descriptions[i]).toBeGreaterThan(0);
  });
});
