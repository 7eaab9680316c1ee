// Skills vocabulary for job-ad matching: hard skills, tools and certifications that ads ask for, each with the
// other spellings people write for it. Compiled for Profile Score by its engineers from general knowledge of job ads
// (no external list was copied); released under CC0 1.0 (public domain dedication). Kept to what ads ask for:
// every ad is read against all of it.
// Format: one entry a line, `kind: Canonical | alias | alias`. kind: s = skill or method, t = tool or product,
// c = certification. Matching folds case and accents and knows word stems (edge/core/skills/match.ts); the shared
// alias table there (ALIAS_GROUPS) applies on top of the aliases written here.
export const VOCABULARY = `
t: JavaScript | JS | ECMAScript
t: TypeScript
t: Python
t: Java
t: Kotlin
t: Swift
t: Golang | Go
t: Rust
t: Ruby
t: PHP
t: C#
t: C++
t: Scala
t: R
t: SQL
t: Bash | shell scripting
t: Node.js | NodeJS
t: React | React.js | ReactJS
t: Vue.js | Vue
t: Angular
t: Next.js
t: Express.js
t: Django
t: Flask
t: FastAPI
t: Spring Boot
t: Ruby on Rails | Rails
t: .NET | dotnet
t: HTML
t: CSS
t: Tailwind CSS | Tailwind
t: GraphQL
t: gRPC
t: REST API | RESTful API | REST APIs
t: PostgreSQL | Postgres
t: MySQL
t: Microsoft SQL Server | SQL Server | MSSQL
t: MongoDB
t: Redis
t: Elasticsearch
t: Apache Kafka | Kafka
t: RabbitMQ
t: Apache Spark | Spark | PySpark
t: Apache Airflow | Airflow
t: dbt
t: Snowflake
t: BigQuery
t: Databricks
t: Docker
t: Kubernetes | k8s
t: Terraform
t: Ansible
t: Jenkins
t: GitHub Actions
t: GitLab CI
t: Git
t: Linux
t: Amazon Web Services | AWS
t: Microsoft Azure | Azure
t: Google Cloud Platform | GCP | Google Cloud
t: Prometheus
t: Grafana
t: Datadog
t: Jira
t: Confluence
t: Figma
t: Sketch
t: Adobe Photoshop | Photoshop
t: Adobe Illustrator | Illustrator
t: Adobe InDesign | InDesign
t: Adobe Creative Suite | Adobe Creative Cloud
t: Tableau
t: Microsoft Power BI | Power BI | PowerBI
t: Looker
t: Microsoft Excel | Excel | MS Excel
t: pandas
t: NumPy
t: scikit-learn | sklearn
t: TensorFlow
t: PyTorch
t: SPSS
t: SAS
t: Stata
t: MATLAB
t: Salesforce
t: HubSpot
t: Marketo
t: Mailchimp
t: Google Analytics | GA4
t: Google Ads | AdWords
t: Meta Ads | Facebook Ads
t: Google Tag Manager | GTM
t: SEMrush
t: WordPress
t: Shopify
s: Software as a Service | SaaS
t: SAP
t: Oracle
t: QuickBooks
t: Xero
t: Workday
t: Zendesk
t: ServiceNow
t: Epic | Epic EHR
t: Cerner
t: AutoCAD
t: SolidWorks
t: Revit
s: Machine Learning | ML
s: Deep Learning
s: Natural Language Processing | NLP
s: Artificial Intelligence | AI
s: Data Analysis | data analytics | Datenanalyse | análisis de datos | analyse de données
s: Data Visualization | data visualisation | Datenvisualisierung | visualización de datos
s: Data Engineering
s: Data Modeling | data modelling | Datenmodellierung
s: ETL | ELT | data pipelines
s: Statistics | statistical analysis | Statistik | estadística | statistiques | statistique | statistica
s: A/B Testing | split testing | experimentation
s: Business Intelligence | BI
s: Reporting | Berichtswesen | informes
s: Dashboards
s: Microservices | microservice architecture
s: Distributed Systems
s: System Design | software architecture
s: API Design
s: Cloud Computing | cloud infrastructure
s: DevOps
s: CI/CD | continuous integration | continuous delivery | continuous deployment
s: Infrastructure as Code | IaC
s: Site Reliability Engineering | SRE
s: Observability
s: Test Automation | automated testing
s: Unit Testing | unit tests | Unit-Tests | pruebas unitarias | tests unitaires
s: Test-Driven Development | TDD
s: Code Review
s: Agile | agile methodologies
s: Scrum
s: Kanban
s: Frontend Development | front end | frontend
s: Backend Development | back end | backend
s: Full Stack Development | full stack | fullstack
s: Mobile Development | iOS | Android
s: Web Accessibility | accessibility | WCAG
s: Responsive Design
s: Cybersecurity | information security
s: Penetration Testing
s: Networking
s: User Experience | UX
s: User Interface Design | UI design
s: User Research
s: Prototyping
s: Wireframing
s: Design Systems
s: Usability Testing
s: Product Management
s: Product Strategy
s: Roadmapping | product roadmap
s: Stakeholder Management | Stakeholdermanagement | gestión de stakeholders
s: Project Management | Projektmanagement | gestión de proyectos
s: Program Management
s: Change Management
s: Risk Management | Risikomanagement | gestión de riesgos
s: Process Improvement
s: Lean
s: Six Sigma
s: Supply Chain Management | supply chain
s: Logistics | Logistik | logística | logistique
s: Warehouse Management | gestión de almacenes | Lagerverwaltung | gestion d'entrepôt | WMS
s: Procurement | purchasing
s: Inventory Management | gestión de inventarios | Bestandsmanagement | gestion des stocks | stock management
s: Demand Planning
s: Vendor Management
s: Budgeting | Budgetierung | presupuestos
s: Forecasting | Prognosen | previsiones
s: Financial Modeling | financial modelling
s: Financial Reporting
s: Financial Planning and Analysis | FP&A
s: Accounting | Buchhaltung | contabilidad | comptabilité
s: Month-End Close | month end close | month-end | period-end close | Monatsabschluss | cierre mensual
s: Reconciliations | account reconciliation | reconciliation | Abstimmungen | conciliaciones
s: Controlling | management accounting | contrôle de gestion | control de gestión
s: Variance Analysis | Abweichungsanalyse | análisis de desviaciones
s: Auditing | audit
s: Tax
s: IFRS | International Financial Reporting Standards
s: US GAAP | GAAP
s: HGB
s: Payroll
s: Accounts Payable
s: Accounts Receivable
s: Digital Marketing | Online-Marketing | marketing digital
s: Content Marketing | marketing de contenidos
s: Content Strategy
s: Social Media Marketing | social media | redes sociales
s: Search Engine Optimization | SEO | search engine optimisation
s: Search Engine Marketing | SEM
s: Pay-Per-Click | PPC | paid search
s: Paid Social
s: Email Marketing | email marketing | e-mail marketing
s: Marketing Automation
s: Conversion Rate Optimization | CRO
s: Growth Marketing
s: Brand Management | branding
s: Visual Identity | brand identity | identité visuelle | identidad visual | Corporate Design
s: Copywriting
s: Public Relations | PR
s: Market Research | investigación de mercados | Marktforschung
s: Campaign Management | campaigns | campañas
s: Lead Generation | generación de leads
s: Account Management
s: Business Development
s: Sales | Vertrieb | ventas | vente
s: B2B Sales | B2B-Vertrieb | ventas B2B
s: Prospecting | prospección | prospection | Kaltakquise | cold calling
s: Negotiation | Verhandlung | negociación
s: Customer Relationship Management | CRM
s: Customer Success
s: Customer Service | customer support | atención al cliente | Kundenservice | service client | servizio clienti
s: Recruiting | recruitment | talent acquisition
s: Onboarding
s: Employee Relations
s: Compensation and Benefits
s: Patient Care | Patientenversorgung | atención al paciente | soins aux patients
s: Nursing | enfermería | Krankenpflege | soins infirmiers | enfermagem
s: Critical Care | intensive care | ICU
s: Emergency Care | emergency department
s: Medication Administration | administración de medicación | Medikamentengabe | administration des médicaments
s: Electronic Health Records | EHR | EMR
s: Infection Control | infection prevention | control de infecciones | Hygienemanagement | prévention des infections
s: Triage
s: Wound Care | cuidado de heridas | Wundversorgung | soins des plaies
s: Patient Education
s: Clinical Documentation
s: Phlebotomy
s: Teaching | Lehre | docencia | enseignement | enseñanza | Unterricht | insegnamento
s: Assessment | student assessment | évaluation | evaluación | Leistungsbewertung
s: Safeguarding | child protection
s: French as a Foreign Language | FLE | français langue étrangère
s: Curriculum Development | desarrollo curricular | Lehrplanentwicklung
s: Lesson Planning | planificación de clases | planification de cours | Unterrichtsplanung
s: Classroom Management | gestión del aula | gestion de classe | Klassenführung
s: Grant Writing
s: Technical Writing
s: Translation
s: Event Management | event planning
s: Public Speaking
s: Video Editing
s: Photography
s: Graphic Design | Grafikdesign | diseño gráfico | design graphique
s: Legal Research | Rechtsrecherche | investigación jurídica | recherche juridique
s: Contract Drafting | drafting contracts | Vertragsgestaltung | redacción de contratos | rédaction de contrats
s: Commercial Contracts | commercial agreements
s: Due Diligence
s: Corporate Law | company law | Gesellschaftsrecht | derecho mercantil | droit des sociétés
s: Employment Law | labour law | Arbeitsrecht | derecho laboral | droit du travail
s: Litigation | Prozessführung | litigios | contentieux
s: Data Protection | Datenschutz | protección de datos | protection des données
s: Contract Management | Vertragsmanagement | gestión de contratos | gestion des contrats
s: Compliance
s: GDPR | DSGVO | RGPD
c: Registered Nurse | RN
c: Qualified Teacher Status | QTS
c: CIPD
c: Certified Critical Care Registered Nurse | CCRN
c: Basic Life Support | BLS
c: Advanced Cardiovascular Life Support | ACLS
c: Pediatric Advanced Life Support | PALS
c: Project Management Professional | PMP
c: PRINCE2
c: Certified ScrumMaster | CSM
c: Professional Scrum Master | PSM
c: AWS Certified Solutions Architect
c: AWS Certified Developer
c: Certified Kubernetes Administrator | CKA
c: Google Analytics Certification | Google Analytics Individual Qualification | GAIQ
c: Google Ads Certification
c: HubSpot Content Marketing Certification
c: Certified Public Accountant | CPA
c: Chartered Financial Analyst | CFA
c: ACCA
c: Certified Information Systems Security Professional | CISSP
c: CompTIA Security+ | Security+
c: ITIL
c: Six Sigma Green Belt
c: Six Sigma Black Belt
c: SHRM-CP
c: Microsoft Certified: Power BI Data Analyst Associate | PL-300
c: Tableau Desktop Specialist
`;
