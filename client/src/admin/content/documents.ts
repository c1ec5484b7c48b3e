import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type { ContentStatus } from '@rules/content';
import type { ContentKind, KindDocument } from '@rules/content-kinds';
import type { RevisionRow } from '../kit/content/ContentRevisions';

/**
 * A declared kind's GraphQL documents, written from its declaration (`@rules/content-kinds`), as
 * the server's factory writes its schema from the same one: every kind's screen is one component.
 * Their answers are read under fixed aliases (`items`, `item`, `result`), whatever the kind's names.
 * schema.graphql and the permission table hold the server to these names.
 */
export interface KindItem {
  id: string;
  slug: string;
  status: ContentStatus;
  version: number;
  position: number;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** The kind's fields by name: text (null when empty), a number, a list of paragraphs, or a rich text's document. */
  values: Record<string, string | number | readonly string[] | KindDocument | null>;
}

/** An item as the API answers it: its fields among the columns. */
type RawItem = Omit<KindItem, 'values'> & Record<string, unknown>;

export interface KindDocuments {
  list: TypedDocumentNode<{ items: RawItem[] }, { status?: ContentStatus | null }>;
  one: TypedDocumentNode<{ item: RawItem }, { id: string }>;
  revisions: TypedDocumentNode<{ revisions: RevisionRow[] }, { id: string }>;
  create: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: Record<string, unknown> }>;
  update: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: Record<string, unknown> }>;
  publish: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: { id: string; version: number } }>;
  schedule: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: { id: string; version: number; publishAt: string } }>;
  unpublish: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: { id: string; version: number } }>;
  archive: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: { id: string; version: number } }>;
  restore: TypedDocumentNode<{ result: { message: string; item: RawItem } }, { input: { id: string; version: number; revisionId: string } }>;
}

const made = new Map<string, KindDocuments>();

/**
 * A document from text made at run time. Parsed here rather than with the `gql` tag, which codegen
 * would read as one of the client's static documents; typed by `KindDocuments`.
 */
const documentOf = <TData, TVariables>(text: string) => parse(text) as TypedDocumentNode<TData, TVariables>;

/** The kind's documents, made once per kind (Apollo tells queries apart by document). */
export function documentsOf(kind: ContentKind): KindDocuments {
  const existing = made.get(kind.typeName);
  if (existing) return existing;
  const { noun, nouns } = kind;
  const key = noun.charAt(0).toLowerCase() + noun.slice(1);
  const selection = `id slug status version position publishAt publishedAt updatedAt ${[kind.title, ...kind.fields].map((field) => field.name).join(' ')}`;
  const change = <TVariables>(verb: string, field = `${verb}${noun}`, input = `${verb.charAt(0).toUpperCase()}${verb.slice(1)}${noun}Input`) =>
    documentOf<{ result: { message: string; item: RawItem } }, TVariables>(
      `mutation ${input.replace(/Input$/, '')}($input: ${input}!) { result: ${field}(input: $input) { message item: ${key} { ${selection} } } }`,
    );
  const documents: KindDocuments = {
    list: documentOf(`query Admin${noun}List($status: ContentStatus) { items: ${nouns}(status: $status) { ${selection} } }`),
    one: documentOf(`query Admin${noun}($id: ID!) { item: ${key}(id: $id) { ${selection} } }`),
    revisions: documentOf(`query Admin${noun}Revisions($id: ID!) { revisions: ${key}Revisions(id: $id) { id version status changed byKind byName createdAt } }`),
    create: change('create'),
    update: change('update'),
    publish: change('publish'),
    schedule: change('schedule'),
    unpublish: change('unpublish'),
    archive: change('archive'),
    restore: change('restore', `restore${noun}Revision`, `Restore${noun}RevisionInput`),
  };
  made.set(kind.typeName, documents);
  return documents;
}

/** An item as the screens read it: the kind's fields under `values`. */
export function itemOf(kind: ContentKind, raw: RawItem): KindItem {
  const values = Object.fromEntries([kind.title, ...kind.fields].map((field) => [field.name, (raw[field.name] ?? null) as KindItem['values'][string]]));
  return { id: raw.id, slug: raw.slug, status: raw.status, version: raw.version, position: raw.position, publishAt: raw.publishAt, publishedAt: raw.publishedAt, updatedAt: raw.updatedAt, values };
}
