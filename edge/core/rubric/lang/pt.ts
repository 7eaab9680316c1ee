import { type Lexicon, listedVerbs, verbMap, words } from './lexicon.ts';

// lemma: first- and third-person preterite and participles (verbs anywhere) | present forms and the gerund
// (verbs when they open a bullet or follow "eu"/"nós").
const VERBS = listedVerbs(`
  liderar: liderei, liderou, liderado, liderada, lideramos | lidera, lidero, liderando, liderança
  gerenciar: gerenciei, gerenciou, gerenciado, gerenciada | gerencia, gerencio, gerenciando
  gerir: geri, geriu, gerido, gerida | gere, giro, gerindo
  dirigir: dirigi, dirigiu, dirigido, dirigida | dirige, dirijo, dirigindo
  desenvolver: desenvolvi, desenvolveu, desenvolvido, desenvolvida | desenvolve, desenvolvo, desenvolvendo, desenvolvimento
  projetar: projetei, projetou, projetado, projetada | projeta, projeto, projetando, projeto
  implementar: implementei, implementou, implementado, implementada | implementa, implemento, implementando, implementação
  implantar: implantei, implantou, implantado, implantada | implanta, implanto, implantando, implantação
  criar: criei, criou, criado, criada | cria, crio, criando, criação
  construir: construí, construiu, construído, construída | constrói, construo, construindo
  lançar: lancei, lançou, lançado, lançada | lança, lanço, lançando, lançamento
  aumentar: aumentei, aumentou, aumentado, aumentada | aumenta, aumento, aumentando
  reduzir: reduzi, reduziu, reduzido, reduzida | reduz, reduzo, reduzindo, redução
  melhorar: melhorei, melhorou, melhorado, melhorada | melhora, melhoro, melhorando
  otimizar: otimizei, otimizou, otimizado, otimizada | otimiza, otimizo, otimizando, otimização
  automatizar: automatizei, automatizou, automatizado, automatizada | automatiza, automatizo, automatizando, automação
  negociar: negociei, negociou, negociado, negociada | negocia, negocio, negociando, negociação
  fundar: fundei, fundou, fundado, fundada | funda, fundo, fundando
  estabelecer: estabeleci, estabeleceu, estabelecido, estabelecida | estabelece, estabeleço, estabelecendo
  coordenar: coordenei, coordenou, coordenado, coordenada | coordena, coordeno, coordenando, coordenação
  supervisionar: supervisionei, supervisionou, supervisionado | supervisiona, supervisiono, supervisionando
  impulsionar: impulsionei, impulsionou, impulsionado, impulsionada | impulsiona, impulsiono, impulsionando
  escalar: escalei, escalou, escalado | escala, escalo, escalando
  transformar: transformei, transformou, transformado, transformada | transforma, transformo, transformando
  migrar: migrei, migrou, migrado, migrada | migra, migro, migrando, migração
  integrar: integrei, integrou, integrado, integrada | integra, integro, integrando, integração
  treinar: treinei, treinou, treinado, treinada | treina, treino, treinando
  capacitar: capacitei, capacitou, capacitado, capacitada | capacita, capacito, capacitando
  contratar: contratei, contratou | contrata, contrato, contratando
  recrutar: recrutei, recrutou, recrutado | recruta, recruto, recrutando
  analisar: analisei, analisou, analisado, analisada | analisa, analiso, analisando
  resolver: resolvi, resolveu, resolvido, resolvida | resolve, resolvo, resolvendo
  acelerar: acelerei, acelerou, acelerado, acelerada | acelera, acelero, acelerando
  gerar: gerei, gerou, gerado, gerada | gera, gero, gerando
  conquistar: conquistei, conquistou, conquistado, conquistada | conquista, conquisto, conquistando
  alcançar: alcancei, alcançou, alcançado, alcançada | alcança, alcanço, alcançando
  atingir: atingi, atingiu, atingido, atingida | atinge, atinjo, atingindo
  superar: superei, superou, superado, superada | supera, supero, superando
  economizar: economizei, economizou, economizado | economiza, economizo, economizando
  vender: vendi, vendeu, vendido, vendida | vende, vendo, vendendo
  fechar: fechei, fechou, fechado, fechada | fecha, fecho, fechando
  publicar: publiquei, publicou, publicado, publicada | publica, publico, publicando
  apresentar: apresentei, apresentou, apresentado, apresentada | apresenta, apresento, apresentando
  produzir: produzi, produziu, produzido, produzida | produz, produzo, produzindo
  planejar: planejei, planejou, planejado, planejada | planeja, planejo, planejando
  executar: executei, executou, executado, executada | executa, executo, executando
  organizar: organizei, organizou, organizado, organizada | organiza, organizo, organizando
  expandir: expandi, expandiu, expandido, expandida | expande, expando, expandindo
  introduzir: introduzi, introduziu, introduzido, introduzida | introduz, introduzo, introduzindo
  reestruturar: reestruturei, reestruturou, reestruturado | reestrutura, reestruturo, reestruturando
  modernizar: modernizei, modernizou, modernizado, modernizada | moderniza, modernizo, modernizando
  dobrar: dobrei, dobrou, dobrado | dobra, dobro, dobrando
  entregar: entreguei, entregou, entregue | entrega, entrego, entregando`);

export const pt: Lexicon = {
  lang: 'pt',
  name: 'Portuguese',
  verbs: verbMap(VERBS.anywhere),
  verbsAtStart: verbMap(VERBS.start),
  pronouns: ['eu', 'nós', 'nos'],
  duties: words(`responsável por, responsável pela, responsável pelo, encarregado de, encarregada de, participei de,
    participei em, participei do, participei da, participação em, trabalhei em, trabalhei com, auxiliei,
    auxiliei na, auxiliei no, ajudei com, ajudei na, envolvido em, envolvida em, minhas funções, atividades de,
    era responsável`),
  weakOpeners: words(`apoiei, apoiar, apoio, atendi, atender, atendimento, realizei, realizar, realização, suporte,
    colaborei, colaborar, ajudei, ajudar, participei, participar, trabalhei, responsável, atividades, funções, auxiliei,
    auxiliar`),
  cliches: words(`orientado a resultados, orientada a resultados, focado em resultados, focada em resultados,
    apaixonado, apaixonada, paixão por, proativo, proativa, trabalho em equipe, jogador de equipe, dinâmico,
    dinâmica, altamente motivado, altamente motivada, motivado, motivada, inovador, inovadora, fora da caixa,
    sinergia, sinergias, de classe mundial, visionário, visionária, vontade de aprender, aprendizado contínuo,
    excelente comunicação, ética de trabalho, ambiente dinâmico, resiliente, 110 %, 100 % comprometido,
    100 % comprometida, buscando novas oportunidades, em busca de novas oportunidades, aberto a novas oportunidades,
    aberta a novas oportunidades, agregar valor`),
  filler: words(`lorem ipsum, dolor sit amet, a completar, em breve, em construção, texto de exemplo, sem descrição,
    n a, xxx`),
  template: [
    /\bcom (?:um )?historico comprovado de trabalho n[oa] (?:setor|industria)\b/,
    /\bprofissional (?:de|da|do) .{0,80}\bcom .{0,80}\bfocad[oa] em\b/,
  ],
  cta: words(`entre em contato, fale comigo, me chame, vamos conversar, vamos nos conectar, conecte se, mande uma
    mensagem, envie uma mensagem, fique à vontade, estou à disposição, estou a disposição`),
  value: words(`ajudo, ajudamos, ajudando, ajudar, impulsionando, para que, transformando, construindo, criando`),
  roleNouns: words(`engenheiro, engenheira, desenvolvedor, desenvolvedora, programador, programadora, gerente, diretor,
    diretora, chefe, coordenador, coordenadora, consultor, consultora, analista, designer, especialista, fundador,
    fundadora, cofundador, técnico, técnica, administrador, administradora, advogado, advogada, enfermeiro,
    enfermeira, médico, médica, professor, professora, pesquisador, pesquisadora, estudante, estagiário,
    estagiária, contador, contadora, assessor, assessora, arquiteto, arquiteta`),
  functionWords: words(`o, a, os, as, de, do, da, dos, das, e, em, no, na, nos, nas, um, uma, que, com, por, para, é,
    são, como, ao, se, seu, sua, meu, minha, mais, mas, ou, este, esta, nosso, nossa`),
};
