import { newsletterEmail } from '@rules/newsletter';
import type { FormDefinition } from '../forms/useCheckedForm';
import { NEWSLETTER_CLIENT_MESSAGES } from './messages';

export interface Signup {
  email: string;
}

/** The newsletter signup: the browser checks the shared rule first; the server checks it again. */
export const SIGNUP_FIELDS: FormDefinition<Signup, 'email'> = {
  empty: { email: '' },
  problems: ({ email }) => {
    const broken = newsletterEmail(email);
    return broken ? { email: broken } : {};
  },
  serverField: () => 'email',
  messages: NEWSLETTER_CLIENT_MESSAGES,
};
