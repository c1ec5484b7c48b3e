/** The newsletter's sign-up form, in the footer, the home page and its own page (see `islands/island.ts`). */
export const newsletterSignup = () => import('./NewsletterSignup').then((module) => module.NewsletterSignup);
