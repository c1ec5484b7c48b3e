import { publicApolloClient } from '../apollo';
import { leadOutcomeOf } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { SpamGuardFields } from '../forms/useFormToken';

export const SubscribeMutation = graphql(`
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      message
      subscriber {
        id
        email
        isActive
      }
    }
  }
`);

/** Loaded on demand by the signup, with Apollo Client, the first time a visitor needs it. */
export async function subscribeToNewsletter(email: string, guard: SpamGuardFields): Promise<LeadOutcome> {
  try {
    const input = { email, website: guard.website, formToken: guard.formToken ?? undefined };
    const { data } = await publicApolloClient().mutate({ mutation: SubscribeMutation, variables: { input } });
    return { kind: 'sent', message: data?.subscribe.message ?? '' };
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
