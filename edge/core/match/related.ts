// What shows a broader skill in other words: a person who lists PostgreSQL writes SQL, one who lists React writes
// JavaScript. Keyed by the vocabulary's canonical name; the profile's word is shown beside the ad's ("you list
// PostgreSQL: the ad says SQL"), never counted as the ad's word (an ATS searches for that).
export const SHOWN_BY: Readonly<Record<string, readonly string[]>> = {
  SQL: ['PostgreSQL', 'MySQL', 'Microsoft SQL Server', 'BigQuery', 'Snowflake', 'Oracle'],
  JavaScript: ['TypeScript', 'React', 'Node.js', 'Vue.js', 'Angular', 'Next.js'],
  'Cloud Computing': ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud Platform'],
  'Data Visualization': ['Tableau', 'Microsoft Power BI', 'Looker'],
  Dashboards: ['Tableau', 'Microsoft Power BI', 'Looker'],
  'Business Intelligence': ['Tableau', 'Microsoft Power BI', 'Looker'],
  'Machine Learning': ['scikit-learn', 'TensorFlow', 'PyTorch', 'Deep Learning'],
  'CI/CD': ['GitHub Actions', 'GitLab CI', 'Jenkins'],
  'Infrastructure as Code': ['Terraform', 'Ansible'],
  'Customer Relationship Management': ['Salesforce', 'HubSpot'],
  'Electronic Health Records': ['Epic', 'Cerner'],
  Agile: ['Scrum', 'Kanban'],
  'Paid Social': ['Meta Ads'],
  'Pay-Per-Click': ['Google Ads'],
  'Graphic Design': ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe Creative Suite', 'Figma'],
  'Financial Reporting': ['IFRS', 'US GAAP'],
  Accounting: ['IFRS', 'US GAAP', 'Accounts Payable', 'Accounts Receivable'],
};

/** The same job title in the languages the matcher reads: a German "Datenanalyst" has the title of a "Data
 *  Analyst" ad. Checked against the headline and current titles only. */
export const SAME_TITLE: readonly (readonly string[])[] = [
  ['data analyst', 'datenanalyst', 'analista de datos', 'analyste de données', 'analista di dati', 'analista de dados'],
  ['data scientist', 'científico de datos', 'scientifique des données', 'data scientist'],
  ['data engineer', 'ingeniero de datos', 'dateningenieur', 'ingénieur de données'],
  [
    'software engineer',
    'software developer',
    'softwareentwickler',
    'ingeniero de software',
    'desarrollador de software',
    'ingénieur logiciel',
    'développeur',
  ],
  [
    'backend engineer',
    'backend developer',
    'backend-entwickler',
    'ingeniero backend',
    'desarrollador backend',
    'développeur backend',
  ],
  ['frontend engineer', 'frontend developer', 'frontend-entwickler', 'desarrollador frontend', 'développeur frontend'],
  [
    'nurse',
    'enfermero',
    'enfermera',
    'pflegefachkraft',
    'krankenpfleger',
    'krankenschwester',
    'infirmier',
    'infirmière',
  ],
  ['marketing manager', 'responsable de marketing', 'marketingmanager', 'chef de marketing'],
  ['accountant', 'contable', 'buchhalter', 'comptable'],
  ['teacher', 'profesor', 'profesora', 'lehrer', 'lehrerin', 'professeur', 'enseignant', 'insegnante'],
  ['lawyer', 'solicitor', 'abogado', 'abogada', 'rechtsanwalt', 'rechtsanwältin', 'avocat', 'avvocato'],
  ['designer', 'diseñador', 'diseñadora', 'graphiste', 'gestalter'],
];
