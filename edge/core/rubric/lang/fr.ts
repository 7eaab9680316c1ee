import { type Lexicon, listedVerbs, verbMap, words } from './lexicon.ts';

// lemma: participles (verbs anywhere: "j'ai dirigé") | present forms (verbs when they open a bullet or follow
// "je"/"nous"). French bullets often open with the infinitive, which counts there too.
const VERBS = listedVerbs(`
  diriger: dirigé, dirigée, dirigés | dirige, dirigeons, direction
  piloter: piloté, pilotée, pilotés | pilote, pilotons, pilotage
  développer: développé, développée, développés | développe, développons, développement
  concevoir: conçu, conçue, conçus | conçois, conçoit, conception
  créer: créé, créée, créés | crée, créons, création
  lancer: lancé, lancée, lancés | lance, lançons, lancement
  gérer: géré, gérée, gérés | gère, gérons
  coordonner: coordonné, coordonnée | coordonne, coordonnons
  superviser: supervisé, supervisée | supervise
  encadrer: encadré, encadrée | encadre, encadrons, encadrement
  manager: managé, managée | manage
  augmenter: augmenté, augmentée | augmente, augmentons, augmentation
  réduire: réduit, réduite, réduits | réduis, réduisons, réduction
  améliorer: amélioré, améliorée | améliore, améliorons, amélioration
  optimiser: optimisé, optimisée | optimise, optimisons, optimisation
  automatiser: automatisé, automatisée | automatise, automatisons, automatisation
  négocier: négocié, négociée | négocie, négocions, négociation
  fonder: fondé, fondée | fonde
  construire: construit, construite | construis
  conduire: conduit, conduite | conduis
  livrer: livré, livrée | livre, livrons
  vendre: vendu, vendue | vends, vend
  migrer: migré, migrée | migre, migration
  intégrer: intégré, intégrée | intègre, intégration
  former: formé, formée | forme, formation
  recruter: recruté, recrutée | recrute, recrutement
  analyser: analysé, analysée | analyse
  résoudre: résolu, résolue | résous, résout
  accélérer: accéléré, accélérée | accélère
  générer: généré, générée | génère
  gagner: gagné, gagnée | gagne
  remporter: remporté, remportée | remporte
  obtenir: obtenu, obtenue | obtiens, obtient
  présenter: présenté, présentée | présente
  publier: publié, publiée | publie
  produire: produit, produite | produis
  élaborer: élaboré, élaborée | élabore
  planifier: planifié, planifiée | planifie, planification
  organiser: organisé, organisée | organise, organisation
  déployer: déployé, déployée | déploie, déploiement
  implémenter: implémenté, implémentée | implémente, implémentation
  industrialiser: industrialisé, industrialisée | industrialise
  refondre: refondu, refondue | refonds, refonte
  structurer: structuré, structurée | structure, structuration
  doubler: doublé, doublée | double
  atteindre: atteint, atteinte | atteins
  dépasser: dépassé, dépassée | dépasse
  transformer: transformé, transformée | transforme, transformation
  moderniser: modernisé, modernisée | modernise, modernisation
  initier: initié, initiée | initie
  animer: animé, animée | anime
  instaurer: instauré, instaurée | instaure, instauration
  économiser: économisé, économisée | économise`);

export const fr: Lexicon = {
  lang: 'fr',
  name: 'French',
  verbs: verbMap(VERBS.anywhere),
  verbsAtStart: verbMap(VERBS.start),
  pronouns: ['je', 'nous'],
  duties: words(`responsable de, responsable du, responsable des, chargé de, chargée de, en charge de, participation à,
    participation au, participé à, participé au, travaillé sur, impliqué dans, impliquée dans, aidé à, missions
    principales, mes missions, tâches, était responsable`),
  weakOpeners: words(`assuré, assurer, assistance, support, soutien, réalisé, réaliser, réalisation, participé,
    participer, participation, travaillé, aidé, aider, responsable, chargé, chargée, missions, tâches, suivi, gestion`),
  cliches: words(`orienté résultats, orientée résultats, passionné, passionnée, passion pour, proactif, proactive,
    esprit d'équipe, dynamique, très motivé, très motivée, motivé, motivée, innovant, innovante, sortir des sentiers
    battus, synergie, synergies, de classe mondiale, visionnaire, soif d'apprendre, excellentes capacités de
    communication, rigoureux, rigoureuse, polyvalent, polyvalente, force de proposition, 110 %, 100 % engagé,
    100 % engagée, à la recherche de nouvelles opportunités, en recherche active, ouvert aux opportunités,
    ouverte aux opportunités, valeur ajoutée`),
  filler: words(`lorem ipsum, dolor sit amet, à compléter, a completer, bientôt, en construction, texte d'exemple,
    sans description, n a, xxx`),
  template: [
    /\bayant une experience (?:averee|confirmee) dans le secteur\b/,
    /\bprofessionnel(?:le)? .{0,80}\btitulaire d.{0,120}\baxee? sur\b/,
  ],
  cta: words(`contactez moi, n'hésitez pas, n hesitez pas, écrivez moi, ecrivez moi, échangeons, echangeons, parlons en,
    prenons contact, envoyez moi un message, restons en contact`),
  value: words(`j'aide, j aide, nous aidons, aider, accompagne, accompagner, accompagnant, aidant, pour que, afin de`),
  roleNouns: words(`ingénieur, ingénieure, développeur, développeuse, directeur, directrice, chef de projet, chef,
    responsable, chargé, chargée, consultant, consultante, analyste, designer, coordinateur, coordinatrice,
    spécialiste, fondateur, fondatrice, cofondateur, technicien, technicienne, administrateur, administratrice,
    avocat, avocate, infirmier, infirmière, médecin, professeur, professeure, chercheur, chercheuse, étudiant,
    étudiante, stagiaire, comptable, contrôleur, contrôleuse, conseiller, conseillère, architecte, gérant, gérante`),
  functionWords: words(`le, la, les, de, du, des, et, en, un, une, que, qui, avec, pour, par, sur, dans, est, sont,
    au, aux, ce, cette, ses, son, sa, mon, ma, mes, plus, mais, ou, nous, je, notre, nos`),
};
