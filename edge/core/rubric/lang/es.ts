import { type Lexicon, listedVerbs, verbMap, words } from './lexicon.ts';

// lemma: first-person preterite, third-person preterite and participles (verbs anywhere) | present forms and the
// gerund (verbs when they open a bullet or follow "yo"/"nosotros").
const VERBS = listedVerbs(`
  liderar: lideré, lideró, liderado, liderada, lideramos | lidera, lidero, liderando, liderazgo
  dirigir: dirigí, dirigió, dirigido, dirigida, dirigimos | dirige, dirijo, dirigiendo, dirección
  gestionar: gestioné, gestionó, gestionado, gestionada | gestiona, gestiono, gestionando
  desarrollar: desarrollé, desarrolló, desarrollado, desarrollada | desarrolla, desarrollo, desarrollando, desarrollo
  diseñar: diseñé, diseñó, diseñado, diseñada | diseña, diseño, diseñando, diseño
  implementar: implementé, implementó, implementado, implementada | implementa, implemento, implementando, implementación
  implantar: implanté, implantó, implantado, implantada | implanta, implanto, implantando, implantación
  crear: creé, creó, creado, creada | crea, creo, creando, creación
  construir: construí, construyó, construido, construida | construye, construyo, construyendo
  lanzar: lancé, lanzó, lanzado, lanzada | lanza, lanzo, lanzando, lanzamiento
  aumentar: aumenté, aumentó, aumentado, aumentada | aumenta, aumento, aumentando
  incrementar: incrementé, incrementó, incrementado, incrementada | incrementa, incremento, incrementando
  reducir: reduje, redujo, reducido, reducida | reduce, reduzco, reduciendo, reducción
  mejorar: mejoré, mejoró, mejorado, mejorada | mejora, mejoro, mejorando
  optimizar: optimicé, optimizó, optimizado, optimizada | optimiza, optimizo, optimizando, optimización
  automatizar: automaticé, automatizó, automatizado, automatizada | automatiza, automatizo, automatizando, automatización
  negociar: negocié, negoció, negociado, negociada | negocia, negocio, negociando, negociación
  fundar: fundé, fundó, fundado, fundada | funda, fundo, fundando
  establecer: establecí, estableció, establecido, establecida | establece, establezco, estableciendo
  coordinar: coordiné, coordinó, coordinado, coordinada | coordina, coordino, coordinando, coordinación
  supervisar: supervisé, supervisó, supervisado, supervisada | supervisa, superviso, supervisando
  impulsar: impulsé, impulsó, impulsado, impulsada | impulsa, impulso, impulsando
  escalar: escalé, escaló, escalado, escalada | escala, escalo, escalando
  transformar: transformé, transformó, transformado, transformada | transforma, transformo, transformando
  migrar: migré, migró, migrado, migrada | migra, migro, migrando, migración
  integrar: integré, integró, integrado, integrada | integra, integro, integrando, integración
  formar: formé, formó | forma, formo, formando
  capacitar: capacité, capacitó, capacitado, capacitada | capacita, capacito, capacitando
  contratar: contraté, contrató | contrata, contrato, contratando
  reclutar: recluté, reclutó, reclutado | recluta, recluto, reclutando
  analizar: analicé, analizó, analizado, analizada | analiza, analizo, analizando
  resolver: resolví, resolvió, resuelto, resuelta | resuelve, resuelvo, resolviendo
  acelerar: aceleré, aceleró, acelerado, acelerada | acelera, acelero, acelerando
  generar: generé, generó, generado, generada | genera, genero, generando
  ganar: gané, ganó, ganado, ganada | gana, gano, ganando
  lograr: logré, logró, logrado, lograda | logra, logro, logrando
  conseguir: conseguí, consiguió, conseguido, conseguida | consigue, consigo, consiguiendo
  superar: superé, superó, superado, superada | supera, supero, superando
  ahorrar: ahorré, ahorró, ahorrado, ahorrada | ahorra, ahorro, ahorrando
  vender: vendí, vendió, vendido, vendida | vende, vendo, vendiendo
  cerrar: cerré, cerró, cerrado, cerrada | cierra, cierro, cerrando
  publicar: publiqué, publicó, publicado, publicada | publica, publico, publicando
  presentar: presenté, presentó, presentado, presentada | presenta, presento, presentando
  producir: produje, produjo, producido, producida | produce, produzco, produciendo
  planificar: planifiqué, planificó, planificado, planificada | planifica, planifico, planificando
  ejecutar: ejecuté, ejecutó, ejecutado, ejecutada | ejecuta, ejecuto, ejecutando
  organizar: organicé, organizó, organizado, organizada | organiza, organizo, organizando
  expandir: expandí, expandió, expandido, expandida | expande, expando, expandiendo
  introducir: introduje, introdujo, introducido, introducida | introduce, introduzco, introduciendo
  rediseñar: rediseñé, rediseñó, rediseñado, rediseñada | rediseña, rediseño, rediseñando, rediseño
  modernizar: modernicé, modernizó, modernizado, modernizada | moderniza, modernizo, modernizando
  reestructurar: reestructuré, reestructuró, reestructurado, reestructurada | reestructura, reestructuro
  duplicar: dupliqué, duplicó, duplicado, duplicada | duplica, duplico, duplicando
  entregar: entregué, entregó, entregado, entregada | entrega, entrego, entregando
  obtener: obtuve, obtuvo, obtenido, obtenida | obtiene, obtengo, obteniendo`);

export const es: Lexicon = {
  lang: 'es',
  name: 'Spanish',
  verbs: verbMap(VERBS.anywhere),
  verbsAtStart: verbMap(VERBS.start),
  pronouns: ['yo', 'nosotros'],
  duties: words(`responsable de, responsable del, encargado de, encargada de, a cargo de, participé en, participe en,
    participación en, colaboré en, trabajé en, ayudé con, ayudé en, involucrado en, involucrada en, funciones de,
    mis funciones, tareas de, me encargaba de, era responsable`),
  weakOpeners: words(`apoyé, apoyo, brindé, brindar, atendí, atender, atención, realicé, realizar, realización, soporte,
    colaboré, colaborar, ayudé, ayudar, participé, participar, trabajé, encargado, encargada, responsable, tareas,
    funciones, apoyar`),
  cliches: words(`orientado a resultados, orientada a resultados, apasionado, apasionada, pasión por, proactivo,
    proactiva, trabajo en equipo, jugador de equipo, dinámico, dinámica, altamente motivado, altamente motivada,
    motivado, motivada, innovador, innovadora, pensamiento fuera de la caja, fuera de la caja, sinergia, sinergias,
    de clase mundial, líder visionario, visionario, emprendedor nato, ganas de aprender, aprendizaje continuo,
    excelentes habilidades de comunicación, capacidad de trabajo, ética de trabajo, entorno dinámico, ritmo rápido,
    resiliente, 110 %, 100 % comprometido, 100 % comprometida, busco nuevas oportunidades, buscando oportunidades,
    abierto a nuevas oportunidades, abierta a nuevas oportunidades, en búsqueda activa, valor añadido`),
  filler: words(`lorem ipsum, dolor sit amet, por completar, pendiente, próximamente, en construcción, texto de ejemplo,
    sin descripción, n a, xxx`),
  template: [
    /\bcon (?:un )?(?:historial|experiencia) demostrad[oa] (?:de trabajo )?en (?:el sector|la industria)\b/,
    /\bprofesional (?:de|del) .{0,80}\bcon .{0,80}\b(?:centrad[oa]|enfocad[oa]) en\b/,
  ],
  cta: words(`contáctame, contactame, contacta conmigo, no dudes en, escríbeme, escribeme, conectemos, hablemos,
    mándame un mensaje, envíame un mensaje, ponte en contacto, estaré encantado, estaré encantada`),
  value: words(`ayudo, ayudamos, ayudando, ayudar a, impulsando, para que, transformando, construyendo, creando`),
  roleNouns: words(`ingeniero, ingeniera, desarrollador, desarrolladora, programador, programadora, gerente, director,
    directora, jefe, jefa, responsable, consultor, consultora, analista, diseñador, diseñadora, coordinador,
    coordinadora, especialista, fundador, fundadora, cofundador, cofundadora, técnico, técnica, administrador,
    administradora, abogado, abogada, enfermero, enfermera, médico, médica, profesor, profesora, investigador,
    investigadora, estudiante, becario, becaria, contador, contadora, asesor, asesora, arquitecto, arquitecta`),
  functionWords: words(`el, la, los, las, de, del, y, en, un, una, que, con, por, para, es, son, como, al, se, su, sus,
    mi, mis, lo, más, pero, o, este, esta, nuestro, nuestra`),
};
