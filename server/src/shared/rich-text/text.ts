import type { BlockNode, HeadingLevel, InlineNode, ListItemNode, RichTextDocument } from './schema.js';

/** Words an adult reads in a minute, on a screen (the usual figure for reading-time estimates). */
export const WORDS_PER_MINUTE = 230;

type Container = RichTextDocument | BlockNode | ListItemNode;

const inlineText = (content: readonly InlineNode[] | undefined): string => (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

/** Each block of text in reading order (paragraphs and headings, in lists and quotes too), with the heading's level when it is one. */
function* textBlocks(node: Container): Generator<{ text: string; level?: HeadingLevel }> {
  switch (node.type) {
    case 'paragraph':
      yield { text: inlineText(node.content) };
      return;
    case 'heading':
      yield { text: inlineText(node.content), level: node.attrs.level };
      return;
    case 'horizontalRule':
    case 'image':
      return;
    default:
      for (const child of node.content as readonly Container[]) yield* textBlocks(child);
  }
}

/** The text alone, a block a line (line breaks kept), for search, word counts and summaries. */
export function plainTextOf(document: RichTextDocument): string {
  return Array.from(textBlocks(document), (block) => block.text).join('\n');
}

export function wordCountOf(document: RichTextDocument): number {
  return plainTextOf(document).match(/\S+/g)?.length ?? 0;
}

/** Minutes to read it at `WORDS_PER_MINUTE`, rounded, and at least 1. */
export function readingMinutes(document: RichTextDocument): number {
  return Math.max(1, Math.round(wordCountOf(document) / WORDS_PER_MINUTE));
}

/** The media library's ids of its images, each once, in order (for "used by" and the alt-text check). */
export function imageIdsOf(document: RichTextDocument): string[] {
  const ids = new Set<string>();
  const visit = (node: Container): void => {
    if (node.type === 'image') ids.add(node.attrs.mediaId);
    else if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'horizontalRule') for (const child of node.content as readonly Container[]) visit(child);
  };
  visit(document);
  return [...ids];
}

/** Whether there is nothing to read or see: no text but spaces, and no image. */
export function isEmptyRichText(document: RichTextDocument): boolean {
  return plainTextOf(document).trim() === '' && imageIdsOf(document).length === 0;
}

/**
 * A summary of at most `maxChars` characters from its paragraphs (headings left out), on one line,
 * cut at a word's end with "…" when it is longer: a post list's teaser, a page's description.
 */
export function excerptOf(document: RichTextDocument, maxChars: number): string {
  let text = '';
  for (const block of textBlocks(document)) {
    if (block.level !== undefined) continue;
    text = `${text} ${block.text.replace(/\s+/g, ' ')}`.trim();
    if (text.length > maxChars) break;
  }
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, Math.max(0, maxChars - 1));
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** An anchor for a heading's text: lower case letters and digits joined by `-` ("What we fund" -> `what-we-fund`). */
export function slugOfHeading(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'section'
  );
}

export interface HeadingEntry {
  level: HeadingLevel;
  text: string;
  /** Its anchor on the page, as `renderRichText` writes it: unique in the document (`-2`, `-3` for a repeated text). */
  id: string;
}

/** The headings in order with their anchors (empty ones left out, as the renderer does): a table of contents, and the ids the renderer gives them. */
export function headingsOf(document: RichTextDocument, idPrefix = ''): HeadingEntry[] {
  const taken = new Set<string>();
  // The last number given to each text, so a hundred headings of one text do not count up from 2 each time.
  const counters = new Map<string, number>();
  const headings: HeadingEntry[] = [];
  for (const block of textBlocks(document)) {
    if (block.level === undefined || block.text.trim() === '') continue;
    const slug = `${idPrefix}${slugOfHeading(block.text)}`;
    let id = slug;
    let count = counters.get(slug) ?? 1;
    while (taken.has(id)) id = `${slug}-${++count}`;
    counters.set(slug, count);
    taken.add(id);
    headings.push({ level: block.level, text: block.text.replace(/\s+/g, ' ').trim(), id });
  }
  return headings;
}
