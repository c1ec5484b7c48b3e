import { ChakraProvider } from '@chakra-ui/react';
import { RICH_TEXT_MESSAGES } from '@rules/rich-text';
import { parseRichText } from '@shared/rich-text/parse';
import { renderRichText } from '@shared/rich-text/render';
import type { RichTextDocument } from '@shared/rich-text/schema';
import { Editor } from '@tiptap/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { adminSystem } from '../system';
import { RichTextEditor, type PickedImage, type RichTextEditorProps } from './RichTextEditor';
import { richTextExtensions } from './RichTextEditor.extensions';
import { RichTextPreview } from './RichTextPreview';

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view. Filled in
// only where jsdom has nothing (as test/setup.ts does), so no other file sees a difference.
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const MEDIA_ID = '0193a5b0-7c1e-7d3a-9f10-2b3c4d5e6f70';

const textDocument = (text: string): RichTextDocument => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** Every part of the schema, as TipTap writes it. */
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
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }, { type: 'bold' }, { type: 'italic' }, { type: 'strike' }, { type: 'underline' }], text: 'all' },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'code' }], text: 'npm start' },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }] },
    { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Three' }] }] }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A quote' }] }] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { mediaId: MEDIA_ID, alt: 'Revenue by month', caption: 'Revenue, 2026' } },
    { type: 'paragraph', content: [{ type: 'text', text: 'Last' }] },
  ],
};

/** A form field holding the editor's document, as a screen would. */
function Field(props: Partial<RichTextEditorProps> & { initial?: RichTextDocument | null }) {
  const [value, setValue] = useState<RichTextDocument | null>(props.initial ?? null);
  return (
    <RichTextEditor
      label="Body"
      {...props}
      value={props.value === undefined ? value : props.value}
      onChange={(document) => {
        setValue(document);
        props.onChange?.(document);
      }}
    />
  );
}

function renderEditor(props: Partial<RichTextEditorProps> & { initial?: RichTextDocument | null } = {}) {
  const onChange = vi.fn<(document: RichTextDocument) => void>();
  const view = render(
    <ChakraProvider value={adminSystem}>
      <Field onChange={onChange} {...props} />
    </ChakraProvider>,
  );
  return { onChange, view, lastDocument: () => onChange.mock.lastCall?.[0] };
}

/** What a screen reader reads after its name: the texts its `aria-describedby` points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const editingArea = () => screen.getByRole('textbox', { name: 'Body' });
const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Body: formatting' })).getByRole('button', { name });

/** Selects the whole text the way a person does: Ctrl+A in the editor. */
async function selectAll(user: ReturnType<typeof setupUser>) {
  await user.click(editingArea());
  await user.keyboard('{Control>}a{/Control}');
}

describe('the editor', () => {
  it('is a labelled text box with its counts and reading time under it', () => {
    renderEditor({ initial: textDocument('Raising debt without giving up equity'), hint: 'What the post says.' });
    expect(descriptionOf(editingArea())).toBe('What the post says. 37 characters · 6 words · 1 min read');
    expect(editingArea().textContent).toContain('Raising debt without giving up equity');
  });

  it('is marked invalid with its message', () => {
    renderEditor({ error: 'Write the post’s text' });
    expect(editingArea().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(editingArea())).toBe('Write the post’s text 0 characters · 0 words · 1 min read');
  });

  it('names each toolbar button, with its shortcut', () => {
    renderEditor();
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Code',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Remove link',
      'Image caption and alternative text',
      'Horizontal rule',
      'Undo',
      'Redo',
    ]);
    expect(toolbarButton('Bold').getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(toolbarButton('Bold').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the toolbar writes the schema’s JSON', () => {
  it('bold, italic, underline, strike and code mark the selection, and say they are on', async () => {
    const user = setupUser();
    const { lastDocument } = renderEditor({ initial: textDocument('Funding') });
    await selectAll(user);
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough']) await user.click(toolbarButton(name));
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Funding', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }, { type: 'underline' }] }] }],
    });
    expect(toolbarButton('Bold').getAttribute('aria-pressed')).toBe('true');
    await user.click(toolbarButton('Bold'));
    expect(toolbarButton('Bold').getAttribute('aria-pressed')).toBe('false');
  });

  it('headings of levels 2 to 4 and back to a paragraph', async () => {
    const user = setupUser();
    const { lastDocument } = renderEditor({ initial: textDocument('Risks') });
    // The cursor in the paragraph: block changes apply to the block it is in.
    await user.click(editingArea());
    await user.click(toolbarButton('Heading 3'));
    // The editor keeps a paragraph at the end, to type on after the last block (TipTap's TrailingNode).
    expect(lastDocument()).toEqual({ type: 'doc', content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Risks' }] }, { type: 'paragraph' }] });
    expect(toolbarButton('Heading 3').getAttribute('aria-pressed')).toBe('true');
    await user.click(toolbarButton('Paragraph'));
    expect(lastDocument()).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Risks' }] }, { type: 'paragraph' }] });
  });

  it('lists and quotes', async () => {
    const user = setupUser();
    const { lastDocument } = renderEditor({ initial: textDocument('Term loans') });
    // The cursor in the paragraph: block changes apply to the block it is in.
    await user.click(editingArea());
    await user.click(toolbarButton('Numbered list'));
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Term loans' }] }] }] },
        { type: 'paragraph' },
      ],
    });
    await user.click(toolbarButton('Numbered list'));
    await user.click(toolbarButton('Quote'));
    expect(lastDocument()).toEqual({ type: 'doc', content: [{ type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Term loans' }] }] }, { type: 'paragraph' }] });
  });

  it('undo takes the last change back', async () => {
    const user = setupUser();
    const { lastDocument } = renderEditor({ initial: textDocument('Venture debt') });
    await selectAll(user);
    await user.click(toolbarButton('Bulleted list'));
    await user.click(toolbarButton('Undo'));
    expect(lastDocument()).toEqual(textDocument('Venture debt'));
  });
});

describe('links', () => {
  it('refuses a javascript: address with the server’s message, and adds an https:// one', async () => {
    const user = setupUser();
    const { lastDocument, onChange } = renderEditor({ initial: textDocument('Our terms') });
    await selectAll(user);
    await user.click(toolbarButton('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByText(RICH_TEXT_MESSAGES.linkScheme('javascript:'))).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, ' https://example.com/terms ');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our terms', marks: [{ type: 'link', attrs: { href: 'https://example.com/terms' } }] }] }],
    });
    expect(toolbarButton('Edit link').getAttribute('aria-pressed')).toBe('true');

    await user.click(toolbarButton('Remove link'));
    expect(lastDocument()).toEqual(textDocument('Our terms'));
  });

  it('opens with Ctrl+K, and refuses an address of another site written as a path', async () => {
    const user = setupUser();
    renderEditor({ initial: textDocument('Elsewhere') });
    await selectAll(user);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '//evil.example');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(RICH_TEXT_MESSAGES.linkWhere)).toBeTruthy();
  });

  it('does not submit the form the editor is in', async () => {
    const user = setupUser();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <ChakraProvider value={adminSystem}>
        <form onSubmit={onSubmit}>
          <Field initial={textDocument('Inside a form')} />
        </form>
      </ChakraProvider>,
    );
    await selectAll(user);
    await user.click(toolbarButton('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '/contact{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('images of the media library', () => {
  it('the picker’s image goes in as an image node with its media id and alternative text', async () => {
    const user = setupUser();
    const picked: PickedImage = { id: MEDIA_ID, alt: 'Founders at work', src: '/media/x-640.webp', width: 640, height: 427 };
    const onPickImage = vi.fn(() => Promise.resolve(picked));
    const { lastDocument } = renderEditor({ initial: textDocument('Before'), onPickImage, imageSrc: (mediaId) => `/media/${mediaId}/640.webp` });
    await user.click(editingArea());
    await user.click(toolbarButton('Insert image'));
    await waitFor(() => expect(lastDocument()?.content).toContainEqual({ type: 'image', attrs: { mediaId: MEDIA_ID, alt: 'Founders at work', caption: null } }));
    expect(parseRichText(lastDocument())).toEqual({ document: lastDocument() });
    expect(screen.getByRole('img', { name: 'Founders at work' }).getAttribute('src')).toBe(`/media/${MEDIA_ID}/640.webp`);
  });

  it('nothing changes when the picker is closed without a choice', async () => {
    const user = setupUser();
    const { onChange } = renderEditor({ initial: textDocument('Before'), onPickImage: () => Promise.resolve(null) });
    await user.click(editingArea());
    await user.click(toolbarButton('Insert image'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a selected image’s caption and alternative text are edited in a dialog', async () => {
    const user = setupUser();
    const { lastDocument } = renderEditor({ initial: { type: 'doc', content: [{ type: 'image', attrs: { mediaId: MEDIA_ID, alt: null, caption: null } }] } });
    // The editor starts with its first block selected: the image, as a node.
    await waitFor(() => expect((toolbarButton('Image caption and alternative text') as HTMLButtonElement).disabled).toBe(false));
    await user.click(toolbarButton('Image caption and alternative text'));
    const dialog = await screen.findByRole('dialog', { name: 'Image caption and alternative text' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Revenue,   2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastDocument()?.content[0]).toEqual({ type: 'image', attrs: { mediaId: MEDIA_ID, alt: null, caption: 'Revenue, 2026' } }));
  });
});

describe('the value', () => {
  it('a new document from outside replaces the text without an onChange', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ChakraProvider value={adminSystem}>
        <RichTextEditor label="Body" value={textDocument('First version')} onChange={onChange} />
      </ChakraProvider>,
    );
    rerender(
      <ChakraProvider value={adminSystem}>
        <RichTextEditor label="Body" value={textDocument('Restored revision')} onChange={onChange} />
      </ChakraProvider>,
    );
    expect(editingArea().textContent).toContain('Restored revision');
    expect(descriptionOf(editingArea())).toBe('17 characters · 2 words · 1 min read');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('read only', () => {
  it('shows the text without a toolbar, not editable', () => {
    renderEditor({ initial: textDocument('Published words'), readOnly: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(editingArea().getAttribute('contenteditable')).toBe('false');
    expect(editingArea().getAttribute('aria-readonly')).toBe('true');
    expect(editingArea().textContent).toContain('Published words');
  });
});

describe('the toolbar is one tab stop', () => {
  it('arrow keys, Home and End move along it', async () => {
    const user = setupUser();
    renderEditor({ initial: textDocument('Text') });
    await user.tab();
    expect(document.activeElement).toBe(toolbarButton('Paragraph'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(toolbarButton('Heading 2'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(toolbarButton('Horizontal rule'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(toolbarButton('Paragraph'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(toolbarButton('Horizontal rule'));
    await user.tab();
    expect(document.activeElement).toBe(editingArea());
  });
});

/** The extensions alone (what the component is built on): documents round-trip, and pasted HTML is reduced to the schema. */
describe('the schema of the extensions', () => {
  const editorWith = (content: RichTextDocument | string) => new Editor({ extensions: richTextExtensions(), content });

  it('a document of every part comes back as it went in', () => {
    const editor = editorWith(EVERYTHING);
    expect(editor.getJSON()).toEqual(EVERYTHING);
    expect(parseRichText(editor.getJSON())).toEqual({ document: EVERYTHING });
    editor.destroy();
  });

  it('pasted HTML keeps its text and loses its script, frames, handlers, other sites’ images and script links', () => {
    const editor = editorWith({ type: 'doc', content: [{ type: 'paragraph' }] });
    // ProseMirror's own paste path, with the event a browser would give (jsdom has no ClipboardEvent).
    editor.view.pasteHTML(
      '<h1>Title</h1><p onclick="alert(1)" style="color:red">Hello <a href="javascript:alert(1)">click</a> <a href="https://example.com" target="_blank" onmouseover="alert(1)">site</a></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<pre><code>code block</code></pre><h5>Deep</h5><table><tr><td>Cell</td></tr></table>' +
        `<figure data-media-id="not-an-id"><img src="https://evil.example/x.png"></figure><figure data-media-id="${MEDIA_ID}" data-alt="Ours"></figure>`,
      new Event('paste') as ClipboardEvent,
    );
    const json = editor.getJSON();
    const parsed = parseRichText(json);
    expect(parsed).toEqual({ document: json });
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/script|onclick|onmouseover|onerror|iframe|evil|javascript|target|style/i);
    expect(text).toContain('"href":"https://example.com"');
    expect(text).toContain(`{"type":"image","attrs":{"mediaId":"${MEDIA_ID}","alt":"Ours","caption":null}}`);
    expect(editor.getText()).toContain('Hello click site');
    editor.destroy();
  });
});

/**
 * OWASP's XSS Filter Evasion Cheat Sheet pasted into the editor: what comes out is the schema's
 * JSON, which the server takes, and its HTML holds only the schema's elements and safe links.
 */
describe('the OWASP cheat sheet’s vectors pasted into the editor', () => {
  const VECTORS = [
    "<script>alert('XSS')</script>",
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<IMG SRC=# onmouseover="alert(\'xxs\')">',
    '<img src=x onerror="alert(1)">',
    '<svg/onload=alert(1)>',
    "<BODY ONLOAD=alert('XSS')>",
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object><embed src="data:text/html,<script>alert(1)</script>">',
    '<a href="javascript:alert(1)">a</a>',
    '<a href="JaVaScRiPt:alert(1)">b</a>',
    '<a href="jav&#x09;ascript:alert(1)">c</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">d</a>',
    '<a href=" &#14;  javascript:alert(1)">e</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">f</a>',
    '<a href="vbscript:msgbox(1)">g</a>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">h</p>',
    '<math><a xlink:href="javascript:alert(1)">i</a></math>',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);"><base href="javascript:alert(1)//">',
    '<table background="javascript:alert(1)"><tr><td>j</td></tr></table>',
    `<figure data-media-id="${MEDIA_ID}" onclick="alert(1)" data-alt="x&quot; onerror=&quot;alert(1)"></figure>`,
  ];

  it.each(VECTORS)('%s', (vector) => {
    const editor = new Editor({ extensions: richTextExtensions(), content: { type: 'doc', content: [{ type: 'paragraph' }] } });
    editor.view.pasteHTML(`<p>Before</p>${vector}<p>After</p>`, new Event('paste') as ClipboardEvent);
    const json = editor.getJSON();
    editor.destroy();
    const parsed = parseRichText(json);
    if (!('document' in parsed)) throw new Error(parsed.errors.join('\n'));
    const html = renderRichText(parsed.document, { image: (mediaId) => `<picture data-id="${mediaId}"></picture>` });
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(p|a href="[^"]*"( rel="noopener noreferrer")?|figure|figcaption|picture( data-id="[0-9a-f-]+")?|br)>$/);
    expect(html).not.toMatch(/javascript|vbscript|data:text/i);
    expect(html).toContain('<p>Before</p>');
  });
});

describe('the preview', () => {
  it('shows the server’s HTML for the document', () => {
    render(
      <ChakraProvider value={adminSystem}>
        <RichTextPreview document={EVERYTHING} imageSrc={(mediaId) => `/media/${mediaId}.webp`} label="Preview" />
      </ChakraProvider>,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why revenue-based finance' }).getAttribute('id')).toBe('why-revenue-based-finance');
    expect(within(preview).getByRole('link', { name: 'all' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(preview).getByRole('img', { name: 'Revenue by month' }).getAttribute('src')).toBe(`/media/${MEDIA_ID}.webp`);
    expect(within(preview).getByText('Revenue, 2026').tagName).toBe('FIGCAPTION');
  });

  it('lists what the schema refuses instead of showing it', () => {
    render(
      <ChakraProvider value={adminSystem}>
        <RichTextPreview document={{ type: 'doc', content: [{ type: 'iframe' }] }} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(`This text cannot be shown:${RICH_TEXT_MESSAGES.at(RICH_TEXT_MESSAGES.unknownNode('iframe'), 'content[0]')}`);
  });
});
