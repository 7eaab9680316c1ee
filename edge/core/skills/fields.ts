// Fields of work and the words (titles, skills, tools) that place a text in them. Used to tell whether a skill
// belongs to the person's field when the text does not name it ("PostgreSQL" for a full-stack engineer), and
// whether a certification or a degree is relevant. A small curated vocabulary; job matching will grow it.
// Terms are matched with findSkill (aliases and word stems included), never loosely.
export const FIELD_TERMS: Record<string, string> = {
  software: `software, developer, programmer, programming, web developer, web development, web application, frontend,
    front end, backend, back end, full stack, fullstack, devops, site reliability engineering, JavaScript, TypeScript,
    Java, Python, PHP, Ruby, C#, C++, Golang, Kotlin, Swift, Scala, Rust, Node.js, React, Angular, Vue.js, Express.js,
    Next.js, Django, Flask, Spring Boot, Ruby on Rails, .NET, HTML, CSS, jQuery, SQL, MySQL, PostgreSQL, MongoDB, Redis,
    Apache Kafka, Docker, Kubernetes, Amazon Web Services, Microsoft Azure, Google Cloud Platform, Linux, Git, GitHub,
    GitLab, API, microservices, iOS, Android, mobile app, cloud, Terraform, Ansible, Jenkins, CI/CD, distributed systems,
    system design, software architecture, information technology, information systems, computer science, computer
    engineering, software engineering, informatics, cybernetics, cybersecurity, network engineering, system
    administrator, database, gRPC, GraphQL, Elasticsearch, Puppet, Mesos, web services, QA, test automation,
    functional testing, regression testing, performance testing, operating systems, HTML5, Ember.js, FastAPI, Supabase,
    blockchain, Web3, smart contracts, Solidity, Hardhat, Scrum, Agile,
    desarrollador, programador, desenvolvedor, developpeur, entwickler, softwareentwickler, sviluppatore, informatica,
    informatique, informatik`,
  ai: `artificial intelligence, machine learning, deep learning, natural language processing, computer vision,
    generative AI, GenAI, large language models, LLM, LLMs, AI agents, agentic AI, AI engineer, ML engineer, machine
    learning engineer, AI engineering, prompt engineering, retrieval-augmented generation, RAG, LangChain, LangGraph,
    LlamaIndex, Hugging Face, Transformers, PyTorch, TensorFlow, Keras, scikit-learn, OpenAI, ChatGPT, GPT, MLOps,
    model context protocol, MCP, vector databases, embeddings, fine-tuning, reinforcement learning, neural networks,
    federated learning, Streamlit, Gradio, Jupyter, CrewAI, AutoGen, n8n, AI automation, conversational AI, chatbots,
    speech recognition, recommender systems, data science, multi-agent systems, agentic, RAGAS, inteligencia
    artificial, aprendizaje automático, intelligence artificielle, apprentissage automatique`,
  cloud: `cloud, cloud computing, cloud architecture, cloud engineer, solutions architect, Amazon Web Services, Microsoft
    Azure, Google Cloud Platform, Google Kubernetes Engine, Docker, Kubernetes, Terraform, Pulumi, Ansible, DevOps,
    site reliability engineering, infrastructure as code, CI/CD, serverless, AWS Lambda, Amazon S3, Amazon EC2, OpenShift,
    Helm, Linux, networking, platform engineering, FinOps, observability, Prometheus, Grafana`,
  security: `security, cybersecurity, cyber security, information security, network security, application security,
    penetration testing, ethical hacking, vulnerability assessment, SIEM, SOC, incident response, threat intelligence,
    ISO 27001, CISSP, CISM, CompTIA Security+, identity and access management, firewalls, cryptography, GRC, risk
    assessment`,
  data: `data, data analysis, data science, data engineering, machine learning, artificial intelligence, deep learning,
    natural language processing, statistics, statistical, SQL, Python, R, Tableau, Microsoft Power BI, Looker,
    business intelligence, ETL, Apache Spark, big data, bioinformatics, computational biology, pandas, SPSS, SAS,
    Stata, MATLAB, data integration, data visualization, Nextflow, dashboards, analytics, data mining, multiomics,
    genomics, data management, Microsoft Excel, dbt, Snowflake, BigQuery, Databricks, Airflow`,
  design: `design, designer, User Experience, User Interface, user research, Figma, Sketch, Adobe XD, Photoshop,
    Illustrator, InDesign, prototyping, wireframing, graphic design, visual design, product design, interaction design,
    usability, usability testing, design systems, Adobe Creative Suite, visual arts, creative direction`,
  marketing: `marketing, digital marketing, Search Engine Optimization, Search Engine Marketing, content marketing, social
    media, brand, branding, brand management, advertising, Public Relations, communications, copywriting, marketing
    strategy, campaigns, Google Analytics, email marketing, growth marketing, conversion rate optimization, A/B testing,
    market research, media relations, content strategy, marketing communications, HubSpot, Marketo, events, event
    management, event marketing, sponsorship, journalism, editorial, content`,
  sales: `sales, Business Development, new business development, account management, account manager, account executive,
    key account management, negotiation, Customer Relationship Management, Salesforce, HubSpot, customer success,
    lead generation, prospecting, partnerships, revenue, retail, Business to Business, enterprise sales, solution
    selling, pipeline management, sales strategy, consumer banking, distribution, commercial, customer acquisition`,
  finance: `finance, financial, accounting, accountant, audit, auditor, financial reporting, Financial Planning and
    Analysis, International Financial Reporting Standards, Generally Accepted Accounting Principles, budgeting,
    forecasting, tax, treasury, controller, investment, investment banking, banking, private banking, wealth management,
    capital markets, economics, CFA, CPA, ACCA, financial analysis, financial modeling, valuation, equity research,
    corporate finance, private equity, venture capital, mergers and acquisitions, due diligence, portfolio management, cost accounting, internal
    controls, Microsoft Excel, SAP, trading, asset management, fintech, payments, risk management, credit`,
  people: `Human Resources, people operations, Recruiting, talent management, payroll, employee relations, compensation,
    benefits, SHRM, learning and development, organizational development, HR business partner, people management,
    workforce planning, employer branding, onboarding`,
  operations: `operations, supply chain, supply chain management, logistics, procurement, inventory, inventory
    optimization, demand planning, Sales and Operations Planning, lean, six sigma, process improvement, vendor
    management, project management, program management, program manager, project planning, project coordination,
    Scrum, Agile, Project Management Professional, PRINCE2, business analysis, business analyst, business systems,
    requirements gathering, Jira, stakeholder management, change management, strategy, consulting, business process,
    Enterprise Resource Planning, quality management, general management, operations management`,
  product: `Product Management, product strategy, roadmap, roadmapping, go-to-market, product analytics, product
    discovery, experimentation, user stories, product development, product marketing, Software as a Service`,
  healthcare: `nursing, nurse, clinical, patient, patient care, patient safety, medical, medicine, pharmacy, pharmacist,
    pharmaceutical, drug information, drug safety, health, healthcare, hospital, intensive care, critical care,
    physician, therapy, medical affairs, medical information, medical communications, anesthesiology, pain medicine,
    environmental health, public health, epidemiology, clinical research, oncology, pharmacology, infection
    prevention, quality improvement, Electronic Health Records`,
  research: `research, researcher, research scientist, scientist, postdoctoral, postdoc, PhD, laboratory,
    biology, molecular biology, biochemistry, neuroscience, neurobiology, genomics, bioinformatics, chemistry, physics,
    sequencing, proteomics, biomedical, biophysics, scholarly publications, grant writing, academic research,
    qualitative research, quantitative research, research investigator`,
  education: `teaching, teacher, tutor, tutoring, lecturer, lecturing, professor, curriculum, curriculum development,
    higher education, instruction, e-learning, instructional design, educational, education, mathematics, calculus,
    algebra, statistics, lesson planning, academic, classroom management, training, coaching`,
  legal: `law, legal, lawyer, attorney, counsel, litigation, compliance, contracts, paralegal, regulatory, corporate law,
    legal research, legal writing, intellectual property, data protection, GDPR, mergers and acquisitions`,
  engineering: `mechanical engineering, civil engineering, electrical engineering, construction, construction management,
    AutoCAD, SolidWorks, manufacturing, engineering management, structural engineering, electronics`,
  architecture: `architecture, architect, architectural design, Revit, Rhino, furniture design, urban design, fabrication`,
  arts: `music, musician, pianist, music director, theatre, theater, film, video, video editing, entertainment, artist
    management, A&R, records, art, photography, stage management, stage manager, production, performing arts`,
  hospitality: `hospitality, events manager, event planning, event coordination, tourism, travel, hotel, leisure,
    food and beverage, venue`,
  support: `customer service, customer support, Zendesk, call center, help desk, technical support, service desk, ITIL`,
  admin: `administrative, administration, office management, office manager, executive assistant, administrative
    assistant, data entry, Microsoft Office, Microsoft Word, Microsoft Excel, Microsoft PowerPoint, Microsoft Outlook,
    typing, filing, bookkeeping, scheduling, calendar management, receptionist`,
};

export const FIELD_IDS = Object.keys(FIELD_TERMS);

/**
 * Families of work whose skills a recruiter reads as one trade: an AI engineer's Docker, a data analyst's Python or a
 * product manager's SQL belong to their field as much as their title words do.
 */
export const NEIGHBOUR_FIELDS: Record<string, readonly string[]> = {
  ai: ['data', 'software', 'cloud', 'research'],
  data: ['ai', 'software', 'cloud', 'research', 'finance'],
  software: ['ai', 'data', 'cloud', 'security', 'design', 'product'],
  cloud: ['software', 'ai', 'data', 'security'],
  security: ['software', 'cloud', 'legal'],
  product: ['software', 'ai', 'data', 'design', 'marketing', 'operations'],
  design: ['software', 'marketing', 'product', 'arts', 'architecture'],
  marketing: ['sales', 'design', 'product', 'arts'],
  sales: ['marketing', 'support', 'operations'],
  finance: ['data', 'operations', 'legal', 'sales'],
  operations: ['product', 'finance', 'people', 'sales', 'admin', 'engineering'],
  people: ['operations', 'admin', 'education'],
  healthcare: ['research'],
  research: ['data', 'ai', 'healthcare', 'education'],
  education: ['research', 'people'],
  legal: ['finance', 'security', 'people'],
  engineering: ['operations', 'architecture', 'software'],
  architecture: ['design', 'engineering'],
  arts: ['design', 'marketing'],
  hospitality: ['operations', 'sales'],
  support: ['sales', 'software'],
  admin: ['people', 'operations'],
};

/** Each field's terms as a list (the data above is written as comma-separated prose for readability). */
export const FIELD_LISTS: Record<string, string[]> = Object.fromEntries(
  Object.entries(FIELD_TERMS).map(([id, terms]) => [
    id,
    terms
      .split(',')
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  ]),
);

/**
 * Skills that say little about a professional: office tools and traits every job needs. They count as relevant
 * only for someone whose field lists them (office tools for an assistant, Excel for an accountant).
 */
export const GENERIC_SKILLS: readonly string[] =
  `Microsoft Office, Microsoft Word, Microsoft Excel, Microsoft PowerPoint,
  Microsoft Outlook, email, typing, internet research, data entry, Windows, Macintosh Applications, Mac, iWork,
  Google Docs, Google Drive, G Suite, Google Workspace, filing, teamwork, team player, communication, communication
  skills, time management, multitasking, problem solving, organization, organizational skills, hard working, work
  ethic, spoken English, English, customer service, social media, public speaking, interpersonal skills, attention to
  detail, fast learner, critical thinking, writing, reading, research`
    .split(',')
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
