/**
 * Rich text: the editor's JSON document, checked (`parseRichText`), rendered to HTML on the server
 * (`renderRichText`) and read for its text (`plainTextOf`, `readingMinutes`, ...). Dependency-free:
 * the server imports it, the client as `@shared/rich-text`. Limits, the link rule and the messages
 * are in `rules/rich-text.ts`.
 */
export * from './schema.js';
export { parseRichText, type ParsedRichText } from './parse.js';
export { renderRichText, type RenderRichTextOptions } from './render.js';
export { excerptOf, headingsOf, imageIdsOf, isEmptyRichText, plainTextOf, readingMinutes, slugOfHeading, wordCountOf, WORDS_PER_MINUTE, type HeadingEntry } from './text.js';
export { richTextFieldRule } from './kind-field.js';
