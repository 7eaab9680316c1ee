import type { Phrases } from './types.ts';

// The role phrase starts with its article: joined to a preposition it contracts (di il → del).
const del = (r: string) => r.replace(/^il /, 'del ');
const nel = (r: string) => r.replace(/^il /, 'nel ');
const dal = (r: string) => r.replace(/^il /, 'dal ');
const al = (r: string) => r.replace(/^il /, 'al ');

export const it: Phrases = {
  role: (r) => `il tuo ruolo di ${r.title}${r.company ? ` presso ${r.company}` : ''}`,
  as: (r) => `${r.title}${r.company ? ` presso ${r.company}` : ''}`,
  and: 'e',
  hLength: (h, ex) => `Il tuo titolo ${h} è corto: portalo a 70-220 caratteri, ad es. "${ex}".`,
  hRole: (t) =>
    `Inizia il titolo con il tuo ruolo, "${t}": i risultati di ricerca lo tagliano dopo circa 65 caratteri.`,
  hCurrent: (r) => `Fai nominare al titolo il ruolo che ricopri ora, ${it.as(r)}.`,
  hBeyond: (h, sk) => `Vai oltre ${h}: aggiungi la tua specialità, ${sk}, e chi aiuti.`,
  hKeywords: (sk) => `Nomina ${sk} nel titolo, separati da | o ·, per comparire in più ricerche.`,
  hValueWin: (role, c) => `Aggiungi al titolo il risultato ${del(role)}: "${c}".`,
  hValueAsk: (role) => `Aggiungi al titolo un risultato con numeri ${dal(role)}: cosa è migliorato, e di quanto?`,
  hClean: (c) => `Sostituisci "${c}" nel titolo con il tuo ruolo, la tua specialità e un risultato.`,
  aLength: (n, win, r) => {
    const base = n
      ? `La tua sezione Informazioni (${n} caratteri) è scarna: portala a 1.000-2.600`
      : 'Scrivi una sezione Informazioni di 1.000-2.600 caratteri';
    if (win) return `${base}, partendo dal tuo risultato come ${win.as}: "${win.clause}".`;
    return `${base}: cosa fai come ${r ? it.as(r) : 'professionista'}, cosa hai ottenuto, cosa cerchi ora.`;
  },
  aHook: (first, t) =>
    `Sostituisci la frase d'apertura ${first} con una che nomini il tuo ruolo, ${t}, e ciò per cui sei noto.`,
  aResultsWin: (role, c) => `Porta nelle Informazioni il risultato ${del(role)}: "${c}".`,
  aResultsAsk: (role) =>
    `Aggiungi alle Informazioni due risultati con numeri ${dal(role)} (una percentuale, un importo, un team).`,
  aKeywords: (sk) => `Nomina ${sk} nelle Informazioni: la ricerca di LinkedIn le indicizza.`,
  aOriginal: (c) => `Sostituisci "${c}" nelle Informazioni con ciò che hai fatto, per chi, con quale risultato.`,
  aReadable: (first) => `Dividi le Informazioni in paragrafi brevi: uno dopo ${first}, uno per idea.`,
  aCta: (sk) => `Chiudi le Informazioni con un invito, ad es. "Colleghiamoci se lavori su ${sk}."`,
  eCurrent: (role) =>
    `Descrivi ${role} in almeno 200 caratteri: di cosa sei responsabile e cosa è cambiato grazie a te.`,
  eDescriptions: (roles) => `Descrivi ${roles} con parole tue, almeno 200 caratteri ciascuno.`,
  eResults: (role, line) => `Aggiungi un numero ${al(role)}: ${line} — quanto, quanti, in quanto tempo?`,
  eVerbs: (role, line) =>
    `Inizia le righe ${del(role)} con un verbo d'azione (guidato, creato, ridotto), ad es. riscrivi ${line}.`,
  eDuties: (line, role) => `Riscrivi ${line} ${nel(role)} come un risultato: cosa è cambiato, e di quanto.`,
  eOriginal: (c, role) => `Sostituisci "${c}" ${nel(role)} con ciò che hai fatto lì, con parole tue.`,
  eGaps: (ev) => `Spiega questa pausa con una voce di pausa di carriera, studio o lavoro autonomo: ${ev}`,
  eRoles: (role) => `Elenca i ruoli ricoperti prima ${del(role)}: un profilo completo ne mostra almeno due precedenti.`,
  sBacked: (sk, role) => `Mostra ${sk} in uso: racconta ${nel(role)} cosa hai costruito o cambiato con essa.`,
  sCount: (n, role) =>
    `Elenchi ${n} competenz${n === 1 ? 'a' : 'e'}: aggiungi strumenti e metodi ${del(role)} fino a 15.`,
  sCerts: (s) =>
    `Se hai una licenza o certificazione in ${s}, aggiungila con l'ente che l'ha rilasciata: dimostra la competenza.`,
  edLevel: (s, d) =>
    `Indica il titolo conseguito presso ${s}${d ? ` (ora ${d})` : ''} esattamente come rilasciato, così i filtri per titolo ti trovano.`,
  edEntries: (t) => `Aggiungi scuola, titolo e campo di studio alla base del tuo lavoro come ${t}.`,
  edDegree: (s) => `Indica il titolo conseguito presso ${s}.`,
  edField: (s) => `Aggiungi il tuo campo di studio a ${s}.`,
  edDates: (s) => `Aggiungi gli anni di inizio e fine a ${s}.`,
  edDepth: (s, t) =>
    `Aggiungi a ${s} corsi, riconoscimenti o il titolo della tesi che sostengano il tuo lavoro${t ? ` come ${t}` : ''}.`,
  edRelevant: (s, t) => `Collega ${s} al tuo lavoro come ${t}: aggiungi i corsi o la formazione che li uniscono.`,
  nHeadline: (h) => `Prova questo titolo, costruito dal tuo profilo: "${h}".`,
  nHidden: (where, c) =>
    `Il tuo risultato presso ${where} è nascosto in un vecchio ruolo: porta "${c}" nelle Informazioni.`,
  nAboutDraft: (o) => `Parti dalla bozza delle Informazioni qui sotto: inizia con ${o} e mantiene i tuoi risultati.`,
  nLead: (role, lead) => `Apri ${role} con ${lead} e una riga per risultato.`,
  nSkillUse: (sk, role) =>
    `Racconta dove hai usato ${sk} ${nel(role)}: una competenza sostenuta da un ruolo conta di più.`,
};
