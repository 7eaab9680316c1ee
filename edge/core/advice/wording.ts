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
  intro: (title: string, company: string) => string;
  askOwn: (role: string) => string;
  askResult: (role: string) => string;
  askSkills: (skills: string, role: string) => string;
  askHeadline: (company: string) => string;
  /** The specialty slot of a headline, as a question to answer. */
  askSpecialty: string;
  /** The opening sentence of an About, as a question to answer. */
  askIntro: string;
  /** The closing of an About the person writes themselves: what they want next, how to reach them. */
  askNext: string;
  /** A precise question for a line that could carry a number and has none ("[how many customers?]"); null when the
   *  line gives no clue what to count, or the language has no questions yet. */
  askNumber: (line: string) => string | null;
  openers: Opener[];
}

/** What to count, by what the line is about: the first rule that matches asks its question. */
const EN_ASKS: Array<[RegExp, string]> = [
  [/\b(?:customers|clients|accounts)\b/, '[how many customers?]'],
  [/\b(?:users?|subscribers?|downloads?)\b/i, '[how many users?]'],
  [/\b(?:audiences?|visitors?|traffic|readers?|attendees?|participants?)\b/i, '[how many people reached?]'],
  [/\b(?:revenue|sales|deals?|bookings|upsell|arr|mrr)\b/i, '[how much revenue?]'],
  [/\b(?:costs?|budget|spend|savings?|expenses?)\b/i, '[how much saved, or what budget?]'],
  [
    /\b(?:led|manag\w*|mentor\w*|coach\w*|supervis\w*|hired|recruit\w*)\b.*\b(?:team|engineers?|people|staff|analysts?|developers?|designers?|reports?)\b/i,
    '[how many people?]',
  ],
  [/\b(?:automat\w*|streamlin\w*|efficien\w*|manual|process(?:es)?|workflows?)\b/i, '[how much time saved?]'],
  [/\b(?:performance|latency|speed|faster|load time|response time|uptime)\b/i, '[how much faster?]'],
  [/\b(?:conversion|engagement|retention|churn|campaigns?)\b/i, '[by how many % did it change?]'],
  [
    /^(?:launched|built|developed|deployed|shipped|created|designed|implemented)\b.*\b(?:apps?|applications?|platforms?|products?|tools?|websites?|features?|dashboards?)\b/i,
    '[used by how many people?]',
  ],
];

const en: Wording = {
  at: 'at',
  results: 'Selected results:',
  intro: (t, c) => (c ? `I work as ${t} at ${c}.` : `I work as ${t}.`),
  askOwn: (r) => `[What did you own as ${r}: which product, team, budget or customers?]`,
  askResult: (r) => `[Which result of your time as ${r} can you put a number on?]`,
  askSkills: (s, r) => `[Where did you use ${s} as ${r}, and what came of it?]`,
  askHeadline: (c) => `[Which result${c ? ` at ${c}` : ''} can you put a number on?]`,
  askSpecialty: '[your specialty: what, for whom?]',
  askIntro: '[One sentence: what you do, for whom, and what you are known for]',
  askNext: '[What you are looking for next, and how to reach you]',
  askNumber: (line) => EN_ASKS.find(([re]) => re.test(line))?.[1] ?? null,
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
  intro: (t, c) => (c ? `J'occupe le poste de ${t} chez ${c}.` : `J'occupe le poste de ${t}.`),
  askSpecialty: '[votre spécialité : quoi, pour qui ?]',
  askIntro: '[Une phrase : ce que vous faites, pour qui, et ce qui vous distingue]',
  askNext: '[Ce que vous cherchez maintenant, et comment vous joindre]',
  askNumber: () => null,
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
  intro: (t, c) => (c ? `Trabajo como ${t} en ${c}.` : `Trabajo como ${t}.`),
  askSpecialty: '[tu especialidad: qué y para quién?]',
  askIntro: '[Una frase: qué haces, para quién y por qué te conocen]',
  askNext: '[Qué buscas ahora y cómo contactarte]',
  askNumber: () => null,
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
  at: 'em',
  results: 'Alguns resultados:',
  intro: (t, c) => (c ? `Trabalho como ${t} em ${c}.` : `Trabalho como ${t}.`),
  askSpecialty: '[a sua especialidade: o quê, para quem?]',
  askIntro: '[Uma frase: o que faz, para quem e pelo que é conhecido]',
  askNext: '[O que procura agora e como o contactar]',
  askNumber: () => null,
  askOwn: (r) => `[Pelo que era responsável como ${r}: produto, equipa, orçamento, clientes?]`,
  askResult: (r) => `[Que resultado com números pode mostrar do seu tempo como ${r}?]`,
  askSkills: (s, r) => `[Onde usou ${s} nesta função, e com que resultado? (${r})]`,
  askHeadline: (c) => `[Que resultado com números${c ? ` em ${c}` : ''} pode mostrar?]`,
  openers: [
    [/^(?:era |fui )?respons[aá]vel (pela|pelo|pelas|pelos|por)\s+/i, ptArt('Geri')],
    [/^(?:era |fui |estava )?encarregad[oa] (da|do|das|dos|de)\s+/i, ptArt('Geri')],
  ],
};

const de: Wording = {
  at: 'bei',
  results: 'Ergebnisse:',
  intro: (t, c) => (c ? `Ich arbeite als ${t} bei ${c}.` : `Ich arbeite als ${t}.`),
  askSpecialty: '[Ihr Schwerpunkt: was, für wen?]',
  askIntro: '[Ein Satz: was Sie tun, für wen, und wofür man Sie kennt]',
  askNext: '[Was Sie als Nächstes suchen, und wie man Sie erreicht]',
  askNumber: () => null,
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
  intro: (t, c) => (c ? `Lavoro come ${t} presso ${c}.` : `Lavoro come ${t}.`),
  askSpecialty: '[la tua specialità: cosa, per chi?]',
  askIntro: '[Una frase: cosa fai, per chi e per cosa sei conosciuto]',
  askNext: '[Cosa cerchi ora e come contattarti]',
  askNumber: () => null,
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
