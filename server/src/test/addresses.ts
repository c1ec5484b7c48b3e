/**
 * Email addresses to test acceptance with (issue P17), after the Universal Acceptance Steering
 * Group's published test material: UASG 004 "Use Cases for UA Readiness Evaluation" (its email
 * address cases: new long top-level domains, IDN domains as U-labels and A-labels, Unicode local
 * parts, right-to-left scripts) and UASG 018A's test data sets of valid and invalid addresses and
 * domains (the "普遍接受-测试.世界" and "ua-test" domains, script by script). The documents could not
 * be fetched where this was written: the rows follow their categories and examples, with others
 * from the issue and from RFC 6530-6532 and UTS #46, rather than copying their tables.
 */

export interface AcceptedAddress {
  /** As typed. */
  typed: string;
  /** As stored and looked up: NFC, lower case, domain in U-labels. */
  stored: string;
  /** What the SMTP envelope carries: the stored address, or with an ASCII local part its domain as A-labels. */
  envelope: string;
  why: string;
}

export interface RefusedAddress {
  typed: string;
  why: string;
  /** Only the server sees this (UTS #46 through tr46); the browser's lighter check lets it through. */
  serverOnly?: true;
}

const same = (typed: string, why: string, envelope = typed): AcceptedAddress => ({ typed, stored: typed, envelope, why });

export const ACCEPTED_ADDRESSES: readonly AcceptedAddress[] = [
  // UASG 004: ASCII addresses on new, long top-level domains.
  same('ua-test@ua-test.photography', 'ASCII, a long new top-level domain'),
  same('ua-test@a.b.c.d.e.example.museum', 'ASCII, many labels'),
  same("o'brien+news@example.com", 'ASCII local part with an apostrophe and a plus'),
  same(`${'x'.repeat(64)}@example.com`, 'a local part of 64 octets, the most RFC 5321 allows'),
  { typed: 'UA-Test@UA-TEST.Technology', stored: 'ua-test@ua-test.technology', envelope: 'ua-test@ua-test.technology', why: 'upper case is stored in lower case' },
  // UASG 004 / 018A: an ASCII local part at an IDN domain, typed in U-labels or A-labels: one address.
  same('ua-test@普遍接受-测试.世界', 'ASCII local part, Chinese IDN domain and top-level domain', 'ua-test@xn----f38am99bqvcd5liy1cxsg.xn--rhqv96g'),
  { typed: 'ua-test@xn----f38am99bqvcd5liy1cxsg.xn--rhqv96g', stored: 'ua-test@普遍接受-测试.世界', envelope: 'ua-test@xn----f38am99bqvcd5liy1cxsg.xn--rhqv96g', why: 'the same domain typed as A-labels' },
  { typed: 'ua-test@ua-test.xn--unup4y', stored: 'ua-test@ua-test.游戏', envelope: 'ua-test@ua-test.xn--unup4y', why: 'an IDN top-level domain as an A-label' },
  same('ua-test@ua-test.ישראל', 'a right-to-left top-level domain after an ASCII label', 'ua-test@ua-test.xn--4dbrk0ce'),
  same('user@fuß.de', 'ß is kept (nontransitional UTS #46): fuß.de, never fuss.de', 'user@xn--fu-hia.de'),
  { typed: 'user@ｅｘａｍｐｌｅ.com', stored: 'user@example.com', envelope: 'user@example.com', why: 'full-width letters are mapped by UTS #46' },
  // UASG 004 / 018A: internationalised local parts (EAI, RFC 6531), script by script.
  same('测试@普遍接受-测试.世界', 'Chinese local part and domain'),
  same('测试5@普遍接受-测试.世界', 'Chinese local part with a digit'),
  { typed: '用户@例子。广告', stored: '用户@例子.广告', envelope: '用户@例子.广告', why: 'an ideographic full stop between labels' },
  same('hans.müller@test.com', 'a German local part at an ASCII domain (the issue)'),
  { typed: 'HANS.MÜLLER@TEST.COM', stored: 'hans.müller@test.com', envelope: 'hans.müller@test.com', why: 'the same address in capitals' },
  { typed: 'hans.mu\u0308ller@test.com', stored: 'hans.müller@test.com', envelope: 'hans.müller@test.com', why: 'the same address typed decomposed (NFD) is stored NFC' },
  same('dörte@sörensen.example.com', 'German local part and IDN domain'),
  same('अजय@डाटा.भारत', 'Devanagari local part and domain, .भारत (India)'),
  same('मेल@डाटामेल.भारत', 'Devanagari with vowel signs (combining marks)'),
  same('இந்தியா@இந்தியா.இந்தியா', 'Tamil, with viramas'),
  same('коля@пример.рф', 'Russian'),
  same('квіточка@пошта.укр', 'Ukrainian'),
  same('χρήστης@παράδειγμα.ελ', 'Greek'),
  same('مستخدم@اختبار.شبكة', 'Arabic, right to left'),
  same('משתמש@דוגמה.ישראל', 'Hebrew, right to left'),
  same('ผู้ใช้@ยูเอทดสอบ.ไทย', 'Thai, with tone marks'),
  same('ユーザー@例え.テスト', 'Japanese katakana with the long vowel mark'),
  same('사용자@예시.한국', 'Korean'),
];

const longLabel = `${'a'.repeat(64)}.com`;

export const REFUSED_ADDRESSES: readonly RefusedAddress[] = [
  // UASG 018A: invalid syntax.
  { typed: 'ua-test.example.com', why: 'no @' },
  { typed: 'ua@test@example.com', why: 'two @' },
  { typed: '@example.com', why: 'no local part' },
  { typed: 'ua-test@', why: 'no domain' },
  { typed: '.ua-test@example.com', why: 'a local part opening with a dot' },
  { typed: 'ua-test.@example.com', why: 'a local part closing with a dot' },
  { typed: 'ua..test@example.com', why: 'two dots in a row' },
  { typed: 'ua test@example.com', why: 'a space' },
  { typed: 'ua\u00a0test@example.com', why: 'a no-break space' },
  { typed: '"ua test"@example.com', why: 'a quoted local part (RFC 5322 has them; this product takes none)' },
  { typed: 'UA Test <ua-test@example.com>', why: 'a display name' },
  { typed: 'ua-test@[192.0.2.1]', why: 'an IP address literal' },
  { typed: 'ua-test@192.0.2.1', why: 'an IP address as the domain' },
  { typed: 'ua-test@localhost', why: 'no top-level domain' },
  { typed: 'ua-test@example.com.', why: 'an empty last label' },
  { typed: 'ua-test@-ua-test.com', why: 'a label opening with a hyphen' },
  { typed: 'ua-test@ua-test-.com', why: 'a label closing with a hyphen' },
  { typed: 'ua-test@ua--test.com', why: 'hyphens in the third and fourth place of a label that is no A-label' },
  { typed: 'ua-test@ua_test.com', why: 'an underscore in the domain (STD3)' },
  { typed: `ua-test@${longLabel}`, why: 'a label of 64 octets' },
  { typed: `${'x'.repeat(65)}@example.com`, why: 'a local part of 65 octets' },
  { typed: `${'x'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`, why: 'an address of 260 octets (RFC 5321: at most 254), its parts each of a length allowed' },
  { typed: 'ua-test@example.123', why: 'a top-level domain of digits' },
  // Issue P19: no top-level domain has one letter (ICANN delegates two or more, in any script).
  { typed: 'z@co.c', why: 'a top-level domain of one letter' },
  { typed: 'ua-test@example.ж', why: 'a top-level domain of one letter beyond ASCII' },
  { typed: 'ua-test＠example.com', why: 'a full-width @' },
  { typed: 'ua-test@\u0301example.com', why: 'a label opening with a combining mark' },
  { typed: '\u0301ua-test@example.com', why: 'a local part opening with a combining mark' },
  { typed: 'ua-test@☃.com', why: 'a symbol UTS #46 disallows' },
  { typed: 'ua-test@i❤.ws', why: 'an emoji domain (disallowed by IDNA2008 and UTS #46)' },
  // UASG 018A: domains only UTS #46 refuses (the browser's check lets them through).
  { typed: 'ua-test@xn--ua-test.com', why: 'an A-label that is no valid Punycode', serverOnly: true },
  { typed: 'ua-test@xn--ls8h.la', why: 'an A-label of an emoji', serverOnly: true },
  { typed: 'ua-test@aא.com', why: 'a label mixing left-to-right and right-to-left (the Bidi rule)', serverOnly: true },
  { typed: 'ua-test@example.１２３', why: 'full-width digits that UTS #46 maps to a top-level domain of digits', serverOnly: true },
  // Issue P17: invisible characters, stored as typed and mailed to another address before.
  { typed: 'zwform@exam\u00adple.com', why: 'a soft hyphen (U+00AD), which UTS #46 drops' },
  { typed: 'zwform@exam\u200bple.com', why: 'a zero-width space (U+200B)' },
  { typed: 'zwform@exam\ufeffple.com', why: 'a zero-width no-break space (U+FEFF)' },
  { typed: 'zwform@exam\u2060ple.com', why: 'a word joiner (U+2060)' },
  { typed: 'zwform@exam\u034fple.com', why: 'a combining grapheme joiner (U+034F)' },
  { typed: 'zwform@exam\u200dple.com', why: 'a zero-width joiner (U+200D), which makes another, Punycode domain' },
  { typed: 'zw\u200bform@example.com', why: 'a zero-width space in the local part' },
  { typed: 'zwform@\u202eelpmaxe.com', why: 'a right-to-left override (U+202E)' },
  { typed: 'zwform@example\u2066.com', why: 'a left-to-right isolate (U+2066)' },
  { typed: 'zwform@exam\ufe0fple.com', why: 'a variation selector (U+FE0F)' },
  { typed: 'zwform@exam\u3164ple.com', why: 'a Hangul filler (U+3164), a letter nobody sees' },
  { typed: '\ud800@example.com', why: 'a lone high surrogate (valid JSON, no character)' },
  { typed: 'ua-test@exam\udc00ple.com', why: 'a lone low surrogate' },
];
