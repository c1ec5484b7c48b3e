import { graphql } from '../gql';

export const PrivacyLookupQuery = graphql(`
  query PrivacyLookup($email: String!) {
    privacyLookup(email: $email) {
      email
      total
      suppressed
      areas {
        name
        label
        count
      }
    }
  }
`);

export const ExportPersonMutation = graphql(`
  mutation ExportPerson($input: ExportPersonInput!) {
    exportPerson(input: $input) {
      url
      expiresAt
    }
  }
`);

export const ErasePersonMutation = graphql(`
  mutation ErasePerson($input: ErasePersonInput!) {
    erasePerson(input: $input) {
      message
      email
      total
      files
      areas {
        name
        label
        count
      }
    }
  }
`);
