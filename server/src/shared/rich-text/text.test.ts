import { describe, expect, it } from 'vitest';
import type { BlockNode, ParagraphNode, RichTextDocument } from './schema.js';
import { EMPTY_RICH_TEXT } from './schema.js';
import { excerptOf, headingsOf, imageIdsOf, isEmptyRichText, plainTextOf, readingMinutes, slugOfHeading, wordCountOf } from './text.js';

const CHART = '0193a5b0-7c1e-7d3a-9f10-2b3c4d5e6f70';
const TEAM = '0193a5b0-7c1e-7d3a-9f10-2b3c4d5e6f71';

const doc = (...content: BlockNode[]): RichTextDocument => ({ type: 'doc', content });
const paragraph = (text: string): ParagraphNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const ARTICLE = doc(
  { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Debt or equity?' }] },
  { type: 'paragraph', content: [{ type: 'text', text: 'Most founders ' }, { type: 'text', text: 'ask', marks: [{ type: 'bold' }] }, { type: 'hardBreak' }, { type: 'text', text: 'this first.' }] },
  { type: 'image', attrs: { mediaId: CHART, alt: 'Chart', caption: 'Not counted' } },
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('Revenue-based finance'), { type: 'blockquote', content: [{ type: 'image', attrs: { mediaId: TEAM } }] }] }] },
  { type: 'horizontalRule' },
  { type: 'blockquote', content: [paragraph('A quote.'), { type: 'image', attrs: { mediaId: CHART } }] },
);

describe('the text alone', () => {
  it('a block a line, line breaks kept, images and rules left out', () => {
    expect(plainTextOf(ARTICLE)).toBe('Debt or equity?\nMost founders ask\nthis first.\nRevenue-based finance\nA quote.');
    expect(wordCountOf(ARTICLE)).toBe(12);
  });

  it('an empty document has none', () => {
    expect(plainTextOf(EMPTY_RICH_TEXT)).toBe('');
    expect(wordCountOf(EMPTY_RICH_TEXT)).toBe(0);
  });
});

describe('reading time', () => {
  it('at 230 words a minute, rounded, at least one minute', () => {
    expect(readingMinutes(EMPTY_RICH_TEXT)).toBe(1);
    expect(readingMinutes(ARTICLE)).toBe(1);
    expect(readingMinutes(doc(paragraph(words(344))))).toBe(1);
    expect(readingMinutes(doc(paragraph(words(345))))).toBe(2);
    expect(readingMinutes(doc(paragraph(words(1_000)), paragraph(words(1_300))))).toBe(10);
  });
});

describe('the images used', () => {
  it('each id once, in order, wherever it is', () => {
    expect(imageIdsOf(ARTICLE)).toEqual([CHART, TEAM]);
    expect(imageIdsOf(EMPTY_RICH_TEXT)).toEqual([]);
  });
});

describe('whether there is anything', () => {
  it('no text but spaces and no image is empty', () => {
    expect(isEmptyRichText(EMPTY_RICH_TEXT)).toBe(true);
    expect(isEmptyRichText(doc(paragraph('   '), { type: 'horizontalRule' }))).toBe(true);
    expect(isEmptyRichText(doc({ type: 'image', attrs: { mediaId: CHART } }))).toBe(false);
    expect(isEmptyRichText(ARTICLE)).toBe(false);
  });
});

describe('an excerpt', () => {
  it('the paragraphs on one line, headings left out', () => {
    expect(excerptOf(ARTICLE, 200)).toBe('Most founders ask this first. Revenue-based finance A quote.');
  });

  it('cut at a word’s end with an ellipsis, within the length', () => {
    const excerpt = excerptOf(ARTICLE, 25);
    expect(excerpt).toBe('Most founders ask this…');
    expect(excerpt.length).toBeLessThanOrEqual(25);
  });

  it('cut inside a very long word rather than left empty', () => {
    expect(excerptOf(doc(paragraph('a'.repeat(50))), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('headings and their anchors', () => {
  it('slugs of their text', () => {
    expect(slugOfHeading('Debt or equity?')).toBe('debt-or-equity');
    expect(slugOfHeading('Terms & fees')).toBe('terms-and-fees');
    expect(slugOfHeading('Crédit à l’export')).toBe('credit-a-l-export');
    expect(slugOfHeading('¿?')).toBe('section');
  });

  it('unique in the document, empty headings left out', () => {
    const heading = (text: string, level: 2 | 3 | 4 = 2): BlockNode => ({ type: 'heading', attrs: { level }, content: text ? [{ type: 'text', text }] : undefined });
    expect(headingsOf(doc(heading('Risks'), heading(''), heading('Risks', 3), heading('Risks 2', 4), heading('Risks')))).toEqual([
      { level: 2, text: 'Risks', id: 'risks' },
      { level: 3, text: 'Risks', id: 'risks-2' },
      { level: 4, text: 'Risks 2', id: 'risks-2-2' },
      { level: 2, text: 'Risks', id: 'risks-3' },
    ]);
  });
});
