/**
 * The spam guard's `formStart` token (see server/src/domain/form-guard.ts): a signed "form shown
 * now". Plain `fetch`, so a page can ask for it as it loads without bringing in a GraphQL client.
 */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'FormStart', query: 'query FormStart { formStart }', variables: {} }),
    });
    const body = (await response.json()) as { data?: { formStart?: unknown } | null };
    return typeof body.data?.formStart === 'string' ? body.data.formStart : null;
  } catch {
    return null;
  }
}

let shownWithPage: Promise<string | null> | undefined;

/**
 * The token for the forms that are part of the page: asked for once, as the page loads (the
 * islands' loader starts it), since that is when the visitor first saw them.
 */
export function pageFormToken(): Promise<string | null> {
  shownWithPage ??= fetchFormToken();
  return shownWithPage;
}
