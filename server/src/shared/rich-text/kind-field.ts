import { KIND_MESSAGES, ruleOf, type KindField } from '../../rules/content-kinds.js';
import type { Rule } from '../../rules/rule.js';
import { parseRichText } from './parse.js';
import { imageIdsOf, isEmptyRichText } from './text.js';

/**
 * A content kind's `richText` field (a legal page's text), as its editor and the API check it: the
 * strict parser's first problem (an unknown node refused by its name, a `javascript:` link...),
 * no images (a kind's text shows none), and some text when the field is required.
 */
export function richTextFieldRule(field: KindField): Rule {
  const shape = ruleOf(field);
  return (value) => {
    const problem = shape(value);
    if (problem !== null || value === undefined || value === null) return problem;
    const parsed = parseRichText(value);
    if ('errors' in parsed) return parsed.errors[0] ?? null;
    if (imageIdsOf(parsed.document).length > 0) return KIND_MESSAGES.richTextImages(field.label);
    return field.required && isEmptyRichText(parsed.document) ? KIND_MESSAGES.required(field.label) : null;
  };
}
