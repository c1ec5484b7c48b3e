import { linkHrefProblem, RICH_TEXT_LIMITS as LIMITS, RICH_TEXT_MESSAGES as MESSAGES } from '../../rules/rich-text.js';
import { hasControlCharacters, hasLineBreaks, hasLoneSurrogates } from '../../rules/rule.js';
import {
  BLOCK_TYPES,
  HEADING_LEVELS,
  INLINE_TYPES,
  MARK_TYPES,
  MAX_LIST_START,
  MEDIA_ID,
  ORDERED_LIST_TYPES,
  type HeadingLevel,
  type ImageNode,
  type MarkType,
  type NODE_TYPES,
  type OrderedListNode,
  type RichTextDocument,
  type RichTextMark,
} from './schema.js';

export type ParsedRichText = { document: RichTextDocument } | { errors: string[] };

/** What a node of each type may hold, and which of its properties and attributes exist. */
interface NodeRule {
  /** The node types its `content` takes; none: it has no content. */
  content?: readonly string[];
  /** Its content may be left out or empty (a paragraph); otherwise it holds one node at least. */
  mayBeEmpty?: boolean;
  attrs?: readonly string[];
  /** Whether it carries marks (inline nodes). */
  marks?: boolean;
}

const BLOCKS: readonly string[] = BLOCK_TYPES;
const INLINE: readonly string[] = INLINE_TYPES;

const RULES: Readonly<Record<(typeof NODE_TYPES)[number], NodeRule>> = {
  doc: { content: BLOCKS, mayBeEmpty: true },
  paragraph: { content: INLINE, mayBeEmpty: true },
  heading: { content: INLINE, mayBeEmpty: true, attrs: ['level'] },
  bulletList: { content: ['listItem'] },
  orderedList: { content: ['listItem'], attrs: ['start', 'type'] },
  listItem: { content: BLOCKS },
  blockquote: { content: BLOCKS },
  horizontalRule: {},
  image: { attrs: ['mediaId', 'alt', 'caption'] },
  text: { marks: true },
  hardBreak: { marks: true },
};

/** Thrown to stop at a cap or at the most problems worth reporting; what was found is in `Walk.errors`. */
class Stop extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (record: Record<string, unknown>, key: string) => Object.hasOwn(record, key);
const isNodeType = (type: string): type is keyof typeof RULES => Object.hasOwn(RULES, type);
const isMarkType = (type: string): type is MarkType => (MARK_TYPES as readonly string[]).includes(type);

/**
 * One pass over the document: each node is looked at once, and every count is checked before the
 * nodes it counts are visited, so the work is bounded by the caps whatever the input.
 */
class Walk {
  readonly errors: string[] = [];
  private nodes = 0;
  private textChars = 0;
  private links = 0;

  problem(message: string, path: string): void {
    this.errors.push(MESSAGES.at(message, path));
    if (this.errors.length >= LIMITS.maxProblems) {
      this.errors.push(MESSAGES.tooManyProblems);
      throw new Stop();
    }
  }

  /** Stops everything: a cap that makes looking further pointless. */
  refuse(message: string): never {
    this.errors.push(message);
    throw new Stop();
  }

  document(value: unknown): RichTextDocument | null {
    if (!isRecord(value) || value.type !== 'doc') this.refuse(MESSAGES.notADocument);
    // `node` builds nothing but the schema's shapes, from values it checked.
    return this.node(value, 'the document', 0, ['doc'], 'document') as unknown as RichTextDocument | null;
  }

  /**
   * The node at `path`, checked, as a fresh object with only the schema's properties; `null` when
   * it has problems (they are recorded). `allowed` are the types its parent takes there.
   */
  private node(value: unknown, path: string, depth: number, allowed: readonly string[], parent: string): Record<string, unknown> | null {
    if (depth > LIMITS.maxDepth) this.refuse(MESSAGES.tooDeep);
    if (!isRecord(value) || typeof value.type !== 'string') {
      this.problem(MESSAGES.notANode, path);
      return null;
    }
    const type = value.type;
    if (!isNodeType(type)) {
      this.problem(MESSAGES.unknownNode(type), path);
      return null;
    }
    if (!allowed.includes(type)) {
      this.problem(MESSAGES.misplaced(type, parent), path);
      return null;
    }
    const rule = RULES[type];
    let fine = this.properties(value, type, rule, path);
    const node: Record<string, unknown> = { type };

    if (rule.attrs && has(value, 'attrs')) {
      const attrs = this.attrs(value.attrs, type, rule.attrs, path);
      if (attrs === null) fine = false;
      else node.attrs = attrs;
    } else if (type === 'heading' || type === 'image') {
      this.problem(type === 'heading' ? MESSAGES.headingLevel : MESSAGES.imageMediaId, path);
      fine = false;
    }

    if (rule.content) {
      const content = this.content(value, type, rule, path, depth);
      if (content === null) fine = false;
      // An empty paragraph has no `content`, as ProseMirror writes it; the document always has one.
      else if (content.length > 0 || type === 'doc') node.content = content;
    }

    if (rule.marks && has(value, 'marks')) {
      const marks = this.marks(value.marks, `${path}.marks`);
      if (marks === null) fine = false;
      else if (marks.length > 0) node.marks = marks;
    }

    if (type === 'text') {
      const text = this.text(value.text, path);
      if (text === null) fine = false;
      else node.text = text;
    }
    return fine ? node : null;
  }

  /** Its properties are the schema's; an attribute of a node that has none is named as such. */
  private properties(value: Record<string, unknown>, type: keyof typeof RULES, rule: NodeRule, path: string): boolean {
    let fine = true;
    for (const key of Object.keys(value)) {
      const known = key === 'type' || (key === 'attrs' && rule.attrs) || (key === 'content' && rule.content) || (key === 'marks' && rule.marks) || (key === 'text' && type === 'text');
      if (known) continue;
      fine = false;
      if (key === 'attrs' && isRecord(value.attrs) && Object.keys(value.attrs).length > 0) this.unknownAttributes(value.attrs, type, [], path);
      else this.problem(MESSAGES.unknownProperty(key, type), path);
    }
    return fine;
  }

  /** Names each attribute not in `names`; whether there was none. */
  private unknownAttributes(attrs: Record<string, unknown>, type: string, names: readonly string[], path: string): boolean {
    let fine = true;
    for (const key of Object.keys(attrs)) {
      if (names.includes(key)) continue;
      this.problem(MESSAGES.unknownAttribute(key, type), path);
      fine = false;
    }
    return fine;
  }

  private content(value: Record<string, unknown>, type: string, rule: NodeRule, path: string, depth: number): Record<string, unknown>[] | null {
    const content = value.content ?? [];
    if (!Array.isArray(content)) {
      this.problem(MESSAGES.notAList('content'), path);
      return null;
    }
    if (content.length === 0 && !rule.mayBeEmpty) {
      this.problem(MESSAGES.empty(type), path);
      return null;
    }
    // Counted before the children are looked at: a list of a million nodes stops here.
    this.nodes += content.length;
    if (this.nodes > LIMITS.maxNodes) this.refuse(MESSAGES.tooManyNodes);
    const checked: Record<string, unknown>[] = [];
    let fine = true;
    content.forEach((child: unknown, index) => {
      const childPath = path === 'the document' ? `content[${index}]` : `${path}.content[${index}]`;
      const node = this.node(child, childPath, depth + 1, rule.content ?? [], type);
      if (node === null) fine = false;
      else checked.push(node);
    });
    if (fine && type === 'listItem' && checked[0]?.type !== 'paragraph') {
      this.problem(MESSAGES.listItemStart, path);
      return null;
    }
    return fine ? checked : null;
  }

  private attrs(value: unknown, type: keyof typeof RULES, names: readonly string[], path: string): Record<string, unknown> | null {
    if (!isRecord(value)) {
      this.problem(MESSAGES.notAnObject('attrs'), path);
      return null;
    }
    if (!this.unknownAttributes(value, type, names, path)) return null;
    switch (type) {
      case 'heading':
        if (!(HEADING_LEVELS as readonly unknown[]).includes(value.level)) {
          this.problem(MESSAGES.headingLevel, path);
          return null;
        }
        return { level: value.level as HeadingLevel };
      case 'orderedList':
        return this.orderedListAttrs(value, path);
      case 'image':
        return this.imageAttrs(value, path);
      default:
        return null;
    }
  }

  private orderedListAttrs(value: Record<string, unknown>, path: string): NonNullable<OrderedListNode['attrs']> | null {
    const attrs: NonNullable<OrderedListNode['attrs']> = {};
    let fine = true;
    if (has(value, 'start')) {
      const start = value.start;
      if (typeof start !== 'number' || !Number.isInteger(start) || start < 0 || start > MAX_LIST_START) {
        this.problem(MESSAGES.listStart, path);
        fine = false;
      } else attrs.start = start;
    }
    if (has(value, 'type')) {
      const listType = value.type;
      if (listType === null) attrs.type = null;
      else if (typeof listType === 'string' && (ORDERED_LIST_TYPES as readonly string[]).includes(listType)) attrs.type = listType as (typeof ORDERED_LIST_TYPES)[number];
      else {
        this.problem(MESSAGES.listType, path);
        fine = false;
      }
    }
    return fine ? attrs : null;
  }

  private imageAttrs(value: Record<string, unknown>, path: string): ImageNode['attrs'] | null {
    let fine = true;
    const mediaId = value.mediaId;
    if (typeof mediaId !== 'string' || !MEDIA_ID.test(mediaId)) {
      this.problem(MESSAGES.imageMediaId, path);
      fine = false;
    }
    const attrs: ImageNode['attrs'] = { mediaId: mediaId as string };
    for (const [name, max, notText, tooLong, label] of [
      ['alt', LIMITS.maxAltChars, MESSAGES.altNotText, MESSAGES.altTooLong, 'An image’s alternative text'],
      ['caption', LIMITS.maxCaptionChars, MESSAGES.captionNotText, MESSAGES.captionTooLong, 'An image’s caption'],
    ] as const) {
      if (!has(value, name)) continue;
      const text = value[name];
      if (text === null) {
        attrs[name] = null;
        continue;
      }
      const problem = typeof text !== 'string' ? notText : text.length > max ? tooLong : hasLineBreaks(text) ? MESSAGES.oneLine(label) : this.characterProblem(text);
      if (problem) {
        this.problem(problem, path);
        fine = false;
      } else attrs[name] = text as string;
    }
    return fine ? attrs : null;
  }

  private marks(value: unknown, path: string): RichTextMark[] | null {
    if (!Array.isArray(value)) {
      this.problem(MESSAGES.notAList('marks'), path);
      return null;
    }
    // No cap needed: past the six styles every entry is a problem, and problems stop at `maxProblems`.
    const marks: RichTextMark[] = [];
    let fine = true;
    value.forEach((entry: unknown, index) => {
      const mark = this.mark(entry, `${path}[${index}]`, marks);
      if (mark === null) fine = false;
      else marks.push(mark);
    });
    return fine ? marks : null;
  }

  private mark(mark: unknown, path: string, before: readonly RichTextMark[]): RichTextMark | null {
    if (!isRecord(mark) || typeof mark.type !== 'string') {
      this.problem(MESSAGES.notANode, path);
      return null;
    }
    const type = mark.type;
    if (!isMarkType(type)) {
      this.problem(MESSAGES.unknownMark(type), path);
      return null;
    }
    if (before.some((other) => other.type === type)) {
      this.problem(MESSAGES.duplicateMark(type), path);
      return null;
    }
    let fine = true;
    for (const key of Object.keys(mark)) {
      if (key === 'type' || (key === 'attrs' && isRecord(mark.attrs))) continue;
      this.problem(MESSAGES.unknownProperty(key, type), path);
      fine = false;
    }
    const attrs = isRecord(mark.attrs) ? mark.attrs : {};
    if (!this.unknownAttributes(attrs, type, type === 'link' ? ['href'] : [], path) || !fine) return null;
    if (type !== 'link') return { type };
    // Counted before the address is read: each is a URL to parse.
    if (++this.links > LIMITS.maxLinks) this.refuse(MESSAGES.tooManyLinks);
    const problem = linkHrefProblem(attrs.href);
    if (problem) {
      this.problem(problem, path);
      return null;
    }
    return { type: 'link', attrs: { href: attrs.href as string } };
  }

  private text(value: unknown, path: string): string | null {
    if (typeof value !== 'string' || value === '') {
      this.problem(MESSAGES.textNotText, path);
      return null;
    }
    // Counted before it is read: one text node of a million characters stops here.
    this.textChars += value.length;
    if (this.textChars > LIMITS.maxTextChars) this.refuse(MESSAGES.tooLong);
    const problem = this.characterProblem(value);
    if (problem) {
      this.problem(problem, path);
      return null;
    }
    return value;
  }

  private characterProblem(text: string): string | null {
    if (hasControlCharacters(text)) return MESSAGES.controlCharacters;
    if (hasLoneSurrogates(text)) return MESSAGES.loneSurrogates;
    return null;
  }
}

/**
 * The editor's document checked against the schema, strictly: anything it does not know (a node
 * type, a style, an attribute, a property) is refused by name, never dropped, so what the editor
 * sent is stored whole or not at all. Takes the document as parsed JSON or as JSON text (checked
 * for size before it is parsed). Linear in the input, and bounded by `RICH_TEXT_LIMITS`.
 */
export function parseRichText(json: unknown): ParsedRichText {
  let value = json;
  if (typeof json === 'string') {
    if (json.length > LIMITS.maxJsonChars) return { errors: [MESSAGES.tooLarge] };
    try {
      value = JSON.parse(json);
    } catch {
      return { errors: [MESSAGES.notJson] };
    }
  }
  const walk = new Walk();
  let document: RichTextDocument | null = null;
  try {
    document = walk.document(value);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return document && walk.errors.length === 0 ? { document } : { errors: walk.errors };
}
