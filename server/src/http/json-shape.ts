import { JSON_LIMITS } from '../rules/server.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What is wrong with the shape of a JSON text before it is parsed: `depth` when it nests deeper
 * than `maxDepth`, `values` when it holds more than `maxValues` values (counted by their commas
 * and containers), `null` when neither (whether it is valid JSON at all is the parser's to say).
 * One pass over the text, stopping at the first excess.
 */
export function jsonShapeProblem(text: string, limits: { maxDepth: number; maxValues: number } = JSON_LIMITS): 'depth' | 'values' | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      values += 1;
      if (depth > limits.maxDepth) return 'depth';
      if (values > limits.maxValues) return 'values';
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    } else if (char === COMMA) {
      values += 1;
      if (values > limits.maxValues) return 'values';
    }
  }
  return null;
}
