import { type Lexicon, listedVerbs, verbMap, words } from './lexicon.ts';

// lemma: participles and simple past (verbs anywhere: "Umsatz um 20 % gesteigert", "leitete") | present forms
// (verbs when they open a bullet or follow "ich"/"wir"). Nouns such as "Leitung" or "Aufbau" are not counted.
const VERBS = listedVerbs(`
  leiten: geleitet, leitete, leiteten | leite, leitet, leitung
  führen: geführt, führte, führten | führe, führt
  entwickeln: entwickelt, entwickelte, entwickelten | entwickle, entwickelt, entwicklung
  aufbauen: aufgebaut | aufbau
  einführen: eingeführt | einführung
  steigern: gesteigert, steigerte, steigerten | steigere, steigert, steigerung
  senken: gesenkt, senkte, senkten | senke, senkt, senkung
  reduzieren: reduziert, reduzierte, reduzierten | reduziere, reduzierung
  verbessern: verbessert, verbesserte, verbesserten | verbessere
  optimieren: optimiert, optimierte, optimierten | optimiere, optimierung
  automatisieren: automatisiert, automatisierte | automatisiere, automatisierung
  verhandeln: verhandelt, verhandelte | verhandle, verhandlung
  gründen: gegründet, gründete | gründe, gründung
  konzipieren: konzipiert, konzipierte | konzipiere, konzeption
  umsetzen: umgesetzt | umsetzung
  implementieren: implementiert, implementierte | implementiere, implementierung
  gestalten: gestaltet, gestaltete | gestalte
  verantworten: verantwortet, verantwortete | verantworte
  gewinnen: gewonnen, gewann | gewinne
  erhöhen: erhöht, erhöhte | erhöhe
  migrieren: migriert, migrierte | migriere, migration
  skalieren: skaliert, skalierte | skaliere
  ausbauen: ausgebaut
  etablieren: etabliert, etablierte | etabliere
  erreichen: erreicht, erreichte | erreiche
  übertreffen: übertroffen, übertraf | übertreffe
  rekrutieren: rekrutiert, rekrutierte | rekrutiere
  schulen: geschult, schulte | schule
  koordinieren: koordiniert, koordinierte | koordiniere
  initiieren: initiiert, initiierte | initiiere
  beschleunigen: beschleunigt, beschleunigte | beschleunige
  halbieren: halbiert, halbierte | halbiere
  verdoppeln: verdoppelt, verdoppelte | verdopple
  entwerfen: entworfen, entwarf | entwerfe
  produzieren: produziert, produzierte | produziere
  veröffentlichen: veröffentlicht, veröffentlichte | veröffentliche
  präsentieren: präsentiert, präsentierte | präsentiere
  analysieren: analysiert, analysierte | analysiere
  lösen: gelöst, löste | löse
  restrukturieren: restrukturiert, restrukturierte | restrukturiere, restrukturierung
  modernisieren: modernisiert, modernisierte | modernisiere
  digitalisieren: digitalisiert, digitalisierte | digitalisiere, digitalisierung
  standardisieren: standardisiert, standardisierte | standardisiere
  integrieren: integriert, integrierte | integriere, integration
  verkaufen: verkauft, verkaufte | verkaufe
  einsparen: eingespart
  akquirieren: akquiriert, akquirierte | akquiriere
  planen: geplant, plante | plane
  realisieren: realisiert, realisierte | realisiere`);

export const de: Lexicon = {
  lang: 'de',
  name: 'German',
  verbs: verbMap(VERBS.anywhere),
  verbsAtStart: verbMap(VERBS.start),
  pronouns: ['ich', 'wir'],
  duties: words(`verantwortlich für, zuständig für, beteiligt an, beteiligung an, mitarbeit an, mitarbeit bei,
    mitwirkung an, mitwirkung bei, unterstützung bei, tätig als, aufgaben umfassten, meine aufgaben, mitgearbeitet,
    war verantwortlich`),
  weakOpeners: words(`unterstützung, unterstützt, betreuung, betreut, bearbeitung, bearbeitet, mitarbeit,
    mitgewirkt, durchführung, durchgeführt, pflege, zuständig, verantwortlich, aufgaben, tätigkeiten, tätigkeit`),
  cliches: words(`ergebnisorientiert, ergebnisorientierte, ergebnisorientierter, leidenschaftlich, leidenschaft für,
    teamplayer, teamfähig, teamfähigkeit, dynamisch, dynamische, dynamischer, hochmotiviert, hochmotivierte,
    motiviert, motivierte, innovativ, innovative, über den tellerrand, synergie, synergien, weltklasse, visionär,
    lernbereit, lernbereitschaft, kommunikationsstark, belastbar, belastbarkeit, zielstrebig, macher, macherin,
    110 %, 100 % engagiert, suche neue herausforderungen, offen für neue herausforderungen, auf der suche nach,
    mehrwert schaffen`),
  filler:
    words(`lorem ipsum, dolor sit amet, folgt, in arbeit, demnächst, platzhalter, beispieltext, keine beschreibung,
    n a, xxx`),
  template: [
    /\bmit nachweislicher (?:berufserfahrung|erfahrung) in der\b/,
    /\bnachgewiesene erfahrung in der\b.{0,60}\bbranche\b/,
    /\bfachkraft .{0,80}\bmit .{0,120}\bschwerpunkt\b/,
  ],
  cta: words(`kontaktieren sie mich, sprechen sie mich an, melden sie sich, schreiben sie mir, lassen sie uns,
    vernetzen, gerne vernetzen, ich freue mich auf, freue mich über, kontakt aufnehmen, nachricht`),
  value: words(`ich helfe, helfe, wir helfen, unterstütze, unterstützen, damit, sodass`),
  roleNouns: words(`ingenieur, ingenieurin, entwickler, entwicklerin, softwareentwickler, softwareentwicklerin, leiter,
    leiterin, projektleiter, projektleiterin, teamleiter, teamleiterin, manager, managerin, berater, beraterin,
    geschäftsführer, geschäftsführerin, analyst, analystin, designer, designerin, koordinator, koordinatorin,
    spezialist, spezialistin, gründer, gründerin, techniker, technikerin, administrator, administratorin,
    rechtsanwalt, rechtsanwältin, pfleger, pflegerin, arzt, ärztin, lehrer, lehrerin, professor, professorin,
    forscher, forscherin, student, studentin, praktikant, praktikantin, controller, controllerin, referent,
    referentin, sachbearbeiter, sachbearbeiterin, architekt, architektin, vertriebsleiter, vertriebsleiterin`),
  functionWords: words(`der, die, das, den, dem, des, und, in, im, ein, eine, einen, einem, mit, von, zu, zur, zum,
    für, auf, ist, sind, als, bei, aus, ich, wir, mein, meine, unser, unsere, sowie, oder, aber, nicht, auch`),
};
