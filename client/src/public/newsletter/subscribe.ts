import { refusalOf } from '../../app/graphql-errors';
import { publicApolloClient } from '../apollo';
import { graphql } from '../gql';
import type { SpamGuardFields } from '../forms/useFormToken';
import { NEWSLETTER_CLIENT_MESSAGES, type SubscribeOutcome } from './messages';

const SubscribeMutation = graphql(`
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

/** Loaded on demand by `useSubscribe`, with Apollo Client, the first time a visitor needs it. */
export async function subscribeToNewsletter(email: string, guard: SpamGuardFields): Promise<SubscribeOutcome> {
  try {
    const input = { email, website: guard.website, formToken: guard.formToken ?? undefined };
    const { data } = await publicApolloClient().mutate({ mutation: SubscribeMutation, variables: { input } });
    return { kind: 'subscribed', message: data?.subscribe.message || NEWSLETTER_CLIENT_MESSAGES.subscribed };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) return { kind: 'failed', message: NEWSLETTER_CLIENT_MESSAGES.failed };
    if (refusal.code === 'BAD_USER_INPUT' && refusal.fields[0]) return { kind: 'invalid', message: refusal.fields[0].message };
    return { kind: 'refused', message: refusal.message || NEWSLETTER_CLIENT_MESSAGES.refused };
  }
}
