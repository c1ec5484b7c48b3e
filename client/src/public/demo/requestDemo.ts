import { publicApolloClient } from '../apollo';
import { leadOutcomeOf } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { RequestDemoInput } from '../gql/graphql';

const RequestDemoMutation = graphql(`
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
    const payload = data?.requestDemo;
    if (!payload) return { kind: 'failed' };
    return payload.success ? { kind: 'sent', message: payload.message } : { kind: 'refused', message: payload.message };
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
