import { graphql } from '../gql';

export const JobFieldsFragment = graphql(`
  fragment JobFields on Job {
    id
    slug
    title
    location
    role
    description
    status
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

export const AdminJobsQuery = graphql(`
  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {
    jobs(status: $status, first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          ...JobFields
        }
      }
    }
  }
`);

export const AdminJobQuery = graphql(`
  query AdminJob($id: ID!) {
    job(id: $id) {
      ...JobFields
    }
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateJob($input: JobInput!) {
    createJob(input: $input) {
      message
      job {
        ...JobFields
      }
    }
  }
`);

export const UpdateJobMutation = graphql(`
  mutation UpdateJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      message
      job {
        ...JobFields
      }
    }
  }
`);

export const DeleteJobMutation = graphql(`
  mutation DeleteJob($id: ID!) {
    deleteJob(input: { id: $id }) {
      message
      deletedId
    }
  }
`);

export const ApplicationFieldsFragment = graphql(`
  fragment ApplicationFields on JobApplication {
    id
    position
    firstName
    middleName
    lastName
    email
    phone
    country
    coverNote
    status
    spam
    spamReason
    appliedAt
    files {
      id
      name
      size
      path
    }
  }
`);

export const ApplicationsQuery = graphql(`
  query Applications($status: ApplicationStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {
    applications(status: $status, spam: $spam, first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          ...ApplicationFields
        }
      }
    }
  }
`);

export const UpdateApplicationStatusMutation = graphql(`
  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!) {
    updateApplicationStatus(input: { id: $id, status: $status }) {
      message
      application {
        ...ApplicationFields
      }
    }
  }
`);

export const MarkApplicationNotSpamMutation = graphql(`
  mutation MarkApplicationNotSpam($id: ID!) {
    markJobApplicationNotSpam(input: { id: $id }) {
      message
      application {
        ...ApplicationFields
      }
    }
  }
`);

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(input: { id: $id }) {
      message
      deletedId
    }
  }
`);

export const ResumeLinkQuery = graphql(`
  query ResumeLink($fileId: ID!) {
    resumeLink(fileId: $fileId)
  }
`);
