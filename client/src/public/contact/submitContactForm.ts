import { publicApolloClient } from '../apollo';
import { leadOutcomeOf } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { SubmitContactFormInput } from '../gql/graphql';

const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($input: SubmitContactFormInput!) {
    submitContactForm(input: $input) {
      success
      message
    }
  }
`);

/** Loaded on demand by `useSubmitContactForm`, with Apollo Client. */
export async function submitContactForm(input: SubmitContactFormInput): Promise<LeadOutcome> {
  try {
    const { data } = await publicApolloClient().mutate({ mutation: SubmitContactFormMutation, variables: { input } });
    const payload = data?.submitContactForm;
    if (!payload) return { kind: 'failed' };
    return payload.success ? { kind: 'sent', message: payload.message } : { kind: 'refused', message: payload.message };
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
