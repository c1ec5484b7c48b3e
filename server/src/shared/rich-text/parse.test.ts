import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MESSAGES as MESSAGES } from '../../rules/rich-text.js';
import { parseRichText } from './parse.js';
import type { BlockNode, RichTextDocument } from './schema.js';

const MEDIA_ID = '0193a5b0-7c1e-7d3a-9f10-2b3c4d5e6f70';

/** A document as TipTap's editor writes it (`editor.getJSON()`), with every part of the schema. */
const EVERYTHING: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why revenue-based finance' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plain, ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'bold' },
        { type: 'text', text: ', ' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }], text: 'all of them' },
        { type: 'hardBreak', marks: [{ type: 'bold' }] },
        { type: 'text', marks: [{ type: 'code' }], text: 'npm start' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
            { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
          ],
        },
      ],
    },
    { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Three' }] }] }] },
    {
      type: 'blockquote',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'A quote' }] },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'In a quote' }] },
      ],
    },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { mediaId: MEDIA_ID, alt: 'A chart of revenue', caption: null } },
    { type: 'image', attrs: { mediaId: MEDIA_ID } },
  ],
};

const documentOf = (...content: unknown[]) => ({ type: 'doc', content });
const paragraphOf = (...content: unknown[]) => ({ type: 'paragraph', content });
const errorsOf = (json: unknown) => {
  const parsed = parseRichText(json);
  return 'errors' in parsed ? parsed.errors : [];
};

describe('a document of the schema', () => {
  it('is taken as it is, property for property', () => {
    expect(parseRichText(EVERYTHING)).toEqual({ document: EVERYTHING });
  });

  it('is a fresh copy, not the object given', () => {
    const parsed = parseRichText(EVERYTHING);
    expect('document' in parsed && parsed.document).not.toBe(EVERYTHING);
  });

  it('is taken as JSON text too', () => {
    expect(parseRichText(JSON.stringify(EVERYTHING))).toEqual({ document: EVERYTHING });
  });

  it('may be empty, as a new editor’s is', () => {
    expect(parseRichText({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({ document: { type: 'doc', content: [{ type: 'paragraph' }] } });
    expect(parseRichText({ type: 'doc' })).toEqual({ document: { type: 'doc', content: [] } });
  });

  it('takes every heading level of the body and the numbered lists’ types', () => {
    for (const level of [2, 3, 4]) expect(errorsOf(documentOf({ type: 'heading', attrs: { level } }))).toEqual([]);
    for (const type of ['1', 'a', 'A', 'i', 'I'])
      expect(errorsOf(documentOf({ type: 'orderedList', attrs: { start: 1, type }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] }))).toEqual([]);
  });
});

describe('what is not a document', () => {
  it.each([null, 42, 'not json', [], { type: 'paragraph' }, { content: [] }])('%j', (json) => {
    expect(errorsOf(json)).toEqual([typeof json === 'string' ? MESSAGES.notJson : MESSAGES.notADocument]);
  });

  it('refuses a property of the document it does not know', () => {
    expect(errorsOf({ type: 'doc', content: [], version: 2 })).toEqual(['"version" is not a property of doc (at the document)']);
  });
});

describe('anything outside the schema is refused by name, never dropped', () => {
  it.each(['iframe', 'script', 'embed', 'object', 'video', 'codeBlock', 'table', 'taskList', 'youtube', 'details'])('a %s node', (type) => {
    expect(errorsOf(documentOf(paragraphOf({ type: 'text', text: 'Kept' }), { type, attrs: { src: 'https://evil.example' } }))).toEqual([
      `"${type}" is not part of the editor’s text: it holds paragraphs, headings, lists, quotes, horizontal rules, line breaks and images of the media library (at content[1])`,
    ]);
  });

  it('a mark it does not know', () => {
    expect(errorsOf(documentOf(paragraphOf({ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] })))).toEqual([
      '"textStyle" is not a text style of the editor: bold, italic, underline, strike, code and link (at content[0].content[0].marks[0])',
    ]);
  });

  it('an on* attribute on any node or mark, and a property it does not know', () => {
    expect(
      errorsOf(
        documentOf(
          { type: 'paragraph', attrs: { onclick: 'alert(1)' } },
          { type: 'heading', attrs: { level: 2, onmouseover: 'alert(1)' } },
          { type: 'image', attrs: { mediaId: MEDIA_ID, onerror: 'alert(1)' } },
          { type: 'horizontalRule', attrs: { onfocus: 'alert(1)' } },
          paragraphOf({ type: 'text', text: 'x', onload: 'alert(1)' }),
          paragraphOf({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://example.com', onclick: 'alert(1)' } }] }),
          paragraphOf({ type: 'text', text: 'x', marks: [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }] }),
          paragraphOf({ type: 'hardBreak', attrs: { onclick: 'alert(1)' } }),
        ),
      ),
    ).toEqual([
      '"onclick" is not an attribute of paragraph (at content[0])',
      '"onmouseover" is not an attribute of heading (at content[1])',
      '"onerror" is not an attribute of image (at content[2])',
      '"onfocus" is not an attribute of horizontalRule (at content[3])',
      '"onload" is not a property of text (at content[4].content[0])',
      '"onclick" is not an attribute of link (at content[5].content[0].marks[0])',
      '"onmouseover" is not an attribute of bold (at content[6].content[0].marks[0])',
      '"onclick" is not an attribute of hardBreak (at content[7].content[0])',
    ]);
  });

  it('a link’s target, rel, class or title (the renderer decides them) and an image’s own src', () => {
    expect(
      errorsOf(
        documentOf(paragraphOf({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank', rel: null } }] }), {
          type: 'image',
          attrs: { mediaId: MEDIA_ID, src: 'https://evil.example/x.png' },
        }),
      ),
    ).toEqual([
      '"target" is not an attribute of link (at content[0].content[0].marks[0])',
      '"rel" is not an attribute of link (at content[0].content[0].marks[0])',
      '"src" is not an attribute of image (at content[1])',
    ]);
  });

  it('a node where its parent takes none of its kind', () => {
    expect(
      errorsOf(
        documentOf(
          { type: 'text', text: 'Loose' },
          paragraphOf({ type: 'paragraph' }),
          { type: 'bulletList', content: [paragraphOf()] },
          { type: 'listItem', content: [paragraphOf()] },
          { type: 'doc', content: [] },
        ),
      ),
    ).toEqual([
      '"text" cannot be inside "doc" (at content[0])',
      '"paragraph" cannot be inside "paragraph" (at content[1].content[0])',
      '"paragraph" cannot be inside "bulletList" (at content[2].content[0])',
      '"listItem" cannot be inside "doc" (at content[3])',
      '"doc" cannot be inside "doc" (at content[4])',
    ]);
  });

  it('lists, items and quotes that hold nothing, and an item that does not start with a paragraph', () => {
    expect(
      errorsOf(
        documentOf(
          { type: 'bulletList', content: [] },
          { type: 'orderedList' },
          { type: 'blockquote', content: [] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'horizontalRule' }] }] },
        ),
      ),
    ).toEqual([
      '"bulletList" cannot be empty (at content[0])',
      '"orderedList" cannot be empty (at content[1])',
      '"blockquote" cannot be empty (at content[2])',
      'A list item must start with a paragraph (at content[3].content[0])',
    ]);
  });

  it('attributes of the wrong kind', () => {
    const list = (attrs: unknown) => ({ type: 'orderedList', attrs, content: [{ type: 'listItem', content: [paragraphOf()] }] });
    expect(
      errorsOf(
        documentOf(
          { type: 'heading', attrs: { level: 1 } },
          { type: 'heading', attrs: { level: '2' } },
          { type: 'heading' },
          { type: 'heading', attrs: [2] },
          list({ start: -1 }),
          list({ start: 1.5 }),
          list({ type: 'disc' }),
          { type: 'image', attrs: { mediaId: 'https://evil.example/x.png' } },
          { type: 'image' },
          { type: 'image', attrs: { mediaId: MEDIA_ID, alt: 42, caption: 'Two\nlines' } },
          { type: 'image', attrs: { mediaId: MEDIA_ID, alt: 'a'.repeat(301), caption: 'c'.repeat(501) } },
        ),
      ),
    ).toEqual([
      'A heading’s level must be 2, 3 or 4 (the page’s title is its level 1) (at content[0])',
      'A heading’s level must be 2, 3 or 4 (the page’s title is its level 1) (at content[1])',
      'A heading’s level must be 2, 3 or 4 (the page’s title is its level 1) (at content[2])',
      '"attrs" must be an object (at content[3])',
      'A numbered list must start at a whole number from 0 to 1,000,000 (at content[4])',
      'A numbered list must start at a whole number from 0 to 1,000,000 (at content[5])',
      'A numbered list’s type must be one of 1, a, A, i or I (at content[6])',
      'An image must be one of the media library’s (its id) (at content[7])',
      'An image must be one of the media library’s (its id) (at content[8])',
      'An image’s alternative text must be text (at content[9])',
      'An image’s caption must be on one line (at content[9])',
      'An image’s alternative text must be at most 300 characters (at content[10])',
      'An image’s caption must be at most 500 characters (at content[10])',
    ]);
  });

  it('text that is not text, styles given twice, and characters a page cannot show', () => {
    expect(
      errorsOf(
        documentOf(
          paragraphOf({ type: 'text', text: '' }),
          paragraphOf({ type: 'text', text: 42 }),
          paragraphOf({ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'bold' }] }),
          paragraphOf({ type: 'text', text: 'x', marks: { type: 'bold' } }),
          paragraphOf({ type: 'text', text: 'bell\u0007' }),
          paragraphOf({ type: 'text', text: 'half \uD83D' }),
          { type: 'paragraph', content: 'text' },
          paragraphOf(null),
        ),
      ),
    ).toEqual([
      'A text node’s "text" must be text, and not empty (at content[0].content[0])',
      'A text node’s "text" must be text, and not empty (at content[1].content[0])',
      'The style "bold" is given twice to the same text (at content[2].content[0].marks[1])',
      '"marks" must be a list (at content[3].content[0].marks)',
      'The text contains control characters (invisible characters a page cannot show) (at content[4].content[0])',
      'The text contains broken characters (half of an emoji or other character) (at content[5].content[0])',
      '"content" must be a list (at content[6])',
      'Each part of the text must be an object with a "type" (at content[7].content[0])',
    ]);
  });

  it('a property named __proto__ (JSON.parse makes it an own property)', () => {
    expect(errorsOf('{"type":"doc","content":[{"type":"paragraph","__proto__":{"onclick":"x"}}]}')).toEqual(['"__proto__" is not a property of paragraph (at content[0])']);
  });
});

/**
 * OWASP's XSS Filter Evasion Cheat Sheet, as an editor or an integrator could send it: script
 * addresses in links are refused with the link rule's message; markup written as text is text.
 */
describe('the OWASP cheat sheet’s vectors', () => {
  const linkTo = (href: string) => documentOf(paragraphOf({ type: 'text', text: 'Click', marks: [{ type: 'link', attrs: { href } }] }));

  it.each([
    ["javascript:alert('XSS')", MESSAGES.linkScheme('javascript:')],
    ['JaVaScRiPt:alert(1)', MESSAGES.linkScheme('javascript:')],
    ['jav\tascript:alert(1)', MESSAGES.linkSpaces],
    ['jav&#x09;ascript:alert(1)', MESSAGES.linkWhere],
    ['&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)', MESSAGES.linkWhere],
    [' javascript:alert(1)', MESSAGES.linkSpaces],
    ['\u0001javascript:alert(1)', MESSAGES.linkSpaces],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', MESSAGES.linkScheme('data:')],
    ['vbscript:msgbox(1)', MESSAGES.linkScheme('vbscript:')],
    ['//xss.rocks/xss.js', MESSAGES.linkWhere],
  ])('a link to %j is refused', (href, message) => {
    expect(errorsOf(linkTo(href))).toEqual([`${message} (at content[0].content[0].marks[0])`]);
  });

  it.each([
    "<script>alert('XSS')</script>",
    '<IMG SRC=x onerror="alert(1)">',
    '"><script>alert(1)</script>',
    '<svg/onload=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
  ])('markup in text, %j, is taken as the text it is', (text) => {
    expect(parseRichText(documentOf(paragraphOf({ type: 'text', text })))).toEqual({ document: documentOf(paragraphOf({ type: 'text', text })) });
  });
});

/**
 * Every count is checked before what it counts is looked at: the work is bounded by the caps, not
 * by the input. Each test shows it by a problem that would have been reported had the parser looked.
 */
describe('the caps', () => {
  it('refuses JSON text over 1,000,000 characters before parsing it', () => {
    expect(errorsOf(`{${' '.repeat(1_000_000)}}`)).toEqual(['The text is too large: at most 1,000,000 characters of JSON']);
  });

  it('refuses a million nodes without looking at one (each would be "not a node")', () => {
    expect(errorsOf({ type: 'doc', content: Array<null>(1_000_000).fill(null) })).toEqual(['The text has too many parts: at most 20,000 (paragraphs, list items, text runs, images...)']);
  });

  it('counts nodes at every level', () => {
    const paragraphs = Array.from({ length: 200 }, () => paragraphOf(...Array.from({ length: 100 }, () => ({ type: 'text', text: 'a' }))));
    expect(errorsOf(documentOf(...paragraphs))).toEqual([MESSAGES.tooManyNodes]);
    expect(errorsOf(documentOf(...paragraphs.slice(0, 190)))).toEqual([]);
  });

  it('refuses nesting deeper than 20 levels', () => {
    let node: unknown = paragraphOf({ type: 'text', text: 'Deep' });
    for (let level = 0; level < 30; level++) node = { type: 'blockquote', content: [node] };
    expect(errorsOf(documentOf(node))).toEqual(['The text is nested too deeply: at most 20 levels of lists and quotes']);
  });

  it('refuses more than 200,000 characters of text before reading them (they would be control characters)', () => {
    expect(errorsOf(documentOf(paragraphOf({ type: 'text', text: '\u0007'.repeat(200_001) })))).toEqual(['The text is too long: at most 200,000 characters']);
    expect(errorsOf(documentOf(paragraphOf({ type: 'text', text: 'a'.repeat(100_000) }), paragraphOf({ type: 'text', text: 'b'.repeat(100_001) })))).toEqual([MESSAGES.tooLong]);
  });

  it('refuses more than 2,000 links before reading the next address (it would not be one)', () => {
    const link = (href: string) => ({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] });
    const links = Array.from({ length: 2_000 }, (_, index) => link(`https://example.com/${index}`));
    expect(errorsOf(documentOf(paragraphOf(...links)))).toEqual([]);
    expect(errorsOf(documentOf(paragraphOf(...links, link('javascript:alert(1)'))))).toEqual(['The text has too many links: at most 2,000']);
  });

  it('reports the first 20 problems and stops', () => {
    const errors = errorsOf(documentOf(...Array.from({ length: 500 }, () => ({ type: 'iframe' }))));
    expect(errors).toHaveLength(21);
    expect(errors.at(-1)).toBe('More problems were found: fix these first');
  });

  it('stops at 20 problems among the styles of one text too', () => {
    const marks = Array.from({ length: 100_000 }, () => ({ type: 'bold' }));
    expect(errorsOf(documentOf(paragraphOf({ type: 'text', text: 'x', marks })))).toHaveLength(21);
  });
});

// The document type is what the parser promises: a typed walk over it compiles.
export const firstBlockType = (document: RichTextDocument): BlockNode['type'] | undefined => document.content[0]?.type;
