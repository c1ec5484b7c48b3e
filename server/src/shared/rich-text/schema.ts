/**
 * The rich text's schema: the document TipTap's editor writes (`editor.getJSON()`, StarterKit v3's
 * names) with the parts the back office's editor has and nothing else. The server stores it as
 * JSON and renders HTML from it (`render.ts`); `parse.ts` refuses anything outside it.
 * Dependency-free: the client imports it as `@shared/rich-text/...`.
 */

export const MARK_TYPES = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

export type RichTextMark = { type: Exclude<MarkType, 'link'> } | LinkMark;

/** A link: where it goes (`linkHrefProblem` holds). No target, rel or class from the input: the renderer decides them. */
export interface LinkMark {
  type: 'link';
  attrs: { href: string };
}

export interface TextNode {
  type: 'text';
  /** Never empty (ProseMirror has no empty text nodes). */
  text: string;
  marks?: RichTextMark[];
}

/** A line break inside a paragraph (Shift+Enter). It may carry the marks around it, as TipTap keeps them. */
export interface HardBreakNode {
  type: 'hardBreak';
  marks?: RichTextMark[];
}

export type InlineNode = TextNode | HardBreakNode;

export interface ParagraphNode {
  type: 'paragraph';
  content?: InlineNode[];
}

/** Levels 2 to 4: the page's title is its one level 1. */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface HeadingNode {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content?: InlineNode[];
}

export interface BulletListNode {
  type: 'bulletList';
  content: ListItemNode[];
}

/** HTML's `<ol type>`: TipTap keeps it from pasted lists (Google Docs' "a.", "i."). */
export const ORDERED_LIST_TYPES = ['1', 'a', 'A', 'i', 'I'] as const;
export type OrderedListType = (typeof ORDERED_LIST_TYPES)[number];
export const MAX_LIST_START = 1_000_000;

export interface OrderedListNode {
  type: 'orderedList';
  attrs?: { start?: number; type?: OrderedListType | null };
  content: ListItemNode[];
}

/** A paragraph, then any blocks (TipTap's `paragraph block*`). */
export interface ListItemNode {
  type: 'listItem';
  content: [ParagraphNode, ...BlockNode[]];
}

export interface BlockquoteNode {
  type: 'blockquote';
  content: BlockNode[];
}

export interface HorizontalRuleNode {
  type: 'horizontalRule';
}

/** An image of our own media library, by its id: never an address of another site. */
export interface ImageNode {
  type: 'image';
  attrs: { mediaId: string; alt?: string | null; caption?: string | null };
}

export type BlockNode = ParagraphNode | HeadingNode | BulletListNode | OrderedListNode | BlockquoteNode | HorizontalRuleNode | ImageNode;

export interface RichTextDocument {
  type: 'doc';
  content: BlockNode[];
}

export type RichTextNode = RichTextDocument | BlockNode | ListItemNode | InlineNode;

export const BLOCK_TYPES = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'horizontalRule', 'image'] as const satisfies readonly BlockNode['type'][];
export const INLINE_TYPES = ['text', 'hardBreak'] as const satisfies readonly InlineNode['type'][];
export const NODE_TYPES = ['doc', ...BLOCK_TYPES, 'listItem', ...INLINE_TYPES] as const satisfies readonly RichTextNode['type'][];

/** A media library id: a UUID (the library's ids are v7, but any version is read as one). */
export const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An empty document: what a new post's body starts as (TipTap's own empty document). */
export const EMPTY_RICH_TEXT: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
