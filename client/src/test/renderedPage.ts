import type { ExecuteGraphQL } from '@shared/render-seam';
import { buildTimeData, renderDocument } from '../public/entry-server';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

/** The build's data (the first run's), but for the queries named in `answers`. */
const answering =
  (answers: Readonly<Record<string, Record<string, unknown>>>): ExecuteGraphQL =>
  async (operation) => {
    const name = /^\s*query\s+(\w+)/.exec(operation.query)?.[1];
    const data = name ? answers[name] : undefined;
    return data ? { data } : buildTimeData(operation);
  };

/**
 * A public page as the server renders it (through the server entry, its islands' HTML and props
 * in it), with the first run's data but for the queries named in `answers` (by operation name:
 * what each answers instead), read back as a document to query.
 */
export async function renderedPage(url: string, answers: Readonly<Record<string, Record<string, unknown>>> = {}): Promise<{ status: number; page: Document }> {
  const { status, html } = await renderDocument(url, TEMPLATE, { graphql: answering(answers) });
  return { status, page: new DOMParser().parseFromString(html, 'text/html') };
}

/** The props the server gave an island of the page (what the browser wakes it with). */
export function islandPropsOf<TProps>(page: Document, island: string): TProps | null {
  const props = page.querySelector(`[data-island="${island}"]`)?.getAttribute('data-props');
  return props ? (JSON.parse(props) as TProps) : null;
}
