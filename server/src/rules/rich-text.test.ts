import { describe, expect, it } from 'vitest';
import { isExternalHref, linkHrefProblem, RICH_TEXT_MESSAGES as MESSAGES } from './rich-text.js';

describe('where a link may go', () => {
  it.each([
    'https://example.com',
    'https://example.com/path?query=1#part',
    'HTTPS://EXAMPLE.COM/',
    'http://example.com',
    'mailto:team@example.com',
    'tel:+918012345678',
    '/insights/raising-debt',
    '/',
    '#what-we-fund',
    '#',
  ])('takes %s', (href) => {
    expect(linkHrefProblem(href)).toBeNull();
  });

  it('says which scheme it refuses, and where links may go instead', () => {
    expect(linkHrefProblem('javascript:alert(1)')).toBe(
      'Links to javascript: addresses are not allowed: use https://, http://, mailto: or tel:, a page of this site (starting with /) or a heading on the page (starting with #)',
    );
    expect(linkHrefProblem('ftp://example.com/file')).toBe(MESSAGES.linkScheme('ftp:'));
  });

  it('refuses a path relative to wherever the text shows, and another site written as a path', () => {
    for (const href of ['insights/raising-debt', './page', '../page', '?query', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'https://rich-text.invalid/x']) {
      expect(linkHrefProblem(href), href).toBe(MESSAGES.linkWhere);
    }
  });

  it('refuses what is not an address', () => {
    expect(linkHrefProblem(undefined)).toBe(MESSAGES.linkNotText);
    expect(linkHrefProblem(42)).toBe(MESSAGES.linkNotText);
    expect(linkHrefProblem('')).toBe(MESSAGES.linkEmpty);
    expect(linkHrefProblem(`https://example.com/${'a'.repeat(2_048)}`)).toBe('A link’s address must be at most 2,048 characters');
    expect(linkHrefProblem('https://')).toBe(MESSAGES.linkInvalid);
    expect(linkHrefProblem('http://exa mple.com')).toBe(MESSAGES.linkSpaces);
  });

  it('counts absolute addresses as other sites', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:team@example.com')).toBe(true);
    expect(isExternalHref('/insights')).toBe(false);
    expect(isExternalHref('#top')).toBe(false);
  });
});

/**
 * OWASP's XSS Filter Evasion Cheat Sheet: its `javascript:` obfuscations, and the other schemes
 * that run script. Each is refused, whatever the reason given.
 */
describe('the OWASP cheat sheet’s script addresses are refused', () => {
  const entities = (text: string, encode: (code: number) => string) => [...text].map((char) => encode(char.charCodeAt(0))).join('');
  const VECTORS: [string, string][] = [
    ['plain', "javascript:alert('XSS')"],
    ['mixed case', "JaVaScRiPt:alert('XSS')"],
    ['upper case', 'JAVASCRIPT:alert(1)'],
    ['HTML entities inside', 'javascript:alert(&quot;XSS&quot;)'],
    ['a leading space', ' javascript:alert(1)'],
    ['leading spaces and a control character', ' &#14;  javascript:alert(1)'],
    ['a tab inside the scheme', "jav\tascript:alert('XSS');"],
    ['an encoded tab', "jav&#x09;ascript:alert('XSS');"],
    ['an encoded newline', "jav&#x0A;ascript:alert('XSS');"],
    ['an encoded carriage return', "jav&#x0D;ascript:alert('XSS');"],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['a null character inside', 'java\0script:alert(1)'],
    ['a control character before', '\u0001javascript:alert(1)'],
    ['a line separator before', '\u2028javascript:alert(1)'],
    ['a no-break space before', '\u00A0javascript:alert(1)'],
    ['decimal entities', entities("javascript:alert('XSS')", (code) => `&#${code};`)],
    ['decimal entities without semicolons, zero-padded', entities("javascript:alert('XSS')", (code) => `&#${String(code).padStart(7, '0')}`)],
    ['hexadecimal entities without semicolons', entities("javascript:alert('XSS')", (code) => `&#x${code.toString(16)}`)],
    ['a named entity for the colon', 'javascript&colon;alert(1)'],
    ['percent-encoded', '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K'],
    ['data: in upper case', 'DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox("XSS")'],
    ['livescript:', 'livescript:[code]'],
    ['a scheme-relative address', '//xss.rocks/xss.js'],
  ];

  it.each(VECTORS)('%s', (_name, href) => {
    expect(linkHrefProblem(href)).not.toBeNull();
  });
});
