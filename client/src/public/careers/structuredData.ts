import { BRAND } from '../../content/brand';
import { jobPath, postedOn, type JobPosting } from './jobs';

/** schema.org's names for the job types the site uses. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The job as schema.org `JobPosting` structured data, for search engines' job listings. The
 * description is HTML, as they expect; `origin` is the site's address.
 */
export function jobPostingData(job: JobPosting, origin: string): Record<string, unknown> {
  const description = [
    ...job.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    job.details.experience.length > 0 ? `<ul>${job.details.experience.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
    job.details.benefits.length > 0 ? `<ul>${job.details.benefits.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
  ].join('');
  const remote = /remote/i.test(job.location ?? '');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description || `<p>${escapeHtml(job.title)}</p>`,
    datePosted: postedOn(job).slice(0, 10),
    employmentType: job.details.jobTypes.map((type) => EMPLOYMENT_TYPES[type] ?? 'OTHER'),
    hiringOrganization: { '@type': 'Organization', name: BRAND.legalName, sameAs: origin, logo: `${origin}/favicon.svg` },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location ?? BRAND.city, addressCountry: BRAND.countryCode },
    },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: BRAND.country } } : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    ...(job.details.education ? { educationRequirements: job.details.education } : {}),
    directApply: true,
    url: `${origin}${jobPath(job)}`,
    identifier: { '@type': 'PropertyValue', name: BRAND.name, value: job.id },
  };
}
