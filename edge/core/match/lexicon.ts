// The vocabulary as entries, plus the word lists the ad reader needs: stop words per language, the headings and
// phrases of boilerplate (benefits, equal opportunity, about the company), and seniority words.
import { VOCABULARY } from './vocabulary.ts';

export type VocabKind = 'skill' | 'tool' | 'certification';

export interface VocabEntry {
  name: string;
  kind: VocabKind;
  /** Every spelling, the canonical name first. */
  spellings: string[];
}

const KINDS: Record<string, VocabKind> = { s: 'skill', t: 'tool', c: 'certification' };

export const VOCAB: readonly VocabEntry[] = VOCABULARY.split('\n')
  .map((line) => line.match(/^([stc]):\s*(.+)$/))
  .filter((m): m is RegExpMatchArray => m !== null)
  .map((m) => {
    const spellings = m[2].split('|').map((s) => s.trim());
    return { name: spellings[0], kind: KINDS[m[1]], spellings };
  });

const list = (s: string) => new Set(s.split(/[\s,]+/).filter(Boolean));

// Function words and ad filler, in the languages ads most often come in here. Folded (lower case, no accents).
export const STOP_WORDS = list(`
  a an the and or but nor of to in on at by for with from into onto as is are was were be been being am do does did
  have has had will would shall should can could may might must not no yes this that these those it its our ours we
  us you your yours they them their he she his her who whom whose which what when where why how all any both each
  few more most other some such only own same so than too very just also etc per via within across about above after
  before under over between through during including include includes including plus well able strong good great
  excellent new years year experience experienced work working role position job team teams company candidate
  candidates looking join ideal opportunity responsibilities requirements required preferred qualifications skills
  skill knowledge ability abilities using use day days time help make ensure across based like eg e.g i.e ie must
  nice bonus will want need needs you'll we're you're it's what's minimum least one two three four five
  build building built develop developing deliver delivering drive driving own owning support supporting manage
  create provide maintain improve run keep write review apply assess define plan get take give lead
  high quality fast plus every new our
  el la los las un una unos unas y o de del al en con por para que se su sus es son como mas más muy sin sobre
  entre desde hasta tu tus nuestro nuestra nuestros nuestras este esta estos estas ser estar tener experiencia
  buscamos puesto empresa equipo años ano anos requisitos valorable funciones ofrecemos conocimientos perfil
  der die das den dem des ein eine einen einem einer und oder mit von zu zum zur im in am an auf fur für bei aus
  ist sind wir sie ihr ihre ihren unser unsere unseren als auch nicht nach uber über wie sowie bzw erfahrung
  du dein deine deinen deiner deinem dich dir euch jahre aufgaben profil kenntnisse team unternehmen suchen stelle sehr gute gutes guter idealerweise mindestens
  le la les un une des du de et ou en au aux avec pour par sur dans est sont nous vous votre vos notre nos ce cette
  sous chez selon entre vers sans tres plus moins leur leurs tous toutes tout
  o os as um uma e em no na nos nas com por para do da dos das ao
  il lo gli i uno e ed di del della dei delle con per su tra fra che
`);

// Headings that open a boilerplate block: everything under them until the next heading is left out.
export const BOILERPLATE_HEADINGS =
  /^(?:what we offer|we offer|benefits|perks|perks (?:and|&) benefits|our benefits|why (?:join us|work (?:with|for) us)|about us|about the company|who we are|equal (?:employment )?opportunit\w*|eeo|diversity(?:,? equity)?(?: (?:and|&) inclusion)?|how to apply|salary|compensation|ofrecemos|qué ofrecemos|que ofrecemos|beneficios|sobre nosotros|quiénes somos|quienes somos|wir bieten|was wir bieten|unser angebot|benefits für dich|über uns|ueber uns|wer wir sind|nous offrons|avantages|qui sommes-nous)\b[\s:!.]*$/i;

// Sentences that are boilerplate wherever they stand.
export const BOILERPLATE_SENTENCE =
  /equal opportunit|regardless of (?:race|age|gender|sex|religion)|without regard to|race, colou?r|sexual orientation|gender identity|protected (?:veteran|characteristic|status)|reasonable accommodation|e-verify|background check|health insurance|dental|vision insurance|401\(?k\)?|paid time off|\bpto\b|parental leave|stock options|competitive salary|gym membership|free (?:lunch|snacks)|remote-friendly|igualdad de oportunidades|sin distinci[oó]n|seguro m[eé]dico|salario competitivo|chancengleich|unabh[aä]ngig von (?:geschlecht|herkunft|alter)|betriebliche altersvorsorge|urlaubstage|jobrad|gleichbehandlung|egalit[eé] des chances|mutuelle/i;

// Seniority, from the title first. Folded words.
export const SENIORITY: ReadonlyArray<[string, RegExp]> = [
  ['intern', /\b(?:intern|internship|trainee|praktikant\w*|becari[oa]|practicas|stagiaire|werkstudent\w*)\b/],
  ['junior', /\b(?:junior|jr|entry[- ]level|graduate|associate)\b/],
  ['senior', /\b(?:senior|sr|experienced|erfahren\w*|senior[a]?)\b/],
  ['lead', /\b(?:lead|staff|principal|teamleiter\w*|team lead|lider|jefe de equipo)\b/],
  [
    'manager',
    /\b(?:manager|head of|director|vp|vice president|chief|leiter\w*|responsable|jefe|jefa|gerente|directeur|directrice)\b/,
  ],
];
