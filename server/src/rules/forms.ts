/**
 * The public forms: each is admitted by the spam guard and counted by the rate limit under its
 * name, and each has a plain post at `/forms/<name>` (the client's `forms/formPages.ts`).
 */
export const PUBLIC_FORMS = ['newsletter', 'contact', 'services', 'demo', 'application', 'booking'] as const;

export type PublicForm = (typeof PUBLIC_FORMS)[number];

/**
 * Public posts that are not forms of the site but are counted per client address by the same
 * limit: asking for a password reset link (issue P22).
 */
export const LIMITED_POSTS = ['password_reset'] as const;

/** What the per-address rate limit counts: each public form, and each other limited post. */
export type LimitedPost = PublicForm | (typeof LIMITED_POSTS)[number];
