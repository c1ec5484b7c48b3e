import { useMarkNotSpam } from '../ui/spam';
import { useAdminMutation } from '../ui/useAdminMutation';
import { MarkSubscriberNotSpamMutation, SubscribersQuery, UnsubscribeSubscriberMutation } from './documents';
import { NEWSLETTER_SCREEN_MESSAGES as MESSAGES } from './messages';

/** Takes an address off the list; the row shows it unsubscribed from the answer. */
export const useUnsubscribe = () =>
  useAdminMutation(UnsubscribeSubscriberMutation, {
    succeeded: (data, { email }) => data?.unsubscribeSubscriber.message ?? `Successfully unsubscribed ${email}.`,
    failed: MESSAGES.unsubscribeFailed,
  });

/** Files a signup the spam guard held as new. */
export const useMarkSubscriberNotSpam = () => useMarkNotSpam(MarkSubscriberNotSpamMutation, SubscribersQuery);
