import { graphql } from '../gql';

export const AdminJobsQuery = graphql(`
  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {
    jobs(status: $status, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...JobListings_job
        }
      }
    }
  }
`);

export const AdminJobQuery = graphql(`
  query AdminJob($id: ID!) {
    job(id: $id) {
      ...JobFormPage_job
    }
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateJob($input: CreateJobInput!) {
    createJob(input: $input) {
      message
      job {
        ...JobFormPage_job
        ...JobListings_job
      }
    }
  }
`);

export const UpdateJobMutation = graphql(`
  mutation UpdateJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      message
      job {
        ...JobFormPage_job
        ...JobListings_job
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

/** One application by its global id: the record a link opens (the Activity screen's, issue P19). */
export const OpenedApplicationQuery = graphql(`
  query OpenedApplication($id: ID!) {
    node(id: $id) {
      id
      ... on JobApplication {
        ...Applications_application
      }
    }
  }
`);

export const ApplicationsQuery = graphql(`
  query Applications($status: ApplicationStatus, $spam: Boolean!, $jobId: ID, $first: Int!, $offset: Int!) {
    applications(status: $status, spam: $spam, jobId: $jobId, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...Applications_application
        }
      }
    }
  }
`);

/** One column of the applications board: one status (never what the spam guard held), newest first, paged by cursor. */
export const ApplicationColumnQuery = graphql(`
  query ApplicationColumn($status: ApplicationStatus!, $jobId: ID, $first: Int!, $after: String) {
    applications(status: $status, spam: false, jobId: $jobId, first: $first, after: $after) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...ApplicationCard_application
        }
      }
    }
  }
`);

/** The jobs to choose from above the applications, newest first (the most a page holds). */
export const JobChoicesQuery = graphql(`
  query JobChoices($first: Int!) {
    jobs(first: $first) {
      edges {
        node {
          id
          title
          status
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
        ...Applications_application
      }
    }
  }
`);

export const MarkApplicationNotSpamMutation = graphql(`
  mutation MarkApplicationNotSpam($id: ID!) {
    markJobApplicationNotSpam(input: { id: $id }) {
      message
      application {
        ...Applications_application
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
