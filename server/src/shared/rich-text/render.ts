import { isExternalHref } from '../../rules/rich-text.js';
import { escapeHtml } from '../html.js';
import { MARK_TYPES, type BlockNode, type InlineNode, type ListItemNode, type RichTextDocument, type RichTextMark } from './schema.js';
import { headingsOf } from './text.js';

export interface RenderRichTextOptions {
  /**
   * The HTML of an image of the media library (its `<picture>`, with width and height), given its
   * id and the alternative text the editor gave it (`null`: the library's own); `null` when the
   * library has no such image, which then renders nothing. Trusted: it is our own markup.
   */
  image(mediaId: string, alt: string | null): string | null;
  /** Put before each heading's anchor, should the page have ids of its own the headings' could meet. */
  headingIdPrefix?: string;
}

/** Marks open from the outside in, in this order: a link spans the styled runs inside it as one `<a>`. */
const MARK_ORDER: readonly RichTextMark['type'][] = ['link', ...MARK_TYPES.filter((type) => type !== 'link')];
const TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code', link: 'a' } as const satisfies Record<RichTextMark['type'], string>;

const sameMark = (one: RichTextMark, other: RichTextMark) => one.type === other.type && (one.type !== 'link' || (other.type === 'link' && one.attrs.href === other.attrs.href));
const sameMarkAt = (open: readonly RichTextMark[], marks: readonly RichTextMark[], index: number) => {
  const [one, other] = [open[index], marks[index]];
  return one !== undefined && other !== undefined && sameMark(one, other);
};
const sortedMarks = (marks: readonly RichTextMark[] = []) => [...marks].sort((one, other) => MARK_ORDER.indexOf(one.type) - MARK_ORDER.indexOf(other.type));

function openTag(mark: RichTextMark): string {
  if (mark.type !== 'link') return `<${TAGS[mark.type]}>`;
  const href = escapeHtml(mark.attrs.href);
  return isExternalHref(mark.attrs.href) ? `<a href="${href}" rel="noopener noreferrer">` : `<a href="${href}">`;
}

/** Text runs with their marks, nested as few times as they can be (as ProseMirror's serializer does). */
function renderInline(content: readonly InlineNode[] = []): string {
  let html = '';
  let open: RichTextMark[] = [];
  for (const node of content) {
    const marks = sortedMarks(node.marks);
    let kept = 0;
    while (kept < open.length && kept < marks.length && sameMarkAt(open, marks, kept)) kept++;
    for (const mark of open.slice(kept).reverse()) html += `</${TAGS[mark.type]}>`;
    for (const mark of marks.slice(kept)) html += openTag(mark);
    open = marks;
    html += node.type === 'text' ? escapeHtml(node.text) : '<br>';
  }
  for (const mark of open.reverse()) html += `</${TAGS[mark.type]}>`;
  return html;
}

const hasText = (content: readonly InlineNode[] = []) => content.some((node) => node.type === 'text' && node.text.trim() !== '');

/**
 * The document as HTML, made from the schema alone: each node type has its one element, every text
 * and attribute is escaped, and nothing of the input becomes markup. External links get
 * `rel="noopener noreferrer"`; headings get anchors (`headingsOf` gives the same ids); an image is
 * the media library's markup in a `<figure>` (with its caption), or nothing when the library has
 * no such image. Empty paragraphs (the editor keeps one at the end) and headings are left out.
 */
export function renderRichText(document: RichTextDocument, options: RenderRichTextOptions): string {
  const ids = headingsOf(document, options.headingIdPrefix).map((heading) => heading.id);
  let heading = 0;

  const blocks = (content: readonly (BlockNode | ListItemNode)[]): string => content.map(block).join('');

  function block(node: BlockNode | ListItemNode): string {
    switch (node.type) {
      case 'paragraph':
        return hasText(node.content) ? `<p>${renderInline(node.content)}</p>` : '';
      case 'heading': {
        if (!hasText(node.content)) return '';
        const tag = `h${node.attrs.level}`;
        return `<${tag} id="${escapeHtml(ids[heading++] ?? '')}">${renderInline(node.content)}</${tag}>`;
      }
      case 'bulletList':
        return `<ul>${blocks(node.content)}</ul>`;
      case 'orderedList': {
        const start = node.attrs?.start ?? 1;
        const type = node.attrs?.type;
        return `<ol${start === 1 ? '' : ` start="${start}"`}${type ? ` type="${escapeHtml(type)}"` : ''}>${blocks(node.content)}</ol>`;
      }
      case 'listItem':
        return `<li>${blocks(node.content)}</li>`;
      case 'blockquote':
        return `<blockquote>${blocks(node.content)}</blockquote>`;
      case 'horizontalRule':
        return '<hr>';
      case 'image': {
        const picture = options.image(node.attrs.mediaId, node.attrs.alt ?? null);
        if (picture === null) return '';
        const caption = node.attrs.caption?.trim();
        return `<figure>${picture}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;
      }
    }
  }

  return blocks(document.content);
}
