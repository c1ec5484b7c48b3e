import { COMPANY } from '../rules/brand.js';
import type { ApplicationStatusValue, JobStatusValue } from '../rules/careers.js';
import type { ContactSourceValue, ContactStatusValue } from '../rules/contact.js';
import type { DemoStatusValue } from '../rules/demo.js';
import type { NotificationTypeValue } from '../rules/recipients.js';

/**
 * What a first run shows a newcomer: a company with openings, leads in every state and the staff
 * who hear about them. Every person and company here is made up, and every address is at
 * example.com (reserved for examples: nothing sent there reaches anyone). Times are days before
 * the first start, so the lists look lived in whenever that is.
 */

/** A moment `days` before (or, negative, after) the first start, at `hour` India time. */
export interface SampleTime {
  days: number;
  hour: number;
}

export interface SampleJob {
  title: string;
  location: string;
  role: 'Finance & Tech' | 'Developer' | 'Tester' | 'Consultant';
  status: JobStatusValue;
  description: string[];
  skills: string[];
  jobTypes: string[];
  pay: string;
  benefits: string[];
  supplementalPay?: string;
  education: string;
  experience: string[];
  startDate: string;
  /** When it was created (an Active or Closed job was posted then). */
  created: SampleTime;
}

const BENEFITS = ['Health insurance for you and your family', 'Yearly learning budget of ₹1 lakh', 'Four weeks of paid leave'];
const IN_BENGALURU = [...BENEFITS, 'Hybrid working from our Bengaluru office'];

export const SAMPLE_JOBS: readonly SampleJob[] = [
  {
    title: 'Senior Credit Analyst',
    location: 'Bengaluru',
    role: 'Finance & Tech',
    status: 'Active',
    description: [
      'Underwrite working-capital and term loans for mid-size borrowers, from the first data room to the term sheet.',
      'Build the credit notes our partner lenders rely on, and help tune the scoring model with what you learn.',
    ],
    skills: ['Credit analysis', 'Financial modelling', 'Cash-flow lending'],
    jobTypes: ['Full-time'],
    pay: '₹24-32 lakh a year',
    benefits: IN_BENGALURU,
    supplementalPay: 'Yearly performance bonus',
    education: 'CA, CFA or an MBA in finance',
    experience: ['4+ years in corporate or SME credit', 'Experience with Indian banks or NBFCs'],
    startDate: 'Within 60 days',
    created: { days: 4, hour: 10 },
  },
  {
    title: 'Backend Engineer (TypeScript)',
    location: 'Bengaluru',
    role: 'Developer',
    status: 'Active',
    description: [
      'Design and run the services behind matchmaking, deal rooms and lender integrations: TypeScript, GraphQL and PostgreSQL.',
      'Own features end to end, from the schema to the dashboards that tell us they work.',
    ],
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'GraphQL'],
    jobTypes: ['Full-time'],
    pay: '₹28-40 lakh a year',
    benefits: IN_BENGALURU,
    education: "Bachelor's degree in computer science or equivalent experience",
    experience: ['3+ years building web services in production'],
    startDate: 'As soon as possible',
    created: { days: 9, hour: 11 },
  },
  {
    title: 'Frontend Engineer (React)',
    location: 'Remote (India)',
    role: 'Developer',
    status: 'Active',
    description: [
      'Build the screens borrowers, lenders and advisers work in every day: fast, accessible and clear about money.',
      'Work with design on a component library that keeps the product consistent.',
    ],
    skills: ['React', 'TypeScript', 'Accessibility', 'Testing Library'],
    jobTypes: ['Full-time'],
    pay: '₹24-36 lakh a year',
    benefits: ['Health insurance for you and your family', 'Home-office allowance', 'Four weeks of paid leave'],
    education: "Bachelor's degree or equivalent experience",
    experience: ['3+ years with React in production'],
    startDate: 'Within 30 days',
    created: { days: 13, hour: 15 },
  },
  {
    title: 'QA Engineer, Lending Flows',
    location: 'Bengaluru',
    role: 'Tester',
    status: 'Active',
    description: [
      'Test loan applications, KYC checks and disbursement flows before they reach a borrower.',
      'Write the test plans and the automated journeys that keep every release safe.',
    ],
    skills: ['Test planning', 'Playwright', 'API testing'],
    jobTypes: ['Full-time'],
    pay: '₹14-20 lakh a year',
    benefits: IN_BENGALURU,
    education: "Bachelor's degree in engineering or science",
    experience: ['2+ years testing web or mobile products', 'Fintech or banking experience is a plus'],
    startDate: 'Within 45 days',
    created: { days: 17, hour: 12 },
  },
  {
    title: 'Test Automation Engineer',
    location: 'Remote (India)',
    role: 'Tester',
    status: 'Active',
    description: ['Grow our automated test suites across the web app and the partner APIs, and make them fast enough to run on every change.'],
    skills: ['Playwright', 'TypeScript', 'CI pipelines'],
    jobTypes: ['Contract'],
    pay: '₹1.5-2 lakh a month',
    benefits: ['Flexible hours'],
    education: "Bachelor's degree or equivalent experience",
    experience: ['3+ years of test automation'],
    startDate: 'Next month',
    created: { days: 21, hour: 10 },
  },
  {
    title: 'M&A Advisory Consultant',
    location: 'Mumbai',
    role: 'Consultant',
    status: 'Active',
    description: [
      'Guide founders and family businesses through sell-side and buy-side mandates, from valuation to closing.',
      'Work with our expert network and bring the right advisers into each deal room.',
    ],
    skills: ['Valuation', 'Due diligence', 'Deal structuring'],
    jobTypes: ['Full-time'],
    pay: '₹30-45 lakh a year',
    benefits: BENEFITS,
    supplementalPay: 'Success fee on closed mandates',
    education: 'MBA, CA or equivalent',
    experience: ['5+ years in M&A, investment banking or transaction advisory'],
    startDate: 'Within 90 days',
    created: { days: 26, hour: 16 },
  },
  {
    title: 'Capital Markets Consultant',
    location: 'New Delhi',
    role: 'Consultant',
    status: 'Active',
    description: ['Help growth-stage companies prepare for debt and equity raises: the story, the numbers and the right investors to meet.'],
    skills: ['Fundraising', 'Investor relations', 'Financial analysis'],
    jobTypes: ['Full-time', 'Contract'],
    pay: '₹22-30 lakh a year',
    benefits: BENEFITS,
    education: 'MBA in finance or equivalent',
    experience: ['4+ years in capital markets or venture debt'],
    startDate: 'Within 60 days',
    created: { days: 31, hour: 11 },
  },
  {
    title: 'Risk Data Analyst Intern',
    location: 'Bengaluru',
    role: 'Finance & Tech',
    status: 'Closed',
    description: ['Six months with the credit and risk team: clean and analyse repayment data, and help build early-warning signals.'],
    skills: ['SQL', 'Python', 'Statistics'],
    jobTypes: ['Internship'],
    pay: '₹60,000 a month',
    benefits: ['Mentorship from the risk team'],
    education: 'Final-year student in statistics, economics or engineering',
    experience: ['Coursework or projects in data analysis'],
    startDate: 'January',
    created: { days: 40, hour: 10 },
  },
  {
    title: 'Engineering Manager, Platform',
    location: 'Bengaluru',
    role: 'Developer',
    status: 'Draft',
    description: ['Lead the team that runs the marketplace platform: its reliability, its security and the pace at which we can ship.'],
    skills: ['People leadership', 'System design', 'PostgreSQL'],
    jobTypes: ['Full-time'],
    pay: '₹55-70 lakh a year',
    benefits: IN_BENGALURU,
    education: "Bachelor's degree in computer science or equivalent experience",
    experience: ['8+ years in software, 2+ leading teams'],
    startDate: 'To be decided',
    created: { days: 1, hour: 17 },
  },
];

export interface SampleApplication {
  /** The title of the sample job applied for. */
  job: string;
  firstName: string;
  lastName: string;
  pronoun: string | null;
  email: string;
  /** Two-letter country code, its calling code and the number with it. */
  country: string;
  countryCode: string;
  phone: string;
  coverNote: string;
  status: ApplicationStatusValue;
  applied: SampleTime;
  /** What the sample resume (a generated PDF) says under the name. */
  resume: { headline: string; experience: string[]; education: string; skills: string };
}

export const SAMPLE_APPLICATIONS: readonly SampleApplication[] = [
  {
    job: 'QA Engineer, Lending Flows',
    firstName: 'Karthik',
    lastName: 'Subramanian',
    pronoun: 'he/him',
    email: 'karthik.subramanian@example.com',
    country: 'IN',
    countryCode: '+91',
    phone: '+919845011223',
    coverNote: 'I have spent three years testing loan origination at a Chennai NBFC, most of it automating the journeys we used to click through by hand. I would like to do the same for a marketplace.',
    status: 'new',
    applied: { days: 1, hour: 9 },
    resume: {
      headline: 'QA engineer, lending products',
      experience: ['2022-now  QA Engineer, Coromandel Finance (sample company), Chennai', '2020-2022  Test Analyst, Meridian Softlabs (sample company)'],
      education: 'B.E. Electronics, 2020',
      skills: 'Playwright, Postman, SQL, test planning',
    },
  },
  {
    job: 'Backend Engineer (TypeScript)',
    firstName: 'Ishaan',
    lastName: 'Verma',
    pronoun: null,
    email: 'ishaan.verma@example.com',
    country: 'IN',
    countryCode: '+91',
    phone: '+919810044556',
    coverNote: 'I build payment services in TypeScript and PostgreSQL today. Your matchmaking and deal-room work is the kind of domain I want to go deeper in.',
    status: 'reviewed',
    applied: { days: 5, hour: 20 },
    resume: {
      headline: 'Backend engineer, payments',
      experience: ['2021-now  Software Engineer, Paylane (sample company), Gurugram', '2019-2021  Associate Engineer, Northstar IT (sample company)'],
      education: 'B.Tech Computer Science, 2019',
      skills: 'TypeScript, Node.js, PostgreSQL, GraphQL, Kafka',
    },
  },
  {
    job: 'Senior Credit Analyst',
    firstName: 'Neha',
    lastName: 'Kulkarni',
    pronoun: 'she/her',
    email: 'neha.kulkarni@example.com',
    country: 'IN',
    countryCode: '+91',
    phone: '+919822033441',
    coverNote: 'Six years of SME and mid-corporate credit at a private bank. I would like to underwrite for many lenders at once rather than one.',
    status: 'contacted',
    applied: { days: 8, hour: 13 },
    resume: {
      headline: 'Credit analyst, SME and mid-corporate lending',
      experience: ['2019-now  Senior Credit Analyst, Indus Crest Bank (sample company), Pune', '2017-2019  Credit Analyst, Western Ghats NBFC (sample company)'],
      education: 'CA, 2017; B.Com, 2014',
      skills: 'Credit appraisal, cash-flow analysis, financial modelling',
    },
  },
  {
    job: 'M&A Advisory Consultant',
    firstName: 'Daniel',
    lastName: 'Fernandes',
    pronoun: 'he/him',
    email: 'daniel.fernandes@example.com',
    country: 'IN',
    countryCode: '+91',
    phone: '+919920055667',
    coverNote: 'Seven years of sell-side mandates for family businesses in western India. I am looking for a platform that brings buyers to the table faster.',
    status: 'hired',
    applied: { days: 24, hour: 10 },
    resume: {
      headline: 'Transaction advisory, mid-market M&A',
      experience: ['2018-now  Associate Director, Harbour Lane Advisors (sample company), Mumbai', '2015-2018  Analyst, Bayview Capital (sample company)'],
      education: 'MBA Finance, 2015',
      skills: 'Valuation, due diligence, negotiation',
    },
  },
  {
    job: 'Risk Data Analyst Intern',
    firstName: 'Riya',
    lastName: 'Das',
    pronoun: 'she/her',
    email: 'riya.das@example.com',
    country: 'IN',
    countryCode: '+91',
    phone: '+919830077889',
    coverNote: 'I am in my final year of economics and have built a default-prediction model for my thesis. I would love to test it on real repayment data.',
    status: 'rejected',
    applied: { days: 36, hour: 18 },
    resume: {
      headline: 'Economics student, data analysis',
      experience: ['2024  Research intern, Eastern Policy Lab (sample organisation), Kolkata'],
      education: 'B.Sc. Economics, final year',
      skills: 'Python, SQL, R, statistics',
    },
  },
];

export interface SampleMessage {
  source: ContactSourceValue;
  firstName: string;
  lastName: string;
  pronoun?: string;
  companyName?: string;
  email: string;
  country: string;
  countryCode: string;
  phoneNumber: string;
  /** Investor, Borrower, Advisor or the person's own words; on the Services form, what they are looking for. */
  role: string;
  message: string;
  newsletter?: boolean;
  status: ContactStatusValue;
  received: SampleTime;
}

export const SAMPLE_MESSAGES: readonly SampleMessage[] = [
  {
    source: 'contact',
    firstName: 'Arjun',
    lastName: 'Mehta',
    companyName: 'Kaveri Agro Foods (sample)',
    email: 'arjun.mehta@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919845012345',
    role: 'Borrower',
    message: `We are a food-processing SME in Mysuru looking for ₹4 crore of working capital before the harvest season. Can you tell us which lenders on ${COMPANY.name} would look at a company of our size?`,
    newsletter: true,
    status: 'new',
    received: { days: 0, hour: 9 },
  },
  {
    source: 'services',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    pronoun: 'she/her',
    companyName: 'Tidewater Logistics (sample)',
    email: 'lakshmi.n@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919884023456',
    role: 'CLM',
    message: 'We sign around forty facility agreements a year and track them in spreadsheets. We would like to see how your contract management handles covenants and renewals.',
    status: 'new',
    received: { days: 1, hour: 14 },
  },
  {
    source: 'contact',
    firstName: 'Sophie',
    lastName: 'Laurent',
    companyName: 'Alder Peak Capital (sample)',
    email: 'sophie.laurent@example.com',
    country: 'France',
    countryCode: '+33',
    phoneNumber: '+33612345678',
    role: 'Investor',
    message: 'Our fund is looking at Indian growth-stage companies with revenue above $10 million. We would like to know how your investor profiles and deal flow work.',
    status: 'new',
    received: { days: 2, hour: 16 },
  },
  {
    source: 'contact',
    firstName: 'Vivek',
    lastName: 'Rao',
    companyName: 'Rao & Associates (sample)',
    email: 'vivek.rao@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919900034567',
    role: 'Advisor',
    message: 'I run a small M&A advisory in Hyderabad. How do advisers join your expert network, and how are mandates shared?',
    status: 'in-progress',
    received: { days: 4, hour: 11 },
  },
  {
    source: 'services',
    firstName: 'Farhan',
    lastName: 'Sheikh',
    companyName: 'Brightline Retail (sample)',
    email: 'farhan.sheikh@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919769045678',
    role: 'Match Making',
    message: 'We are raising a Series A of about ₹60 crore and would like introductions to funds that invest in consumer retail.',
    newsletter: true,
    status: 'in-progress',
    received: { days: 6, hour: 10 },
  },
  {
    source: 'contact',
    firstName: 'Meenakshi',
    lastName: 'Pillai',
    companyName: 'Coastal Cooperative Bank (sample)',
    email: 'meenakshi.pillai@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919847056789',
    role: 'Treasury head at a cooperative bank',
    message: 'We have surplus funds to deploy in SME lending and are interested in co-lending. Who should we speak to about the lender onboarding?',
    status: 'in-progress',
    received: { days: 9, hour: 15 },
  },
  {
    source: 'services',
    firstName: 'Tom',
    lastName: 'Becker',
    companyName: 'Nordlicht Ventures (sample)',
    email: 'tom.becker@example.com',
    country: 'Germany',
    countryCode: '+49',
    phoneNumber: '+4915112345678',
    role: 'Equity',
    message: 'We co-invest alongside Indian funds. Could your platform share anonymised deal profiles with us before a first call?',
    status: 'completed',
    received: { days: 12, hour: 12 },
  },
  {
    source: 'contact',
    firstName: 'Pooja',
    lastName: 'Agarwal',
    companyName: 'Saffron Textiles (sample)',
    email: 'pooja.agarwal@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919829067890',
    role: 'Borrower',
    message: 'We export home textiles and need a ₹2 crore term loan for new looms. Is there a minimum turnover for borrowers?',
    status: 'completed',
    received: { days: 15, hour: 17 },
  },
  {
    source: 'services',
    firstName: 'Rahul',
    lastName: 'Khanna',
    companyName: 'Greenfield Solar (sample)',
    email: 'rahul.khanna@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919811078901',
    role: 'Capital Market',
    message: 'We are preparing a green bond issue next year and would like advice on the investors and ratings it will need.',
    status: 'completed',
    received: { days: 19, hour: 9 },
  },
  {
    source: 'contact',
    firstName: 'Aisha',
    lastName: 'Khan',
    email: 'aisha.khan@example.com',
    country: 'United Arab Emirates',
    countryCode: '+971',
    phoneNumber: '+971501234567',
    role: 'Investor',
    message: 'I am a family-office investor in Dubai interested in Indian private credit. Do you work with individual investors as well as funds?',
    status: 'completed',
    received: { days: 23, hour: 13 },
  },
  {
    source: 'contact',
    firstName: 'Sandeep',
    lastName: 'Joshi',
    companyName: 'Joshi Engineering Works (sample)',
    email: 'sandeep.joshi@example.com',
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919850089012',
    role: 'Borrower',
    message: 'Please call me about equipment finance. We have been with our bank for twenty years and want a second opinion.',
    status: 'archived',
    received: { days: 30, hour: 10 },
  },
  {
    source: 'services',
    firstName: 'Emily',
    lastName: 'Carter',
    companyName: 'Harbourside Partners (sample)',
    email: 'emily.carter@example.com',
    country: 'United Kingdom',
    countryCode: '+44',
    phoneNumber: '+447700900123',
    role: 'AI Module',
    message: 'We are evaluating AI-assisted credit screening for our portfolio companies. Is your AI module available on its own, through the API?',
    status: 'archived',
    received: { days: 38, hour: 16 },
  },
];

export interface SampleDemoRequest {
  firstName: string;
  lastName: string;
  companyName?: string;
  designation?: string;
  email: string;
  /** When the meeting is: negative days are after the first start. */
  meeting: SampleTime;
  message: string;
  status: DemoStatusValue;
  notes?: string;
  received: SampleTime;
}

export const SAMPLE_DEMO_REQUESTS: readonly SampleDemoRequest[] = [
  {
    firstName: 'Nikhil',
    lastName: 'Bansal',
    companyName: 'Orbit Fintech (sample)',
    designation: 'Chief Financial Officer',
    email: 'nikhil.bansal@example.com',
    meeting: { days: -3, hour: 11 },
    message: 'We would like to see the borrower dashboard and how matching works for a company raising venture debt.',
    status: 'pending',
    received: { days: 0, hour: 10 },
  },
  {
    firstName: 'Grace',
    lastName: 'Thomas',
    companyName: 'Malabar Microfinance (sample)',
    designation: 'Head of Partnerships',
    email: 'grace.thomas@example.com',
    meeting: { days: -5, hour: 15 },
    message: 'Interested in co-lending partnerships. Please show us the lender side of the platform.',
    status: 'pending',
    received: { days: 1, hour: 12 },
  },
  {
    firstName: 'Hiroshi',
    lastName: 'Tanaka',
    companyName: 'Sakura Asset Management (sample)',
    designation: 'Investment Director',
    email: 'hiroshi.tanaka@example.com',
    meeting: { days: -7, hour: 10 },
    message: 'A walkthrough of the investor view and the reporting analytics, please. Our team joins from Tokyo.',
    status: 'pending',
    received: { days: 2, hour: 7 },
  },
  {
    firstName: 'Kavya',
    lastName: 'Reddy',
    companyName: 'Deccan Health (sample)',
    designation: 'Founder',
    email: 'kavya.reddy@example.com',
    meeting: { days: -2, hour: 16 },
    message: 'We are planning our first debt raise and want to understand how the compliance checks work.',
    status: 'confirmed',
    notes: 'Confirmed by email. Show the compliance engine and the 15-point assessment.',
    received: { days: 3, hour: 18 },
  },
  {
    firstName: 'Marco',
    lastName: 'Rossi',
    companyName: 'Lago Partners (sample)',
    designation: 'Partner',
    email: 'marco.rossi@example.com',
    meeting: { days: -4, hour: 14 },
    message: 'I advise European buyers looking at Indian targets. Keen to see how deal rooms and the expert network fit together.',
    status: 'confirmed',
    received: { days: 5, hour: 13 },
  },
  {
    firstName: 'Shreya',
    lastName: 'Iyer',
    companyName: 'Bluepeak Logistics (sample)',
    designation: 'Finance Manager',
    email: 'shreya.iyer@example.com',
    meeting: { days: -1, hour: 12 },
    message: 'Please show us how invoice financing requests are created and tracked.',
    status: 'confirmed',
    received: { days: 6, hour: 9 },
  },
  {
    firstName: 'Anand',
    lastName: 'Krishnamurthy',
    companyName: 'Southern Star NBFC (sample)',
    designation: 'Chief Risk Officer',
    email: 'anand.k@example.com',
    meeting: { days: 3, hour: 11 },
    message: 'Demo of the API kit and how it connects to our loan management system.',
    status: 'completed',
    notes: 'Good call. They want a sandbox API key and a follow-up with their IT team next week.',
    received: { days: 10, hour: 16 },
  },
  {
    firstName: 'Olivia',
    lastName: 'Brown',
    companyName: 'Eastbridge Capital (sample)',
    designation: 'Managing Director',
    email: 'olivia.brown@example.com',
    meeting: { days: 6, hour: 17 },
    message: 'Looking for a platform to source mid-market credit deals in India.',
    status: 'completed',
    notes: 'Interested in the lender network. Send the case study on SME pools.',
    received: { days: 13, hour: 11 },
  },
  {
    firstName: 'Rajesh',
    lastName: 'Gupta',
    companyName: 'Gupta Steel Traders (sample)',
    designation: 'Director',
    email: 'rajesh.gupta@example.com',
    meeting: { days: 9, hour: 10 },
    message: 'We need working capital for a new warehouse. Please show us how to apply.',
    status: 'completed',
    received: { days: 16, hour: 14 },
  },
  {
    firstName: 'Fatima',
    lastName: 'Noor',
    companyName: 'Crescent Ventures (sample)',
    designation: 'Associate',
    email: 'fatima.noor@example.com',
    meeting: { days: 12, hour: 15 },
    message: 'A demo of the equity side: how founders present their companies to investors.',
    status: 'cancelled',
    notes: 'They cancelled: the fund paused new investments this quarter. Follow up in three months.',
    received: { days: 20, hour: 10 },
  },
  {
    firstName: 'Suresh',
    lastName: 'Menon',
    email: 'suresh.menon@example.com',
    meeting: { days: 18, hour: 11 },
    message: 'Independent adviser, curious about joining the expert network.',
    status: 'completed',
    received: { days: 26, hour: 12 },
  },
  {
    firstName: 'Chloe',
    lastName: 'Martin',
    companyName: 'Rivage Finance (sample)',
    designation: 'Product Manager',
    email: 'chloe.martin@example.com',
    meeting: { days: 25, hour: 16 },
    message: 'We are comparing marketplace platforms for a partnership. A short overview would be great.',
    status: 'cancelled',
    received: { days: 33, hour: 9 },
  },
];

/** Staff who hear about what arrives: one for each kind of notification. */
export const SAMPLE_RECIPIENTS: readonly { name: string; email: string; notificationTypes: NotificationTypeValue[] }[] = [
  { name: 'Hiring team (sample)', email: 'hiring@example.com', notificationTypes: ['career'] },
  { name: 'Marketing team (sample)', email: 'marketing@example.com', notificationTypes: ['newsletters'] },
  { name: 'Deal desk (sample)', email: 'deal-desk@example.com', notificationTypes: ['system_alerts'] },
];

/** Newsletter readers: three who signed up on their own, and the senders of messages who ticked the box. */
export const SAMPLE_SUBSCRIBERS: readonly { email: string; subscribed: SampleTime }[] = [
  { email: 'ananya.rao@example.com', subscribed: { days: 34, hour: 8 } },
  { email: 'marcus.lee@example.com', subscribed: { days: 22, hour: 19 } },
  { email: 'priya.shah@example.com', subscribed: { days: 11, hour: 21 } },
  ...SAMPLE_MESSAGES.filter((message) => message.newsletter).map((message) => ({ email: message.email, subscribed: message.received })),
];

/** An Insights post of the demo content: its words as the editor's document, published `published` ago. */
export interface SamplePost {
  title: string;
  summary: string;
  tags: readonly string[];
  published: SampleTime;
  /** Paragraphs, headings (`## `) and bullet lists (`- ` lines). */
  text: readonly string[];
}

export const SAMPLE_POSTS: readonly SamplePost[] = [
  {
    title: 'Working capital for Indian SMEs: what each option really costs',
    summary: 'Invoice discounting, revenue-based finance and bank lines compared: what each costs, how fast it closes and which business it suits.',
    tags: ['working capital', 'debt'],
    published: { days: 3, hour: 9 },
    text: [
      'Cash is the first constraint most growing businesses meet. Orders arrive before the money for them does, and the gap has to be funded by someone. Here is how the three options we see most often on the marketplace compare.',
      '## Invoice discounting',
      'A lender advances 70 to 85% of an approved invoice and collects from your customer. On TReDS platforms the buyer’s credit sets the price, so a small supplier to a large company can borrow at close to that company’s rate.',
      '- Closes in days once the buyer is onboarded',
      '- Costs roughly 9 to 14% a year',
      '- Suits suppliers to large, well-rated buyers',
      '## Revenue-based finance',
      'Repayments rise and fall with monthly revenue. It is quick and asks for no collateral, but the effective cost is higher: compare the total repaid, not the headline fee.',
      '## Bank working-capital lines',
      'Still the cheapest money when you can get it. Banks want two to three years of audited accounts and often collateral; the marketplace’s compliance engine prepares the file so the first answer comes in weeks, not months.',
    ],
  },
  {
    title: 'Preparing for a growth round: the data room investors open first',
    summary: 'Five documents decide whether a first call becomes a term sheet. What they are, and how to have them ready before you start.',
    tags: ['equity', 'fundraising'],
    published: { days: 12, hour: 10 },
    text: [
      'Investors on the marketplace tell us the same thing: the first hour with a data room decides most of what follows. These are the documents they open first.',
      '- Three years of financial statements, with the current year’s management accounts',
      '- A cohort view of revenue: who buys, how often, and how much stays',
      '- The cap table, with every instrument that converts',
      '- Material contracts and any litigation',
      '- The plan for the money, month by month for eighteen months',
      '## Start before you need to',
      'A clean data room takes four to six weeks to build. Founders who start when the bank balance demands it raise on worse terms; those who start six months early choose their investors.',
    ],
  },
  {
    title: 'What buyers look for in a mid-market acquisition in 2027',
    summary: 'Strategic buyers are paying for recurring revenue and clean compliance. Notes from the deals our advisers closed this year.',
    tags: ['m&a', 'equity'],
    published: { days: 26, hour: 11 },
    text: [
      'Mid-market M&A in India picked up this year, and the deals that closed fastest had three things in common.',
      '## Recurring revenue, shown by cohort',
      'Buyers discount one-off project revenue heavily. A business that can show customers renewing year after year is valued on a different multiple.',
      '## Compliance that survives diligence',
      'GST filings, labour registrations and related-party transactions are where most deals slow down. Sorting them out before a process starts saves months and protects the price.',
      '## A management team that stays',
      'Most strategic buyers want the founders for two to three years after closing. Earn-outs tied to clear, measurable targets are now the norm rather than the exception.',
    ],
  },
];
