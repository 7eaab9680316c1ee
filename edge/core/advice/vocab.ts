// Word lists for the grounding check. Lower case. A word in GENERIC may be capitalised without naming anything
// (job titles, departments, months); the dictionaries name tools, employers and schools that a rewrite could
// invent even in lower case or at the start of a sentence.
const list = (s: string) => s.trim().split(/\s*,\s*/);

export const TOOLS = new Set(
  list(`python, java, javascript, typescript, golang, rust, c++, c#, ruby, php, swift, kotlin, scala, perl, sql, nosql,
  mysql, postgresql, postgres, mongodb, redis, kafka, apache kafka, spark, apache spark, hadoop, airflow, dbt, snowflake,
  databricks, bigquery, redshift, tableau, power bi, looker, excel, salesforce, hubspot, sap, oracle, jira, confluence,
  figma, sketch, photoshop, illustrator, indesign, aws, azure, gcp, docker, kubernetes, terraform, ansible, jenkins, git,
  github, gitlab, react, angular, vue, node.js, nodejs, django, flask, rails, ruby on rails, spring, .net, tensorflow,
  pytorch, keras, scikit-learn, pandas, numpy, openai, chatgpt, graphql, linux, ios, android, unity, matlab, sas, spss,
  stata, shopify, wordpress, google analytics, google ads, marketo, zendesk, servicenow, workday, netsuite, quickbooks,
  xero, autocad, solidworks, revit, sharepoint, slack, notion, asana, trello, zapier, amplitude, mixpanel, vba, html,
  css, webpack, next.js, svelte, fastapi, express, nestjs, elasticsearch, cassandra, dynamodb, firebase, supabase,
  vercel, heroku, cloudflare, datadog, grafana, prometheus, splunk, sentry, okta, six sigma, pmp, prince2, itil, cissp,
  cfa, cpa, scrum, safe, kanban, s3, ec2, lambda, glue, sagemaker, bedrock, copilot, excel vba, r studio, rstudio`),
);

export const COMPANIES = new Set(
  list(`google, alphabet, meta, facebook, amazon, apple, microsoft, netflix, uber, airbnb, stripe, tesla, spacex, ibm,
  intel, nvidia, adobe, deloitte, pwc, ey, kpmg, accenture, mckinsey, bcg, bain, goldman sachs, jp morgan, jpmorgan,
  morgan stanley, citi, citigroup, hsbc, barclays, twitter, anthropic, spotify, samsung, siemens, bosch, unilever, nestle,
  procter & gamble, coca-cola, pepsico, walmart, ikea, lvmh, bnp paribas, axa, capgemini, atos, thales, airbus, boeing,
  lockheed martin, paypal, visa, mastercard, oracle, cisco, dell, hp, sony, toyota, volkswagen, bmw, mercedes-benz`),
);

export const SCHOOLS = new Set(
  list(`harvard, stanford, mit, oxford, cambridge, yale, princeton, berkeley, caltech, columbia, cornell, insead, hec,
  essec, polytechnique, sorbonne, eth, epfl, lse, imperial college, wharton, kellogg, ucla, nyu, carnegie mellon,
  tsinghua, iit, duke, upenn, dartmouth, brown university, chicago booth`),
);

export const SCHOOL_WORDS = new Set(
  list(`university, universite, universitat, universidad, universita, college, school, institute, institut, academy,
  polytechnic, hochschule, ecole, business school`),
);

export const COMPANY_SUFFIXES = new Set(
  list('inc, ltd, llc, corp, corporation, gmbh, ag, sa, sas, plc, bv, co, group'),
);

/** Words that point at an employer when they come right before a name. */
export const COMPANY_CUES = new Set(list('at, for, joined, join, former, ex, @, chez, bei'));

export const GENERIC = new Set(
  list(`i, i'm, i've, i'd, me, my, we, our, you, your, the, a, an, and, or, of, in, on, at, for, to, with, by, from, as,
  senior, junior, lead, principal, staff, head, chief, director, manager, engineer, engineering, developer, designer,
  analyst, consultant, specialist, associate, assistant, intern, founder, co-founder, owner, partner, officer, executive,
  president, vice, vp, coordinator, administrator, architect, scientist, researcher, advisor, adviser, strategist, expert,
  leader, leadership, team, teams, product, products, project, projects, program, programme, software, data, cloud,
  platform, platforms, marketing, sales, operations, finance, financial, design, research, strategy, growth, security,
  customer, customers, success, support, service, services, people, talent, human, resources, business, development,
  digital, content, brand, communications, analytics, infrastructure, systems, network, quality, supply, chain, logistics,
  legal, compliance, risk, accounting, audit, health, healthcare, education, learning, training, management, technology,
  technical, solutions, experience, user, ux, ui, frontend, backend, full-stack, fullstack, mobile, web, devops, ai, ml,
  machine, artificial, intelligence, b2b, b2c, saas, ceo, cto, cfo, coo, cmo, cpo, kpi, kpis, roi, okr, okrs, api, apis,
  etl, crm, erp, seo, sem, ppc, hr, it, qa, r&d, pm, mba, phd, bsc, msc, ba, ma, bachelor, master, masters, degree,
  helping, help, driving, delivering, building, turning, enabling, led, built, launched, delivered, managed, designed,
  grew, reduced, increased, improved, created, developed, drove, owned, ran, shipped, scaled, supported, contributed,
  highlights, skills, about, summary, currently, today, previously, before, after, over, across, through, where, when,
  what, how, why, who, this, that, these, those, it, its, they, their, he, she, his, her, also, plus, more, most, open,
  let's, lets, let, connect, reach, out, contact, feel, free, get, touch, talk, email, message, thanks, welcome, hello, hi,
  january, february, march, april, may, june, july, august, september, october, november, december, monday, tuesday,
  wednesday, thursday, friday, saturday, sunday, q1, q2, q3, q4, linkedin, europe, emea, apac, americas, global,
  remote, hybrid, title, company, career, break, north, south, east, west, new, first, second, third, key, core, main, end-to-end, cross-functional`),
);
