import { PUBLIC_FORMS, type PublicForm } from '@rules/forms';
import { formPostPath } from '@shared/render-seam';

/**
 * The public forms that also work without the page's scripts: each is a real `<form method="post">`
 * to `/forms/<name>`, where the server runs the same mutation and answers with the form's own page,
 * showing the thanks, or the form again with its messages and what was typed (`FormPage`). The same
 * page is where the buttons that open a form's overlay lead a visitor whose scripts have not run.
 */
export type PostedFormName = PublicForm;

export const isPostedForm = (name: string | undefined): name is PostedFormName => (PUBLIC_FORMS as readonly string[]).includes(name ?? '');

/** The query parameter of a form's page once the form is stored: it shows the thanks. */
export const SENT_PARAM = 'sent';

/** A form's own page, with the query it takes (the job an application is for). */
export const formPath = (name: PostedFormName, query: Record<string, string | null | undefined> = {}): string => formPostPath(name, query);

/** The attributes that make a form element a plain post to its page: values go in the body, never the address. */
export const postedTo = (name: PostedFormName, query: Record<string, string | null | undefined> = {}) =>
  ({ method: 'post', action: formPath(name, query), ...(name === 'application' ? { encType: 'multipart/form-data' } : {}) }) as const;

/** The query of an application's page: the job (none for an open application) and the position applied for. */
export const applicationQuery = ({ jobId, position }: { jobId: string | null; position: string }) => ({ job: jobId, position });
