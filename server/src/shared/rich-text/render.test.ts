import { describe, expect, it } from 'vitest';
import { parseRichText } from './parse.js';
import { renderRichText } from './render.js';
import type { BlockNode, InlineNode, ParagraphNode, RichTextDocument } from './schema.js';

const CHART = '0193a5b0-7c1e-7d3a-9f10-2b3c4d5e6f70';
const MISSING = '0193a5b0-7c1e-7d3a-9f10-000000000000';

/** The media library's markup, as the page would get it; nothing for an id it does not have. */
const image = (mediaId: string, alt: string | null) => (mediaId === CHART ? `<picture data-id="${mediaId}" data-alt="${alt ?? 'library'}"></picture>` : null);
const render = (...content: BlockNode[]) => renderRichText({ type: 'doc', content }, { image });
const text = (value: string, marks?: InlineNode['marks']): InlineNode => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const paragraph = (...content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', content });

describe('each node has its one element', () => {
  it('paragraphs, headings with anchors, lists, quotes and rules', () => {
    expect(
      render(
        { type: 'heading', attrs: { level: 2 }, content: [text('What we fund')] },
        paragraph(text('First line'), { type: 'hardBreak' }, text('second line')),
        { type: 'heading', attrs: { level: 3 }, content: [text('Terms & fees')] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph(text('One'))] },
            { type: 'listItem', content: [paragraph(text('Two')), { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Two and a half'))] }] }] },
          ],
        },
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [paragraph(text('First'))] }] },
        { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [{ type: 'listItem', content: [paragraph(text('Third'))] }] },
        { type: 'blockquote', content: [paragraph(text('Quoted'))] },
        { type: 'horizontalRule' },
        { type: 'heading', attrs: { level: 4 }, content: [text('What we fund')] },
      ),
    ).toBe(
      '<h2 id="what-we-fund">What we fund</h2>' +
        '<p>First line<br>second line</p>' +
        '<h3 id="terms-and-fees">Terms &#38; fees</h3>' +
        '<ul><li><p>One</p></li><li><p>Two</p><ul><li><p>Two and a half</p></li></ul></li></ul>' +
        '<ol><li><p>First</p></li></ol>' +
        '<ol start="3" type="a"><li><p>Third</p></li></ol>' +
        '<blockquote><p>Quoted</p></blockquote>' +
        '<hr>' +
        '<h4 id="what-we-fund-2">What we fund</h4>',
    );
  });

  it('leaves out empty paragraphs (the editor keeps one at the end) and empty headings', () => {
    expect(render(paragraph(text('Kept')), { type: 'paragraph' }, paragraph(text('   ')), paragraph({ type: 'hardBreak' }), { type: 'heading', attrs: { level: 2 } })).toBe('<p>Kept</p>');
  });

  it('prefixes the headings’ anchors when asked', () => {
    expect(renderRichText({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [text('Risks')] }] }, { image, headingIdPrefix: 'post-' })).toBe('<h2 id="post-risks">Risks</h2>');
  });
});

describe('marks', () => {
  it('each style has its element', () => {
    expect(render(paragraph(text('b', [{ type: 'bold' }]), text('i', [{ type: 'italic' }]), text('u', [{ type: 'underline' }]), text('s', [{ type: 'strike' }]), text('c', [{ type: 'code' }])))).toBe(
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code></p>',
    );
  });

  it('a link spans styled runs as one element, whatever order the marks came in', () => {
    const link = { type: 'link', attrs: { href: '/insights' } } as const;
    expect(render(paragraph(text('Read ', [link]), text('our', [{ type: 'bold' }, link]), text(' insights', [link]), text(' now')))).toBe(
      '<p><a href="/insights">Read <strong>our</strong> insights</a> now</p>',
    );
  });

  it('two links side by side stay two', () => {
    expect(render(paragraph(text('one', [{ type: 'link', attrs: { href: '#a' } }]), text('two', [{ type: 'link', attrs: { href: '#b' } }])))).toBe('<p><a href="#a">one</a><a href="#b">two</a></p>');
  });

  it('links to other sites get rel="noopener noreferrer"; links on the site do not; none gets a target', () => {
    expect(
      render(
        paragraph(
          text('site', [{ type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }]),
          text('mail', [{ type: 'link', attrs: { href: 'mailto:team@example.com' } }]),
          text('page', [{ type: 'link', attrs: { href: '/contact' } }]),
        ),
      ),
    ).toBe('<p><a href="https://example.com/a?b=1&#38;c=2" rel="noopener noreferrer">site</a><a href="mailto:team@example.com" rel="noopener noreferrer">mail</a><a href="/contact">page</a></p>');
  });
});

describe('images come from the media library only', () => {
  it('in a figure, with the caption, given the id and the editor’s alternative text', () => {
    expect(render({ type: 'image', attrs: { mediaId: CHART, alt: 'Revenue by month', caption: 'Revenue, 2026' } })).toBe(
      `<figure><picture data-id="${CHART}" data-alt="Revenue by month"></picture><figcaption>Revenue, 2026</figcaption></figure>`,
    );
    expect(render({ type: 'image', attrs: { mediaId: CHART, alt: null, caption: null } })).toBe(`<figure><picture data-id="${CHART}" data-alt="library"></picture></figure>`);
  });

  it('renders nothing for an image the library does not have', () => {
    expect(render(paragraph(text('Before')), { type: 'image', attrs: { mediaId: MISSING, caption: 'Gone' } }, paragraph(text('After')))).toBe('<p>Before</p><p>After</p>');
  });
});

/**
 * OWASP's XSS Filter Evasion Cheat Sheet's vectors written into the editor as text, captions and
 * headings: the parser takes them (they are text), and the page shows them as text.
 */
describe('markup written as text is inert', () => {
  const VECTORS = [
    "<script>alert('XSS')</script>",
    '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
    '<IMG SRC=x onerror="alert(1)">',
    '<img src=x onerror=alert(String.fromCharCode(88,83,83))>',
    '"><script>alert(1)</script>',
    "'><svg/onload=alert(1)>",
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    "<BODY ONLOAD=alert('XSS')>",
    '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
  ];

  it.each(VECTORS)('%s', (vector) => {
    const document = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: vector }] },
        { type: 'paragraph', content: [{ type: 'text', text: vector, marks: [{ type: 'link', attrs: { href: 'https://example.com/"onmouseover="alert(1)' } }] }] },
        { type: 'image', attrs: { mediaId: CHART, alt: vector, caption: vector } },
      ],
    };
    const parsed = parseRichText(document);
    if (!('document' in parsed)) throw new Error(parsed.errors.join('\n'));
    const html = renderRichText(parsed.document, { image: (mediaId) => `<picture data-id="${mediaId}"></picture>` });
    // Every tag is the schema's or the library's, with the attributes the renderer writes: the
    // text's `<`, `>` and quotes are escaped, so none opens an element or closes an attribute.
    expect(html.match(/<[^>]*>/g)).toEqual([
      expect.stringMatching(/^<h2 id="[a-z0-9-]+">$/),
      '</h2>',
      '<p>',
      '<a href="https://example.com/&#34;onmouseover=&#34;alert(1)" rel="noopener noreferrer">',
      '</a>',
      '</p>',
      '<figure>',
      `<picture data-id="${CHART}">`,
      '</picture>',
      '<figcaption>',
      '</figcaption>',
      '</figure>',
    ]);
    expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>"']/);
  });
});

describe('a parsed document renders as it was written', () => {
  it('from JSON text to HTML', () => {
    const json = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hello, ' },
            { type: 'text', text: 'world', marks: [{ type: 'italic' }] },
          ],
        },
      ],
    });
    const parsed = parseRichText(json) as { document: RichTextDocument };
    expect(renderRichText(parsed.document, { image })).toBe('<p>Hello, <em>world</em></p>');
  });
});
