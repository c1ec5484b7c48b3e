import { formMutation } from '../forms/formMutation';

/** The Contact page's and the Services page's message mutation. */
export const contactSubmission = formMutation(() => import('./submitContactForm').then((module) => module.submitContactForm));
