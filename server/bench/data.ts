/**
 * A large, varied data set for the admin lists bench, made in PostgreSQL itself (INSERT ... SELECT
 * over generate_series: a million rows in well under a minute, no data through the network).
 * Names, companies, messages and statuses are drawn from realistic lists with a fixed seed, dates
 * spread over three years, a few percent held as spam, as a working marketplace would have them.
 */
import type pg from 'pg';

/** How many rows of each list, the contact submissions being the largest. */
export interface DataSize {
  contacts: number;
  applications: number;
  subscribers: number;
  demos: number;
  jobs: number;
}

/** The proportions of the issue's large data set (1,000,000 contact submissions, 200,000 applications, ...), at `contacts` submissions. */
export function sizeFor(contacts: number): DataSize {
  return { contacts, applications: contacts / 5, subscribers: contacts / 10, demos: contacts / 20, jobs: Math.max(20, contacts / 500) };
}

const FIRST = ['Ananya', 'Priya', 'Rahul', 'Arjun', 'Vikram', 'Sneha', 'Kavya', 'Rohan', 'Aditya', 'Meera', 'Ishaan', 'Diya', 'Karan', 'Neha', 'Siddharth', 'Pooja', 'Aarav', 'Riya', 'Nikhil', 'Tanvi', 'Marcus', 'Sofia', 'James', 'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Chen', 'Wei', 'Yuki', 'Hiro', 'Fatima', 'Omar', 'Aisha', 'Zara', 'Daniel', 'Grace', 'Ravi', 'Lakshmi', 'Suresh', 'Deepa', 'Manoj', 'Asha', 'Gaurav', 'Shreya', 'Harsh', 'Nandini'];
const LAST = ['Rao', 'Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Mehta', 'Singh', 'Kumar', 'Das', 'Bose', 'Menon', 'Pillai', 'Joshi', 'Kapoor', 'Agarwal', 'Chatterjee', 'Mukherjee', 'Banerjee', 'Lee', 'Smith', 'Garcia', 'Müller', 'Rossi', 'Tanaka', 'Kim', 'Wong', 'Khan', 'Hassan', 'Silva', 'Costa', 'Novak', 'Dubois', 'Schmidt', 'Fernandes', 'DSouza', 'Shetty', 'Hegde', 'Kulkarni'];
const COMPANIES = ['Sahyadri Textiles', 'Northwind Logistics', 'Kaveri Agro Foods', 'Bluepeak Capital', 'Indus Solar', 'Mandovi Shipping', 'Ashoka Pharma', 'Deccan Auto Parts', 'Greenfield Dairy', 'Vistara Ventures', 'Orbit Fintech', 'Coastal Cashews', 'Nilgiri Tea Estates', 'Prism Analytics', 'Tata Steel Traders', 'Harbor Advisory', 'Lotus Hospitality', 'Summit Infra', 'Quantum Retail', 'Saffron Foods', 'Everest Capital Partners', 'Konkan Fisheries', 'Malabar Spices', 'Aravalli Mining', 'Sunrise Microfinance'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.in', 'rediffmail.com', 'proton.me', 'icloud.com', 'sahyadri.in', 'northwind.co', 'bluepeak.vc', 'orbitfin.io', 'prism.ai', 'harboradvisory.com'];
const CONTACT_ROLES = ['Investor', 'Borrower', 'Advisor', 'Borrower', 'Borrower', 'Investor', 'Family office', 'Match Making', 'Capital Market', 'Equity'];
const MESSAGES = [
  'We are looking for a working-capital line of about 5 crore for the next two quarters. Could someone call me?',
  'Interested in co-lending opportunities in the MSME segment. Please share the deal flow you see.',
  'Our family office wants exposure to private credit in India. What ticket sizes do you work with?',
  'We are planning a Series B and would like to understand how your equity marketplace works.',
  'Could you help us find a buyer for a mid-size logistics business? Revenue around 80 crore.',
  'Please call me back about refinancing our term loan; the current rate is too high.',
  'I advise several SMEs on debt raises and would like to list mandates on the platform.',
  'We need bridge financing for an acquisition closing next month. Is that something you do?',
  'Requesting a demo of the compliance module for our NBFC.',
  'Looking to invest in invoice discounting. What are typical yields and tenors?',
  'We export spices to Europe and need trade finance. Who should I speak to?',
  'Can your platform help with a management buyout? We are a team of four founders.',
];
const STATUSES = { contact: ['new', 'new', 'new', 'new', 'in-progress', 'in-progress', 'in-progress', 'completed', 'completed', 'archived'], application: ['new', 'new', 'new', 'reviewed', 'reviewed', 'contacted', 'contacted', 'hired', 'rejected', 'rejected'], demo: ['pending', 'pending', 'pending', 'pending', 'confirmed', 'confirmed', 'confirmed', 'completed', 'completed', 'cancelled'], job: ['Active', 'Active', 'Draft', 'Draft', 'Draft', 'Closed', 'Closed', 'Closed', 'Closed', 'Archived'] };
const TITLES = ['Credit Analyst', 'Senior Credit Analyst', 'Relationship Manager', 'Backend Engineer', 'Frontend Engineer', 'Data Engineer', 'Product Designer', 'M&A Associate', 'Equity Research Analyst', 'Risk Modeller', 'Compliance Officer', 'Quality Engineer', 'Legal Counsel', 'Growth Marketer', 'Customer Success Manager', 'Investor Relations Lead', 'Finance Controller', 'Engineering Manager', 'DevOps Engineer', 'Underwriter'];
const JOB_ROLES = ['Finance & Tech', 'Developer', 'Tester', 'Consultant'];
/** Countries with their calling codes, India most often. */
const COUNTRIES = { names: ['India', 'India', 'India', 'United States', 'United Kingdom', 'Singapore', 'United Arab Emirates', 'Germany'], callingCodes: ['+91', '+91', '+91', '+1', '+44', '+65', '+971', '+49'] };

/** A SQL array literal of texts. */
const list = (values: readonly string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
/** The element of `values` that row `n` draws, spread with a prime stride so neighbouring rows differ. */
const pick = (values: readonly string[], n: string, prime: number) => `(${list(values)})[1 + ((${n} * ${prime}) % ${values.length})]`;
/** A moment in the last three years (random with the session's seed), to the millisecond as the app stores them. */
const pastInstant = `date_trunc('milliseconds', now() - random() * interval '1095 days')`;
/** A lateral row with a moment in the last three years, drawn anew for each row `n` (it names `n`, so PostgreSQL cannot run it once for all). */
const pastInstantOf = (n: string) => `lateral (select ${pastInstant} as at where ${n} is not null) t`;

/** Grows every list to `size` (rows already there count), then refreshes the planner's statistics. */
export async function growTo(db: pg.Client, size: DataSize): Promise<void> {
  await db.query('select setseed(0.4242)');
  const have = async (table: string) => Number((await db.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]?.count ?? 0);
  const from = async (table: string, target: number) => ({ start: (await have(table)) + 1, end: target });

  const jobs = await from('jobs', size.jobs);
  await db.query(
    `insert into jobs (id, slug, title, location, role, description, status, skills, job_types, pay, expected_hours, benefits, schedule, supplemental_pay, education, experience, start_date, posted_at, created_at, updated_at)
     select gen_random_uuid(), lower(replace(t.title, ' ', '-')) || '-' || n, t.title, (array['Bengaluru', 'Mumbai', 'Remote', 'Bengaluru (Hybrid)'])[1 + n % 4], ${pick(JOB_ROLES, 'n', 7)},
       array['Work with our lenders and borrowers on live mandates.', 'Own your part of the marketplace end to end.'], t.status, array['Communication', 'Excel'], array['Full-time'],
       'INR ' || (12 + n % 30) || '-' || (20 + n % 40) || ' lakh a year', '40 per week', array['Health insurance'], 'Monday to Friday', null, 'Graduate', array['3+ years'], null,
       case when t.status = 'Active' then t.at end, t.at, t.at
     from generate_series($1::int, $2::int) n,
       lateral (select ${pick(TITLES, 'n', 13)} as title, ${pick(STATUSES.job, 'n', 7)} as status, ${pastInstant} as at where n is not null) t`,
    [jobs.start, jobs.end],
  );

  const contacts = await from('contact_submissions', size.contacts);
  await db.query(
    `insert into contact_submissions (id, source, pronoun, first_name, middle_name, last_name, company_name, email, newsletter, country, country_code, phone_number, role, message, status, spam, spam_reason, created_at, updated_at)
     select gen_random_uuid(), case when n % 7 = 0 then 'services' else 'contact' end, null, p.first, case when n % 10 = 0 then 'K' end, p.last,
       case when n % 5 < 3 then ${pick(COMPANIES, 'n', 17)} end, lower(p.first || '.' || p.last || n || '@' || ${pick(DOMAINS, 'n', 11)}), n % 4 = 0,
       c.name, c.calling_code, c.calling_code || (9000000000 + (n::bigint * 7919) % 999999999)::text, ${pick(CONTACT_ROLES, 'n', 3)}, ${pick(MESSAGES, 'n', 5)},
       ${pick(STATUSES.contact, 'n', 3)}, n % 37 = 0, case when n % 37 = 0 then 'too_fast' end, t.at, t.at
     from generate_series($1::int, $2::int) n,
       lateral (select ${pick(FIRST, 'n', 31)} as first, ${pick(LAST, 'n', 29)} as last) p,
       lateral (select ${pick(COUNTRIES.names, 'n', 1)} as name, ${pick(COUNTRIES.callingCodes, 'n', 1)} as calling_code) c,
       ${pastInstantOf('n')}`,
    [contacts.start, contacts.end],
  );

  const applications = await from('job_applications', size.applications);
  await db.query(
    `with jobs as (select array_agg(id order by id) as ids, array_agg(title order by id) as titles from jobs)
     insert into job_applications (id, job_id, position, first_name, middle_name, last_name, pronoun, email, country, country_code, phone, cover_note, subscribe, status, spam, spam_reason, applied_at, updated_at)
     select gen_random_uuid(), j.id, j.title, p.first, null, p.last, null, lower(p.first || '.' || p.last || n || '@' || ${pick(DOMAINS, 'n', 11)}),
       (array['IN', 'IN', 'IN', 'US', 'GB', 'SG'])[1 + n % 6], '+91', '+91' || (9000000000 + (n::bigint * 7919) % 999999999)::text,
       'Six years in ' || lower(j.title) || ' work; I would love to bring it to Finmesh.', n % 3 = 0, ${pick(STATUSES.application, 'n', 3)},
       n % 41 = 0, case when n % 41 = 0 then 'honeypot' end, t.at, t.at
     from generate_series($1::int, $2::int) n,
       lateral (select ${pick(FIRST, 'n', 37)} as first, ${pick(LAST, 'n', 23)} as last) p,
       jobs,
       lateral (select jobs.ids[1 + (n * 7) % cardinality(jobs.ids)] as id, jobs.titles[1 + (n * 7) % cardinality(jobs.ids)] as title) j,
       ${pastInstantOf('n')}`,
    [applications.start, applications.end],
  );
  // Half the applications came with a resume (rows only: the bench never opens the files).
  await db.query(
    `insert into application_files (id, application_id, storage_key, original_name, content_type, size, created_at)
     select gen_random_uuid(), a.id, 'resumes/' || gen_random_uuid() || '.pdf', 'resume.pdf', 'application/pdf', 120000, a.applied_at
     from job_applications a where a.id::text < '8' and not exists (select 1 from application_files f where f.application_id = a.id)`,
  );

  const subscribers = await from('subscribers', size.subscribers);
  await db.query(
    `insert into subscribers (id, email, subscribed_at, is_active, unsubscribed_at, spam, spam_reason, created_at, updated_at)
     select gen_random_uuid(), lower(p.first || '.' || p.last || '.' || n || '@' || ${pick(DOMAINS, 'n', 11)}), t.at, n % 7 <> 0, case when n % 7 = 0 then t.at + interval '30 days' end,
       n % 53 = 0, case when n % 53 = 0 then 'honeypot' end, t.at, t.at
     from generate_series($1::int, $2::int) n,
       lateral (select ${pick(FIRST, 'n', 41)} as first, ${pick(LAST, 'n', 19)} as last) p,
       ${pastInstantOf('n')}`,
    [subscribers.start, subscribers.end],
  );

  const demos = await from('demo_requests', size.demos);
  await db.query(
    `insert into demo_requests (id, first_name, last_name, company_name, designation, email, meeting_date, message, status, notes, spam, spam_reason, created_at, updated_at)
     select gen_random_uuid(), p.first, p.last, case when n % 4 > 0 then ${pick(COMPANIES, 'n', 13)} end, (array['CFO', 'Founder', 'Head of Treasury', 'Partner', null])[1 + n % 5],
       lower(p.first || '.' || p.last || n || '@' || ${pick(DOMAINS, 'n', 11)}), t.at + interval '5 days', ${pick(MESSAGES, 'n', 7)}, ${pick(STATUSES.demo, 'n', 3)},
       case when n % 3 = 0 then 'Called back; wants the lending module first.' end, n % 43 = 0, case when n % 43 = 0 then 'too_fast' end, t.at, t.at
     from generate_series($1::int, $2::int) n,
       lateral (select ${pick(FIRST, 'n', 43)} as first, ${pick(LAST, 'n', 17)} as last) p,
       ${pastInstantOf('n')}`,
    [demos.start, demos.end],
  );
  await db.query('vacuum analyze');
}
