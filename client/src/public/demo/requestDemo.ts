import { publicApolloClient } from '../apollo';
import { leadOutcomeOf, leadOutcomeOfPayload } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { RequestDemoInput } from '../gql/graphql';

export const RequestDemoMutation = graphql(`
  mutation RequestDemo($input: RequestDemoInput!) {
    requestDemo(input: $input) {
      success
      message
    }
  }
`);

/** Loaded with the demo overlay's form, with Apollo Client. */
export async function requestDemo(input: RequestDemoInput): Promise<LeadOutcome> {
  try {
    const { data } = await publicApolloClient().mutate({ mutation: RequestDemoMutation, variables: { input } });
    return leadOutcomeOfPayload(data?.requestDemo);
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
