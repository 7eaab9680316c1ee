import type { Phrases } from './types.ts';

export const es: Phrases = {
  role: (r) => `tu puesto de ${r.title}${r.company ? ` en ${r.company}` : ''}`,
  as: (r) => `${r.title}${r.company ? ` en ${r.company}` : ''}`,
  and: 'y',
  hLength: (h, ex) => `Tu titular ${h} es corto: amplíalo a 70-220 caracteres, p. ej. "${ex}".`,
  hRole: (t) => `Empieza tu titular con tu puesto, "${t}": los resultados de búsqueda lo cortan hacia el carácter 65.`,
  hCurrent: (r) => `Haz que tu titular nombre el puesto que ocupas hoy, ${es.as(r)}.`,
  hBeyond: (h, sk) => `Ve más allá de ${h}: añade tu especialidad, ${sk}, y a quién ayudas.`,
  hKeywords: (sk) => `Nombra ${sk} en tu titular, separados por | o ·, para aparecer en más búsquedas.`,
  hValueWin: (role, c) => `Añade a tu titular el resultado de ${role}: "${c}".`,
  hValueAsk: (role) => `Añade a tu titular un resultado con cifras de ${role}: ¿qué mejoró y cuánto?`,
  hClean: (c) => `Sustituye "${c}" en tu titular por tu puesto, tu especialidad y un resultado.`,
  aLength: (n, win, r) => {
    const base = n
      ? `Tu sección Acerca de (${n} caracteres) es escasa: amplíala a 1.000-2.600`
      : 'Escribe una sección Acerca de de 1.000-2.600 caracteres';
    if (win) return `${base}, empezando por tu resultado como ${win.as}: "${win.clause}".`;
    return `${base}: qué haces como ${r ? es.as(r) : 'profesional'}, qué has logrado y qué buscas ahora.`;
  },
  aHook: (first, t) =>
    `Sustituye tu primera frase ${first} por una que nombre tu puesto, ${t}, y aquello por lo que se te conoce.`,
  aResultsWin: (role, c) => `Lleva a tu Acerca de el resultado de ${role}: "${c}".`,
  aResultsAsk: (role) =>
    `Añade a tu Acerca de dos resultados con cifras de ${role} (un porcentaje, un importe, un equipo).`,
  aKeywords: (sk) => `Nombra ${sk} en tu Acerca de: la búsqueda de LinkedIn lo indexa.`,
  aOriginal: (c) => `Cambia "${c}" en tu Acerca de por lo que hiciste, para quién y con qué resultado.`,
  aReadable: (first) => `Divide tu Acerca de en párrafos cortos: uno tras ${first}, uno por idea.`,
  aCta: (sk) => `Termina tu Acerca de con una invitación, p. ej. "Conectemos si trabajas en ${sk}."`,
  eCurrent: (role) => `Describe ${role} en al menos 200 caracteres: de qué eres responsable y qué cambió gracias a ti.`,
  eDescriptions: (roles) => `Describe ${roles} con tus propias palabras, 200 caracteres o más cada uno.`,
  eResults: (role, line) => `Añade una cifra a ${role}: ${line} — ¿cuánto, cuántos, en cuánto tiempo?`,
  eVerbs: (role, line) =>
    `Empieza las líneas de ${role} con un verbo de acción (dirigí, creé, reduje), p. ej. reescribe ${line}.`,
  eDuties: (line, role) => `Reescribe ${line} en ${role} como un resultado: qué cambió y cuánto.`,
  eOriginal: (c, role) => `Sustituye "${c}" en ${role} por lo que hiciste allí, con tus propias palabras.`,
  eGaps: (ev) => `Explica este hueco con una pausa profesional, estudios o trabajo autónomo: ${ev}`,
  eRoles: (role) =>
    `Añade los puestos que tuviste antes de ${role}: un perfil completo muestra al menos dos anteriores.`,
  sBacked: (sk, role) => `Muestra ${sk} en uso: cuenta en ${role} qué creaste o cambiaste con ello.`,
  sCount: (n, role) =>
    `Tienes ${n} aptitud${n === 1 ? '' : 'es'}: añade las herramientas y métodos de ${role} hasta llegar a 15.`,
  sCerts: (s) => `Si tienes una licencia o certificación en ${s}, añádela con su emisor: demuestra la habilidad.`,
  edLevel: (s, d) =>
    `Nombra tu título en ${s}${d ? ` (ahora ${d})` : ''} tal como se otorgó, para que los filtros por titulación te encuentren.`,
  edEntries: (t) => `Añade el centro, el título y el campo de estudio detrás de tu trabajo como ${t}.`,
  edDegree: (s) => `Nombra el título que obtuviste en ${s}.`,
  edField: (s) => `Añade tu campo de estudio a ${s}.`,
  edDates: (s) => `Añade los años de inicio y fin a ${s}.`,
  edDepth: (s, t) =>
    `Añade a ${s} cursos, distinciones o el título de tu tesis que respalden tu trabajo${t ? ` como ${t}` : ''}.`,
  edRelevant: (s, t) => `Conecta ${s} con tu trabajo como ${t}: añade los cursos o la formación que los unen.`,
  nHeadline: (h) => `Prueba este titular, hecho con tu propio perfil: "${h}".`,
  nHidden: (where, c) => `Tu resultado en ${where} está escondido en un puesto antiguo: lleva "${c}" a tu Acerca de.`,
  nAboutDraft: (o) => `Parte del borrador de Acerca de de abajo: empieza con ${o} y conserva tus propios resultados.`,
  nLead: (role, lead) => `Abre ${role} con ${lead} y una línea por resultado.`,
  nSkillUse: (sk, role) => `Cuenta dónde usaste ${sk} en ${role}: una aptitud respaldada por un puesto cuenta más.`,
};
