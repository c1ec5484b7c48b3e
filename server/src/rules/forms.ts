/**
 * The public forms: each is admitted by the spam guard and counted by the rate limit under its
 * name, and each has a plain post at `/forms/<name>` (the client's `forms/formPages.ts`).
 */
export const PUBLIC_FORMS = ['newsletter', 'contact', 'services', 'demo', 'application', 'booking'] as const;

export type PublicForm = (typeof PUBLIC_FORMS)[number];
