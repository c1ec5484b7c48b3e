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

export const ApplicationsQuery = graphql(`
  query Applications($status: ApplicationStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {
    applications(status: $status, spam: $spam, first: $first, offset: $offset) {
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
