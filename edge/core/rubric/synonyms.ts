// Small synonym table for target-role keyword coverage: every term of a group counts as a match for the others;
// the keyword is shown as the job ad wrote it. Lower case, as normalised by text.ts.
export const SYNONYMS: readonly (readonly string[])[] = [
  ['javascript', 'js', 'ecmascript'],
  ['typescript', 'ts'],
  ['node.js', 'nodejs', 'node'],
  ['react', 'react.js', 'reactjs'],
  ['golang'],
  ['kubernetes', 'k8s'],
  ['aws', 'amazon web services'],
  ['gcp', 'google cloud', 'google cloud platform'],
  ['azure', 'microsoft azure'],
  ['postgresql', 'postgres'],
  ['machine learning', 'ml'],
  ['artificial intelligence', 'ai'],
  ['natural language processing', 'nlp'],
  ['devops', 'site reliability', 'sre'],
  ['ci/cd', 'ci cd', 'continuous integration', 'continuous delivery'],
  ['software engineer', 'software developer', 'software engineering', 'developer', 'programmer'],
  ['data scientist', 'data science'],
  ['data analyst', 'data analysis'],
  ['analytics', 'data analytics'],
  ['product manager', 'product management', 'product owner'],
  ['project manager', 'project management', 'pmp'],
  ['ux', 'user experience', 'ux design'],
  ['ui', 'user interface'],
  ['seo', 'search engine optimization', 'search engine optimisation'],
  ['crm', 'customer relationship management'],
  ['saas', 'software as a service'],
  ['b2b', 'business to business'],
  ['human resources', 'hr'],
  ['recruiting', 'recruitment', 'talent acquisition'],
  ['leadership', 'team leadership', 'people management', 'team management'],
  ['business development', 'biz dev'],
  ['customer success', 'account management'],
  ['financial analysis', 'financial modelling', 'financial modeling'],
];

/** Common words that carry no keyword value in a role title or a job ad (English, French, German, Spanish). */
export const STOPWORDS = new Set(
  `a an and or the of to in on at for with by from as is are be will you your our we us this that these those
  it its their they who what which how all any can may must should would about into over per via not no
  experience experienced years year role team teams work working job position candidate candidates ability
  strong excellent good great skills skill knowledge including include required requirements preferred plus
  responsibilities responsible join looking seeking opportunity company environment new using use etc
  le la les un une des de du et ou en au aux pour avec sur dans par est sont vous nous votre
  der die das ein eine und oder mit fur von zu im am ist sind sie wir
  el los las una y o con por para del es son`
    .split(/\s+/)
    .filter(Boolean),
);
