import { publicApolloClient } from '../apollo';
import { leadOutcomeOf } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { BookSeatInput } from '../gql/graphql';
import { BookingQuestionsQuery } from './eventQueries';

export const BookSeatMutation = graphql(`
  mutation BookSeat($input: BookSeatInput!) {
    bookSeat(input: $input) {
      success
      status
      message
    }
  }
`);

/** The questions of the event `slug` as they are now (the team may have changed them), for the dialog; none when they cannot be read: the form works without them. */
export async function bookingQuestions(slug: string): Promise<readonly string[]> {
  try {
    const { data } = await publicApolloClient().query({ query: BookingQuestionsQuery, variables: { slug }, fetchPolicy: 'network-only' });
    return data?.event.questions ?? [];
  } catch {
    return [];
  }
}

/** Loaded with the booking form, with Apollo Client: booked, waitlisted or awaiting approval, each with the server's words. */
export async function bookSeat(input: BookSeatInput): Promise<LeadOutcome> {
  try {
    const { data } = await publicApolloClient().mutate({ mutation: BookSeatMutation, variables: { input } });
    return data?.bookSeat ? { kind: 'sent', message: data.bookSeat.message } : { kind: 'failed' };
  } catch (error) {
    return leadOutcomeOf(error);
  }
}
