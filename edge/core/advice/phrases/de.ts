import type { Phrases } from './types.ts';

// The role phrase is in the accusative; after aus, in, von, vor it takes the dative.
const dat = (r: string) => r.replace(/^Ihre /, 'Ihrer ');

export const de: Phrases = {
  role: (r) => `Ihre Rolle als ${r.title}${r.company ? ` bei ${r.company}` : ''}`,
  as: (r) => `${r.title}${r.company ? ` bei ${r.company}` : ''}`,
  and: 'und',
  hLength: (h, ex) => `Ihre Headline ${h} ist kurz: erweitern Sie sie auf 70-220 Zeichen, z. B. "${ex}".`,
  hRole: (t) => `Beginnen Sie Ihre Headline mit Ihrer Rolle, "${t}": Suchergebnisse kürzen sie nach etwa 65 Zeichen.`,
  hCurrent: (r) => `Nennen Sie in Ihrer Headline die Rolle, die Sie jetzt haben: ${de.as(r)}.`,
  hBeyond: (h, sk) => `Gehen Sie über ${h} hinaus: ergänzen Sie Ihr Fachgebiet, ${sk}, und für wen Sie arbeiten.`,
  hKeywords: (sk) =>
    `Nennen Sie ${sk} in Ihrer Headline, getrennt durch | oder ·, damit Sie in mehr Suchen erscheinen.`,
  hValueWin: (role, c) => `Nehmen Sie das Ergebnis aus ${dat(role)} in Ihre Headline auf: "${c}".`,
  hValueAsk: (role) =>
    `Nehmen Sie ein Ergebnis mit Zahl aus ${dat(role)} in Ihre Headline auf: was wurde besser, um wie viel?`,
  hClean: (c) => `Ersetzen Sie "${c}" in Ihrer Headline durch Ihre Rolle, Ihr Fachgebiet und ein Ergebnis.`,
  aLength: (n, win, r) => {
    const base = n
      ? `Ihr Info-Abschnitt (${n} Zeichen) ist knapp: erweitern Sie ihn auf 1.000-2.600`
      : 'Schreiben Sie einen Info-Abschnitt mit 1.000-2.600 Zeichen';
    if (win) return `${base}, beginnend mit Ihrem Ergebnis als ${win.as}: "${win.clause}".`;
    return `${base}: was Sie als ${r ? de.as(r) : 'Fachkraft'} tun, was Sie erreicht haben, was Sie als Nächstes wollen.`;
  },
  aHook: (first, t) =>
    `Ersetzen Sie Ihren ersten Satz ${first} durch einen Satz, der Ihre Rolle, ${t}, und Ihre Stärke nennt.`,
  aResultsWin: (role, c) => `Holen Sie das Ergebnis aus ${dat(role)} in Ihren Info-Text: "${c}".`,
  aResultsAsk: (role) =>
    `Ergänzen Sie Ihren Info-Text um zwei Ergebnisse mit Zahlen aus ${dat(role)} (Prozent, Betrag, Teamgröße).`,
  aKeywords: (sk) => `Nennen Sie ${sk} in Ihrem Info-Text: die LinkedIn-Suche indexiert ihn.`,
  aOriginal: (c) =>
    `Ersetzen Sie "${c}" in Ihrem Info-Text durch das, was Sie getan haben, für wen, mit welchem Ergebnis.`,
  aReadable: (first) => `Teilen Sie Ihren Info-Text in kurze Absätze: einer nach ${first}, einer pro Gedanke.`,
  aCta: (sk) =>
    `Beenden Sie Ihren Info-Text mit einer Einladung, z. B. "Vernetzen wir uns, wenn Sie an ${sk} arbeiten."`,
  eCurrent: (role) =>
    `Beschreiben Sie ${role} in mindestens 200 Zeichen: wofür Sie verantwortlich sind und was sich durch Sie geändert hat.`,
  eDescriptions: (roles) => `Beschreiben Sie ${roles} in eigenen Worten, jeweils 200 Zeichen oder mehr.`,
  eResults: (role, line) => `Ergänzen Sie eine Zahl in ${dat(role)}: ${line} — wie viel, wie viele, wie schnell?`,
  eVerbs: (role, line) =>
    `Beginnen Sie die Zeilen von ${dat(role)} mit einem Tätigkeitsverb (geleitet, aufgebaut, gesenkt), z. B. bei ${line}.`,
  eDuties: (line, role) => `Formulieren Sie ${line} in ${dat(role)} als Ergebnis: was hat sich geändert, um wie viel.`,
  eOriginal: (c, role) => `Ersetzen Sie "${c}" in ${dat(role)} durch das, was Sie dort getan haben, in eigenen Worten.`,
  eGaps: (ev) => `Erklären Sie diese Lücke mit einer Auszeit, Weiterbildung oder freiberuflicher Arbeit: ${ev}`,
  eRoles: (role) => `Nennen Sie die Rollen vor ${dat(role)}: ein vollständiges Profil zeigt mindestens zwei frühere.`,
  sBacked: (sk, role) =>
    `Zeigen Sie ${sk} im Einsatz: sagen Sie in ${dat(role)}, was Sie damit aufgebaut oder verändert haben.`,
  sCount: (n, role) =>
    `Sie nennen ${n} Kenntnis${n === 1 ? '' : 'se'}: ergänzen Sie Werkzeuge und Methoden aus ${dat(role)} bis 15.`,
  sCerts: (s) =>
    `Falls Sie eine Lizenz oder ein Zertifikat in ${s} haben, ergänzen Sie es mit Aussteller: es belegt die Kenntnis.`,
  edLevel: (s, d) =>
    `Nennen Sie Ihren Abschluss an ${s}${d ? ` (jetzt ${d})` : ''} genau wie verliehen, damit Filter nach Abschluss Sie finden.`,
  edEntries: (t) => `Ergänzen Sie Hochschule, Abschluss und Fachrichtung hinter Ihrer Arbeit als ${t}.`,
  edDegree: (s) => `Nennen Sie den Abschluss, den Sie an ${s} erworben haben.`,
  edField: (s) => `Ergänzen Sie Ihre Fachrichtung bei ${s}.`,
  edDates: (s) => `Ergänzen Sie Anfangs- und Endjahr bei ${s}.`,
  edDepth: (s, t) =>
    `Ergänzen Sie bei ${s} Kurse, Auszeichnungen oder Ihr Abschlussarbeitsthema, die Ihre Arbeit${t ? ` als ${t}` : ''} stützen.`,
  edRelevant: (s, t) =>
    `Verbinden Sie ${s} mit Ihrer Arbeit als ${t}: ergänzen Sie die Kurse oder Weiterbildungen dazwischen.`,
  nHeadline: (h) => `Probieren Sie diese Headline aus Ihrem eigenen Profil: "${h}".`,
  nHidden: (where, c) =>
    `Ihr Ergebnis bei ${where} steckt in einer alten Rolle: übernehmen Sie "${c}" in Ihren Info-Text.`,
  nAboutDraft: (o) =>
    `Beginnen Sie mit dem Info-Entwurf unten: er startet mit ${o} und behält Ihre eigenen Ergebnisse.`,
  nLead: (role, lead) => `Eröffnen Sie ${role} mit ${lead} und einer Zeile pro Ergebnis.`,
  nSkillUse: (sk, role) =>
    `Sagen Sie, wo Sie ${sk} in ${dat(role)} eingesetzt haben: eine durch eine Rolle belegte Kenntnis zählt mehr.`,
};
