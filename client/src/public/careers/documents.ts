import { graphql } from '../gql';

/** A job as the careers pages show it: the list's card, the job page and its structured data. */
export const JobPostingFragment = graphql(`
  fragment JobPosting on Job {
    id
    slug
    title
    location
    role
    description
    skills
    postedAt
    createdAt
    details {
      jobTypes
      pay
      expectedHours
      benefits
      schedule
      supplementalPay
      education
      experience
      startDate
    }
  }
`);

/**
 * Every open job (visitors only ever see Active ones): the page filters and pages them itself,
 * with filter options drawn from the jobs (spec section 9). A company's openings fit in one
 * answer; the server's page limit is 100.
 */
export const OpeningsQuery = graphql(`
  query Openings {
    jobs(first: 100) {
      totalCount
      edges {
        node {
          ...JobPosting
        }
      }
    }
  }
`);

export const JobPageQuery = graphql(`
  query JobPage($slug: String!) {
    job(slug: $slug) {
      ...JobPosting
    }
  }
`);

export const ApplyForJobMutation = graphql(`
  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {
    applyForJob(input: $input, resumes: $resumes) {
      success
      message
    }
  }
`);
