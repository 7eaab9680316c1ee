// What an ad says that is never something a person could add to their profile: where and how the job is done,
// what it pays and offers, who is hiring, and the verbs and furniture every ad has. Folded words (lower case, no
// accents), in the languages the matcher reads: English, Spanish, Portuguese, French, German and Italian.
const list = (s: string) => new Set(s.split(/[\s,]+/).filter(Boolean));

/** Work arrangement, contract and schedule. */
const ARRANGEMENT = `
  remote hybrid onsite on-site office offices home homeoffice home-office telework teletrabajo remoto remota hibrido
  hibrida presencial presencialidad distancia teletravail distanciel presentiel hybride domicile remoto ibrido sede
  lavoro agile smart working fulltime full-time part-time parttime full part shift shifts night nights weekend
  weekends rota contract permanent temporary temp freelance fixed-term indefinido indefinida jornada completa
  parcial turno turnos guardias vollzeit teilzeit befristet unbefristet festanstellung schicht schichten
  schichtdienst wochenende mobiles arbeiten cdi cdd temps plein partiel horaires tempo pieno indeterminato
  determinato integral meio periodo mois meses monate mesi meses semaines semanas wochen
`;

/** Pay, benefits and perks. */
const BENEFITS = `
  salary salaries pay paid compensation bonus bonuses equity stock stocks options shares pension pensions 401k
  insurance health dental vision medical wellness wellbeing gym fitness membership lunch lunches snacks coffee
  vacation holiday holidays leave parental maternity paternity pto allowance stipend budget perks perk benefit
  benefits relocation visa sponsorship laptop equipment discount discounts ticket tickets bike cycle commuter
  package competitive generous annual per hour hourly gross brutto netto k eur euro euros usd gbp chf
  salario sueldo retribucion remuneracion beneficios seguro medico vacaciones formacion flexible flexibilidad
  retributiva tickets restaurante guarderia gehalt verguetung urlaub urlaubstage altersvorsorge jobrad jobticket
  zuschuss zuschusse weiterbildung obst getranke firmenevents salaire remuneration avantages mutuelle conges rtt
  tickets-restaurant prime primes interessement stipendio retribuzione buoni pasto ferie welfare salario
  beneficios vale refeicao alimentacao plano saude ferias
`;

/** Where: the words around places, and places ads name most often. */
const PLACES = `
  city cities location locations based region regional area areas country countries europe european emea apac
  latam americas dach uk usa us eu worldwide global nationwide international locally local zona zone centro centre
  center zentrum region
  london manchester birmingham edinburgh glasgow dublin leeds bristol cambridge oxford paris lyon marseille
  toulouse lille bordeaux nantes berlin munich munchen hamburg frankfurt koln cologne stuttgart dusseldorf leipzig
  dresden vienna wien zurich geneva basel bern madrid barcelona valencia sevilla seville malaga bilbao zaragoza
  lisbon lisboa porto milan milano rome roma turin torino naples napoli bologna florence amsterdam rotterdam
  brussels bruxelles antwerp copenhagen stockholm oslo helsinki warsaw prague budapest new york san francisco
  boston chicago seattle austin denver toronto vancouver montreal mexico bogota buenos aires santiago lima
  sao paulo rio janeiro sydney melbourne singapore bangalore tokyo england scotland wales ireland france germany
  deutschland spain espana portugal italy italia netherlands belgium switzerland schweiz austria osterreich
  sweden norway denmark poland brazil brasil argentina chile colombia peru canada australia india
`;

/** Verbs, adjectives and nouns of every ad: who we are, what we want, how to apply. */
const FURNITURE = `
  ceo cto cfo coo founder founders founded open opening openings apply applying application applications
  applicant applicants hiring hire hires recruit recruiting recruiter recruiters interview interviews process
  offer offers offering culture mission vision values passionate passion exciting excited dynamic fast-paced
  growing growth fast-growing leading leader world-class innovative environment environments opportunity
  opportunities career careers employer employee employees people person colleagues staff member members
  office headquarters hq startup start-up scale-up scaleup business businesses client clients customer customers
  product products service services solution solutions industry market markets sector today tomorrow future
  best better ideal perfect right chance challenge challenges welcome welcomes encourage encouraged diverse
  diversity inclusive inclusion equal regardless background backgrounds please send cv resume letter cover
  deadline start date immediate immediately asap month months week weeks hour hours daily weekly plenty lots
  looking seeking searching wanted want wants love loves enjoy thrive grow grows learn learning mentor mentoring
  impact meaningful real key main various several different wide range variety part member within private
  public friendly enthusiastic successful lovely beautiful supportive
  reporting report reports responsible responsibility tasks task duties duty role roles level levels senior
  junior mid manager head lead principal staff intern internship graduate trainee
  somos ofrecemos buscamos incorporar incorporacion unete unirte proceso seleccion candidatura candidato
  candidata empresa compania oficina oficinas cliente clientes proyecto proyectos sector ambiente entorno
  crecimiento carrera oportunidad talento personas
  wir bieten suchen dich sie bewerbung bewerben bewirb freuen unternehmen firma kunden kunde standort standorte
  team teams kollegen kolleginnen umfeld arbeitsumfeld mitarbeitende mitarbeiter mitarbeiterinnen aufgaben
  aufgabe moglichkeit moglichkeiten zukunft wachstum
  nous rejoindre rejoins rejoignez entreprise societe poste candidature candidat candidate clients equipe
  missions mission profil recherchons cherchons offrons environnement
  noi cerchiamo offriamo azienda societa candidatura candidato candidata clienti squadra ambiente
  nos buscamos oferecemos empresa vaga candidatura candidato clientes equipe ambiente
`;

export const NOT_TERMS: ReadonlySet<string> = new Set([
  ...list(ARRANGEMENT),
  ...list(BENEFITS),
  ...list(PLACES),
  ...list(FURNITURE),
]);

/** Legal forms after a company's name: "Ledgerly GmbH", "Acme S.A.", "Brightlane Ltd". */
const LEGAL_FORM = String.raw`(?:GmbH|AG|SE|KG|Ltd\.?|Limited|LLC|Inc\.?|Corp\.?|plc|S\.?A\.?|S\.?L\.?|SAS|SARL|S\.?p\.?A\.?|S\.?r\.?l\.?|B\.?V\.?|N\.?V\.?|Lda\.?)`;
// Bounded runs ({0,30}, {1,3}): a run of 20,000 capitals must not be re-read from every position.
const NAME = String.raw`\p{Lu}[\p{L}\p{N}&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\p{N}&.'-]{0,30}){0,2}`;

// Each takes the employer's name from how ads introduce it. Bounded quantifiers only: one pass over the text.
const EMPLOYER_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(${NAME})[ \t]{1,3}${LEGAL_FORM}(?![\p{L}])`, 'gu'),
  new RegExp(
    String.raw`(?:^|\n)[ \t]*(?:company|employer|empresa|unternehmen|arbeitgeber|entreprise|societe|société|azienda|empregador)[ \t]*:[ \t]*(${NAME})`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:^|\n)[ \t]*(?:about|über|ueber|sobre|à propos de|a propos de|chi è|chi e)[ \t]+(${NAME})[ \t]*:?[ \t]*(?=\n)`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:\bjoin|\bat|\bbei|\bchez|\brejoindre|\brejoignez|\búnete a|\bunete a|\bentra in|\bjunte-se à)[ \t]+(${NAME})`,
    'gu',
  ),
  new RegExp(
    String.raw`(?:^|[.!?\n][ \t]*)(${NAME})[ \t]+(?:is|are|has|was|ist|sucht|busca|es|est|recherche|cerca|procura)\b`,
    'gu',
  ),
  // "El Hospital San Telmo, en Sevilla, es ...", "The Harbour Group is ...".
  new RegExp(
    String.raw`(?:^|[.!?\n][ \t]*)(?:The|El|La|Los|Die|Der|Das|Le|Les|Il|O|A)[ \t]+(${NAME})(?=[ \t]*,|[ \t]+(?:is|are|es|ist|est|è|é)\b)`,
    'gu',
  ),
];

/** Folded words of the names the ad gives its employer: `strong` from a legal form, a "Company:" label or an
 *  "About X" heading; `all` also from "join X", "at X", "X is ..." (enough to keep a word out of key terms). */
export function employerWords(text: string, fold: (s: string) => string): { strong: Set<string>; all: Set<string> } {
  const strong = new Set<string>();
  const all = new Set<string>();
  EMPLOYER_PATTERNS.forEach((re, i) => {
    for (const m of text.matchAll(re))
      for (const w of fold(m[1]).split(/[^\p{L}\p{N}&]+/u)) {
        if (w.length < 2 || NOT_NAME.has(w)) continue;
        all.add(w);
        if (i < 3) strong.add(w);
      }
  });
  return { strong, all };
}

// Capitalised words that start a sentence without being a name.
const NOT_NAME = list(`
  we you our the a an this that it they he she if as in at on for and or but with to our your
  wir sie du ihr unser der die das el la los las nous vous notre votre il noi nos nosotros
`);
