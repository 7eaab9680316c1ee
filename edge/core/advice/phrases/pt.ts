import type { Phrases } from './types.ts';

// The role phrase starts with its article: joined to a preposition it contracts (de a → da).
const da = (r: string) => r.replace(/^a /, 'da ');
const na = (r: string) => r.replace(/^a /, 'na ');
const to = (r: string) => r.replace(/^a /, 'à ');

export const pt: Phrases = {
  role: (r) => `a sua função de ${r.title}${r.company ? ` em ${r.company}` : ''}`,
  as: (r) => `${r.title}${r.company ? ` em ${r.company}` : ''}`,
  and: 'e',
  hLength: (h, ex) => `O seu título ${h} é curto: aumente-o para 70-220 caracteres, p. ex. "${ex}".`,
  hRole: (t) =>
    `Comece o título pela sua função, "${t}": os resultados de pesquisa cortam-no por volta dos 65 caracteres.`,
  hCurrent: (r) => `Faça o título nomear a função que ocupa hoje, ${pt.as(r)}.`,
  hBeyond: (h, sk) => `Vá além de ${h}: acrescente a sua especialidade, ${sk}, e quem ajuda.`,
  hKeywords: (sk) => `Nomeie ${sk} no título, separados por | ou ·, para aparecer em mais pesquisas.`,
  hValueWin: (role, c) => `Acrescente ao título o resultado ${da(role)}: "${c}".`,
  hValueAsk: (role) => `Acrescente ao título um resultado com números ${da(role)}: o que melhorou, e quanto?`,
  hClean: (c) => `Substitua "${c}" no título pela sua função, a sua especialidade e um resultado.`,
  aLength: (n, win, r) => {
    const base = n
      ? `A sua secção Sobre (${n} caracteres) é curta: aumente-a para 1.000-2.600`
      : 'Escreva uma secção Sobre de 1.000-2.600 caracteres';
    if (win) return `${base}, a partir do seu resultado como ${win.as}: "${win.clause}".`;
    return `${base}: o que faz como ${r ? pt.as(r) : 'profissional'}, o que conseguiu, o que procura a seguir.`;
  },
  aHook: (first, t) =>
    `Substitua a frase de abertura ${first} por uma que nomeie a sua função, ${t}, e aquilo por que é conhecido.`,
  aResultsWin: (role, c) => `Traga para o Sobre o resultado ${da(role)}: "${c}".`,
  aResultsAsk: (role) =>
    `Acrescente ao Sobre dois resultados com números ${da(role)} (uma percentagem, um valor, uma equipa).`,
  aKeywords: (sk) => `Nomeie ${sk} no texto do Sobre: a pesquisa do LinkedIn indexa-o.`,
  aOriginal: (c) => `Troque "${c}" no Sobre pelo que fez, para quem e com que resultado.`,
  aReadable: (first) => `Divida o Sobre em parágrafos curtos: um depois de ${first}, um por ideia.`,
  aCta: (sk) => `Termine o Sobre com um convite, p. ex. "Vamos conectar se trabalha em ${sk}."`,
  eCurrent: (role) =>
    `Descreva ${role} em pelo menos 200 caracteres: pelo que é responsável e o que mudou graças a si.`,
  eDescriptions: (roles) => `Descreva ${roles} por palavras suas, 200 caracteres ou mais cada.`,
  eResults: (role, line) => `Acrescente um número ${to(role)}: ${line} — quanto, quantos, em quanto tempo?`,
  eVerbs: (role, line) =>
    `Comece as linhas ${da(role)} com um verbo de ação (liderei, criei, reduzi), p. ex. reescreva ${line}.`,
  eDuties: (line, role) => `Reescreva ${line} ${na(role)} como um resultado: o que mudou, e quanto.`,
  eOriginal: (c, role) => `Substitua "${c}" ${na(role)} pelo que fez lá, por palavras suas.`,
  eGaps: (ev) => `Explique esta pausa com uma entrada de pausa na carreira, estudos ou trabalho independente: ${ev}`,
  eRoles: (role) =>
    `Indique as funções que teve antes ${da(role)}: um perfil completo mostra pelo menos duas anteriores.`,
  sBacked: (sk, role) => `Mostre ${sk} em uso: diga ${na(role)} o que criou ou mudou com isso.`,
  sCount: (n, role) =>
    `Tem ${n} competência${n === 1 ? '' : 's'}: acrescente as ferramentas e métodos ${da(role)} até chegar a 15.`,
  sCerts: (s) => `Se tem uma licença ou certificação em ${s}, acrescente-a com o emissor: comprova a competência.`,
  edLevel: (s, d) =>
    `Nomeie o seu grau em ${s}${d ? ` (agora ${d})` : ''} tal como foi atribuído, para que os filtros por grau o encontrem.`,
  edEntries: (t) => `Acrescente a escola, o grau e a área de estudo por trás do seu trabalho como ${t}.`,
  edDegree: (s) => `Nomeie o grau que obteve em ${s}.`,
  edField: (s) => `Acrescente a sua área de estudo a ${s}.`,
  edDates: (s) => `Acrescente os anos de início e fim a ${s}.`,
  edDepth: (s, t) =>
    `Acrescente a ${s} cursos, distinções ou o título da tese que apoiem o seu trabalho${t ? ` como ${t}` : ''}.`,
  edRelevant: (s, t) => `Ligue ${s} ao seu trabalho como ${t}: acrescente os cursos ou a formação que os unem.`,
  nHeadline: (h) => `Experimente este título, feito a partir do seu perfil: "${h}".`,
  nHidden: (where, c) => `O seu resultado em ${where} está escondido numa função antiga: leve "${c}" para o Sobre.`,
  nAboutDraft: (o) => `Parta do rascunho do Sobre abaixo: começa com ${o} e mantém os seus próprios resultados.`,
  nLead: (role, lead) => `Abra ${role} com ${lead} e uma linha por resultado.`,
  nSkillUse: (sk, role) => `Diga onde usou ${sk} ${na(role)}: uma competência apoiada por uma função conta mais.`,
};
