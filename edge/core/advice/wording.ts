// The few words the grounded writer adds around the person's own sentences, in the languages the rubric has word
// lists for. Everything else in a rewrite is the person's own text, so it is already in their language.

/** A duty opener ("Responsible for X") and the action verb that replaces it; never adds a fact. */
export type Opener = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** The article a contracted preposition carried ("del" → "el "), kept once the preposition goes. */
const article = (map: Record<string, string>) => (verb: string) => (_: string, p: string) =>
  `${verb} ${map[p.toLowerCase()] ?? ''}`;
const esArt = article({ del: 'el ' });
const ptArt = article({
  pela: 'a ',
  pelo: 'o ',
  pelas: 'as ',
  pelos: 'os ',
  da: 'a ',
  do: 'o ',
  das: 'as ',
  dos: 'os ',
});
const frArt = article({ du: 'le ', 'de la': 'la ', "de l'": "l'", 'de l’': 'l’', des: 'les ' });
const itArt = article({
  del: 'il ',
  dello: 'lo ',
  della: 'la ',
  "dell'": "l'",
  dei: 'i ',
  degli: 'gli ',
  delle: 'le ',
});

export interface Wording {
  at: string;
  results: string;
  next: (topic: string) => string;
  intro: (title: string, company: string) => string;
  askOwn: (role: string) => string;
  askResult: (role: string) => string;
  askSkills: (skills: string, role: string) => string;
  askHeadline: (company: string) => string;
  openers: Opener[];
}

const en: Wording = {
  at: 'at',
  results: 'Results I am proud of:',
  next: (t) => `I want to keep growing in ${t}. Let's connect if you are working on it too.`,
  intro: (t, c) => (c ? `I am a ${t} at ${c}.` : `I am a ${t}.`),
  askOwn: (r) => `[What did you own as ${r}: which product, team, budget or customers?]`,
  askResult: (r) => `[Which result of your time as ${r} can you put a number on?]`,
  askSkills: (s, r) => `[Where did you use ${s} as ${r}, and what came of it?]`,
  askHeadline: (c) => `[Which result${c ? ` at ${c}` : ''} can you put a number on?]`,
  openers: [
    [/^(?:i was |was )?responsible for\s+/i, 'Owned '],
    [/^(?:i )?worked on\s+/i, 'Delivered '],
    [/^(?:i )?(?:helped|assisted) (?:with\s+)?/i, 'Supported '],
    [/^(?:i was )?involved in\s+/i, 'Contributed to '],
    [/^(?:i was )?in charge of\s+/i, 'Led '],
    [/^(?:i was )?tasked with\s+/i, 'Delivered '],
    [/^duties included?:?\s+/i, 'Delivered '],
    [/^participated in\s+/i, 'Contributed to '],
  ],
};

const fr: Wording = {
  at: 'chez',
  results: 'Quelques résultats :',
  next: (t) => `Je souhaite continuer à progresser en ${t}. Contactez-moi si vous travaillez sur ce sujet.`,
  intro: (t, c) => (c ? `Je suis ${t} chez ${c}.` : `Je suis ${t}.`),
  askOwn: (r) => `[De quoi étiez-vous responsable comme ${r} : produit, équipe, budget, clients ?]`,
  askResult: (r) => `[Quel résultat chiffré de votre poste de ${r} pouvez-vous citer ?]`,
  askSkills: (s, r) => `[Où avez-vous utilisé ${s} dans ce poste, et avec quel résultat ? (${r})]`,
  askHeadline: (c) => `[Quel résultat chiffré${c ? ` chez ${c}` : ''} pouvez-vous citer ?]`,
  openers: [
    [/^(?:j[’']étais |étais )?(?:responsable|chargée?) (du|de la|de l[’']|des|de|d[’'])\s*/i, frArt('Géré')],
    [/^(?:j[’']étais )?en charge (du|de la|de l[’']|des|de|d[’'])\s*/i, frArt('Piloté')],
  ],
};

const es: Wording = {
  at: 'en',
  results: 'Algunos resultados:',
  next: (t) => `Quiero seguir creciendo en ${t}. Conectemos si trabajas en ello.`,
  intro: (t, c) => (c ? `Soy ${t} en ${c}.` : `Soy ${t}.`),
  askOwn: (r) => `[¿De qué eras responsable como ${r}: producto, equipo, presupuesto, clientes?]`,
  askResult: (r) => `[¿Qué resultado con cifras puedes mostrar de tu etapa como ${r}?]`,
  askSkills: (s, r) => `[¿Dónde usaste ${s} en este puesto y con qué resultado? (${r})]`,
  askHeadline: (c) => `[¿Qué resultado con cifras${c ? ` en ${c}` : ''} puedes mostrar?]`,
  openers: [
    [/^(?:era |fui )?(?:responsable|encargad[oa]) (del|de)\s+/i, esArt('Gestioné')],
    [/^(?:estaba |estuve )?a cargo (del|de)\s+/i, esArt('Dirigí')],
    [/^me encargaba (del|de)\s+/i, esArt('Gestioné')],
  ],
};

const pt: Wording = {
  at: 'na',
  results: 'Alguns resultados:',
  next: (t) => `Quero continuar a crescer em ${t}. Vamos conectar se trabalha nisso também.`,
  intro: (t, c) => (c ? `Sou ${t} na ${c}.` : `Sou ${t}.`),
  askOwn: (r) => `[Pelo que era responsável como ${r}: produto, equipa, orçamento, clientes?]`,
  askResult: (r) => `[Que resultado com números pode mostrar do seu tempo como ${r}?]`,
  askSkills: (s, r) => `[Onde usou ${s} nesta função, e com que resultado? (${r})]`,
  askHeadline: (c) => `[Que resultado com números${c ? ` na ${c}` : ''} pode mostrar?]`,
  openers: [
    [/^(?:era |fui )?respons[aá]vel (pela|pelo|pelas|pelos|por)\s+/i, ptArt('Geri')],
    [/^(?:era |fui |estava )?encarregad[oa] (da|do|das|dos|de)\s+/i, ptArt('Geri')],
  ],
};

const de: Wording = {
  at: 'bei',
  results: 'Ergebnisse:',
  next: (t) => `Ich möchte mich in ${t} weiterentwickeln – vernetzen wir uns gern.`,
  intro: (t, c) => (c ? `Ich bin ${t} bei ${c}.` : `Ich bin ${t}.`),
  askOwn: (r) => `[Wofür waren Sie als ${r} verantwortlich: Produkt, Team, Budget, Kunden?]`,
  askResult: (r) => `[Welches Ergebnis Ihrer Zeit als ${r} können Sie in Zahlen fassen?]`,
  askSkills: (s, r) => `[Wo haben Sie ${s} in dieser Rolle eingesetzt, und mit welchem Ergebnis? (${r})]`,
  askHeadline: (c) => `[Welches Ergebnis${c ? ` bei ${c}` : ''} können Sie in Zahlen fassen?]`,
  // "für" takes the accusative, as does "verantwortet": the object reads the same after the swap.
  openers: [[/^(?:ich war |war )?(?:verantwortlich|zuständig) für\s+/i, 'Verantwortet ']],
};

const it: Wording = {
  at: 'presso',
  results: 'Alcuni risultati:',
  next: (t) => `Voglio continuare a crescere in ${t}. Colleghiamoci se ci lavori anche tu.`,
  intro: (t, c) => (c ? `Sono ${t} presso ${c}.` : `Sono ${t}.`),
  askOwn: (r) => `[Di cosa eri responsabile come ${r}: prodotto, team, budget, clienti?]`,
  askResult: (r) => `[Quale risultato con numeri puoi mostrare del tuo periodo come ${r}?]`,
  askSkills: (s, r) => `[Dove hai usato ${s} in questo ruolo, e con quale risultato? (${r})]`,
  askHeadline: (c) => `[Quale risultato con numeri${c ? ` presso ${c}` : ''} puoi mostrare?]`,
  openers: [
    [/^(?:ero )?responsabile (della|delle|dello|degli|dell[’']|dei|del|di)\s*/i, itArt('Gestito')],
    [/^mi (?:occupavo|sono occupat[oa]) (della|delle|dello|degli|dell[’']|dei|del|di)\s*/i, itArt('Gestito')],
  ],
};

const WORDING: Record<string, Wording> = { en, fr, es, pt, de, it };

/** The wording for a content language, English where we have none. */
export function wordingFor(lang: string | undefined): Wording {
  return WORDING[(lang ?? 'en').slice(0, 2).toLowerCase()] ?? en;
}
