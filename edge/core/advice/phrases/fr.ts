import type { Phrases } from './types.ts';

export const fr: Phrases = {
  role: (r) => `votre poste de ${r.title}${r.company ? ` chez ${r.company}` : ''}`,
  as: (r) => `${r.title}${r.company ? ` chez ${r.company}` : ''}`,
  and: 'et',
  hLength: (h, ex) => `Votre titre ${h} est court : portez-le à 70-220 caractères, par ex. "${ex}".`,
  hRole: (t) =>
    `Commencez votre titre par votre poste, "${t}" : les résultats de recherche le coupent vers 65 caractères.`,
  hCurrent: (r) => `Faites apparaître dans votre titre le poste que vous occupez, ${fr.as(r)}.`,
  hBeyond: (h, sk) => `Allez au-delà de ${h} : ajoutez votre spécialité, ${sk}, et qui vous aidez.`,
  hKeywords: (sk) => `Citez ${sk} dans votre titre, séparés par | ou ·, pour apparaître dans plus de recherches.`,
  hValueWin: (role, c) => `Ajoutez à votre titre le résultat de ${role} : "${c}".`,
  hValueAsk: (role) =>
    `Ajoutez à votre titre un résultat chiffré de ${role} : qu'est-ce qui s'est amélioré, et de combien ?`,
  hClean: (c) => `Remplacez "${c}" dans votre titre par votre poste, votre spécialité et un résultat.`,
  aLength: (n, win, r) => {
    const base = n
      ? `Votre section Infos (${n} caractères) est mince : portez-la à 1 000-2 600`
      : 'Rédigez une section Infos de 1 000 à 2 600 caractères';
    if (win) return `${base}, en partant de votre résultat comme ${win.as} : "${win.clause}".`;
    return `${base} : ce que vous faites comme ${r ? fr.as(r) : 'professionnel'}, ce que vous avez obtenu, ce que vous visez.`;
  },
  aHook: (first, t) =>
    `Remplacez votre phrase d'ouverture ${first} par une phrase qui nomme votre poste, ${t}, et ce qui vous distingue.`,
  aResultsWin: (role, c) => `Reprenez dans vos Infos le résultat de ${role} : "${c}".`,
  aResultsAsk: (role) =>
    `Ajoutez à vos Infos deux résultats chiffrés de ${role} (un pourcentage, un montant, une équipe).`,
  aKeywords: (sk) => `Citez ${sk} dans vos Infos : la recherche LinkedIn les indexe.`,
  aOriginal: (c) => `Remplacez "${c}" dans vos Infos par ce que vous avez fait, pour qui, avec quel résultat.`,
  aReadable: (first) => `Découpez vos Infos en paragraphes courts : un après ${first}, un par idée.`,
  aCta: (sk) => `Terminez vos Infos par une invitation, par ex. "Contactez-moi si vous travaillez sur ${sk}."`,
  eCurrent: (role) =>
    `Décrivez ${role} en 200 caractères au moins : ce dont vous êtes responsable et ce qui a changé grâce à vous.`,
  eDescriptions: (roles) => `Décrivez ${roles} avec vos propres mots, 200 caractères ou plus chacun.`,
  eResults: (role, line) => `Ajoutez un chiffre à ${role} : ${line} — combien, à quelle vitesse ?`,
  eVerbs: (role, line) =>
    `Commencez les lignes de ${role} par un verbe d'action (dirigé, créé, réduit), par ex. reprenez ${line}.`,
  eDuties: (line, role) => `Réécrivez ${line} dans ${role} comme un résultat : ce qui a changé, et de combien.`,
  eOriginal: (c, role) => `Remplacez "${c}" dans ${role} par ce que vous y avez fait, avec vos propres mots.`,
  eGaps: (ev) =>
    `Expliquez cette interruption par une pause de carrière, des études ou une activité indépendante : ${ev}`,
  eRoles: (role) => `Ajoutez les postes occupés avant ${role} : un profil complet en montre au moins deux.`,
  sBacked: (sk, role) => `Montrez ${sk} en pratique : dites dans ${role} ce que vous avez construit ou changé avec.`,
  sCount: (n, role) =>
    `Vous listez ${n} compétence${n === 1 ? '' : 's'} : ajoutez les outils et méthodes de ${role} jusqu'à 15.`,
  sCerts: (s) =>
    `Si vous avez une licence ou une certification en ${s}, ajoutez-la avec son émetteur : elle prouve la compétence.`,
  edLevel: (s, d) =>
    `Nommez votre diplôme de ${s}${d ? ` (aujourd'hui ${d})` : ''} tel qu'il a été délivré, pour que les filtres par diplôme vous trouvent.`,
  edEntries: (t) => `Ajoutez l'école, le diplôme et le domaine d'études derrière votre travail de ${t}.`,
  edDegree: (s) => `Nommez le diplôme obtenu à ${s}.`,
  edField: (s) => `Ajoutez votre domaine d'études à ${s}.`,
  edDates: (s) => `Ajoutez les années de début et de fin à ${s}.`,
  edDepth: (s, t) =>
    `Ajoutez à ${s} des cours, distinctions ou un titre de mémoire qui appuient votre travail${t ? ` de ${t}` : ''}.`,
  edRelevant: (s, t) => `Reliez ${s} à votre travail de ${t} : ajoutez les cours ou formations qui font le lien.`,
  nHeadline: (h) => `Essayez ce titre, construit à partir de votre profil : "${h}".`,
  nHidden: (where, c) => `Votre résultat chez ${where} est caché dans un ancien poste : placez "${c}" dans vos Infos.`,
  nAboutDraft: (o) => `Partez du brouillon d'Infos ci-dessous : il commence par ${o} et garde vos propres résultats.`,
  nLead: (role, lead) => `Ouvrez ${role} par ${lead}, puis une ligne par résultat.`,
  nSkillUse: (sk, role) =>
    `Dites où vous avez utilisé ${sk} dans ${role} : une compétence appuyée par un poste compte plus.`,
};
