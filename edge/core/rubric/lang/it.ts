import { type Lexicon, listedVerbs, verbMap, words } from './lexicon.ts';

// lemma: participles and the first-person simple past (verbs anywhere: "ho guidato") | present forms and the
// gerund (verbs when they open a bullet or follow "io"/"noi").
const VERBS = listedVerbs(`
  guidare: guidato, guidata, guidai | guida, guido, guidando
  gestire: gestito, gestita, gestii | gestisce, gestisco, gestendo
  dirigere: diretto, diretta, diressi | dirige, dirigo, dirigendo
  sviluppare: sviluppato, sviluppata, sviluppai | sviluppa, sviluppo, sviluppando, sviluppo
  progettare: progettato, progettata, progettai | progetta, progetto, progettando, progettazione
  creare: creato, creata, creai | crea, creo, creando, creazione
  coordinare: coordinato, coordinata, coordinai | coordina, coordino, coordinando, coordinamento
  supervisionare: supervisionato, supervisionata | supervisiona, supervisiono, supervisionando
  lanciare: lanciato, lanciata, lanciai | lancia, lancio, lanciando, lancio
  aumentare: aumentato, aumentata, aumentai | aumenta, aumento, aumentando
  ridurre: ridotto, ridotta, ridussi | riduce, riduco, riducendo, riduzione
  migliorare: migliorato, migliorata, migliorai | migliora, miglioro, migliorando
  ottimizzare: ottimizzato, ottimizzata, ottimizzai | ottimizza, ottimizzo, ottimizzando, ottimizzazione
  automatizzare: automatizzato, automatizzata | automatizza, automatizzo, automatizzando, automazione
  negoziare: negoziato, negoziata, negoziai | negozia, negozio, negoziando, negoziazione
  fondare: fondato, fondata, fondai | fonda, fondo, fondando
  costruire: costruito, costruita, costruii | costruisce, costruisco, costruendo
  implementare: implementato, implementata, implementai | implementa, implemento, implementando, implementazione
  realizzare: realizzato, realizzata, realizzai | realizza, realizzo, realizzando, realizzazione
  introdurre: introdotto, introdotta, introdussi | introduce, introduco, introducendo, introduzione
  vendere: venduto, venduta, vendetti | vende, vendo, vendendo
  risparmiare: risparmiato, risparmiata | risparmia, risparmio, risparmiando
  migrare: migrato, migrata | migra, migro, migrando
  integrare: integrato, integrata | integra, integro, integrando
  formare: formato, formata, formai | forma, formo, formando
  reclutare: reclutato, reclutata | recluta, recluto, reclutando
  analizzare: analizzato, analizzata, analizzai | analizza, analizzo, analizzando
  risolvere: risolto, risolta, risolsi | risolve, risolvo, risolvendo
  accelerare: accelerato, accelerata | accelera, accelero, accelerando
  generare: generato, generata, generai | genera, genero, generando
  vincere: vinto, vinta, vinsi | vince, vinco, vincendo
  ottenere: ottenuto, ottenuta, ottenni | ottiene, ottengo, ottenendo
  presentare: presentato, presentata, presentai | presenta, presento, presentando
  pubblicare: pubblicato, pubblicata, pubblicai | pubblica, pubblico, pubblicando
  produrre: prodotto, prodotta, produssi | produce, produco, producendo
  elaborare: elaborato, elaborata | elabora, elaboro, elaborando
  pianificare: pianificato, pianificata | pianifica, pianifico, pianificando
  eseguire: eseguito, eseguita | esegue, eseguo, eseguendo
  organizzare: organizzato, organizzata, organizzai | organizza, organizzo, organizzando
  espandere: espanso, espansa | espande, espando, espandendo
  trasformare: trasformato, trasformata | trasforma, trasformo, trasformando
  ristrutturare: ristrutturato, ristrutturata | ristruttura, ristrutturo
  raddoppiare: raddoppiato, raddoppiata | raddoppia, raddoppio, raddoppiando
  raggiungere: raggiunto, raggiunta, raggiunsi | raggiunge, raggiungo, raggiungendo
  superare: superato, superata, superai | supera, supero, superando
  avviare: avviato, avviata, avviai | avvia, avvio, avviando
  consolidare: consolidato, consolidata | consolida, consolido, consolidando
  definire: definito, definita | definisce, definisco, definendo, definizione`);

export const it: Lexicon = {
  lang: 'it',
  name: 'Italian',
  verbs: verbMap(VERBS.anywhere),
  verbsAtStart: verbMap(VERBS.start),
  pronouns: ['io', 'noi'],
  duties: words(`responsabile di, responsabile della, responsabile del, responsabile dei, incaricato di, incaricata di,
    mi occupavo di, mi occupo di, ho partecipato a, ho partecipato al, partecipazione a, coinvolto in, coinvolta in,
    ho lavorato su, ho aiutato, supporto a, supporto nella, mansioni, le mie mansioni, compiti di`),
  weakOpeners: words(`supporto, supportato, assistenza, svolto, svolgimento, collaborato, collaborazione, partecipato,
    partecipazione, aiutato, responsabile, mansioni, attività, compiti, gestione`),
  cliches: words(`orientato ai risultati, orientata ai risultati, appassionato, appassionata, passione per, proattivo,
    proattiva, lavoro di squadra, team player, dinamico, dinamica, altamente motivato, altamente motivata, motivato,
    motivata, innovativo, innovativa, fuori dagli schemi, sinergia, sinergie, di livello mondiale, visionario,
    visionaria, voglia di imparare, ottime capacità comunicative, capacità di lavorare in team, resiliente,
    110 %, 100 % impegnato, 100 % impegnata, alla ricerca di nuove opportunità, aperto a nuove opportunità,
    aperta a nuove opportunità, valore aggiunto`),
  filler: words(`lorem ipsum, dolor sit amet, da completare, prossimamente, in costruzione, testo di esempio,
    nessuna descrizione, n a, xxx`),
  template: [
    /\bcon una comprovata esperienza (?:di lavoro )?nel settore\b/,
    /\bprofessionista .{0,80}\bcon .{0,120}\b(?:incentrat[oa]|focalizzat[oa]) in\b/,
  ],
  cta: words(`contattami, contattatemi, scrivimi, non esitate, non esitare, mettiamoci in contatto, parliamone,
    restiamo in contatto, mandami un messaggio, sarò felice`),
  value: words(`aiuto, aiutiamo, aiutando, aiutare, per far, affinché, trasformando, costruendo, creando`),
  roleNouns: words(`ingegnere, sviluppatore, sviluppatrice, programmatore, programmatrice, manager, direttore,
    direttrice, responsabile, consulente, analista, designer, coordinatore, coordinatrice, specialista, fondatore,
    fondatrice, cofondatore, tecnico, tecnica, amministratore, amministratrice, avvocato, avvocata, infermiere,
    infermiera, medico, docente, professore, professoressa, ricercatore, ricercatrice, studente, studentessa,
    stagista, contabile, commercialista, architetto, capo`),
  functionWords: words(`il, lo, la, i, gli, le, di, del, della, dei, delle, e, in, nel, nella, un, una, che, con, per,
    da, su, è, sono, come, al, alla, si, suo, sua, mio, mia, più, ma, o, questo, questa, nostro, nostra`),
};
