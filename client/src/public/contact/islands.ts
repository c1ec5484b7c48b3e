/** The Contact page's island (see `islands/island.ts`), also on the form's own page (`form-pages/FormPage`). */
export const contactForm = () => import('./ContactForm').then((module) => module.ContactForm);
