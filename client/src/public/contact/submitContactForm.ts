import { publicApolloClient } from '../apollo';
import { leadOutcomeOf, leadOutcomeOfPayload } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { SubmitContactFormInput } from '../gql/graphql';

export const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($input: SubmitContactFormInput!) {
    submitContactForm(input: $input) {
      success
      message
    }
  }
`);

/** Loaded on demand (`contactSubmission`), with Apollo Client. */
export async function submitContactForm(input: SubmitContactFormInput): Promise<LeadOutcome> {
  try {
    const { data } = await publicApolloClient().mutate({ mutation: SubmitContactFormMutation, variables: { input } });
    return leadOutcomeOfPayload(data?.submitContactForm);
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
