import { describe, expect, it } from 'vitest';
import { FIGURE_KIND, choiceField, imageField, numberField, ruleOf, urlField } from './content-kinds.js';
import { FIGURE_MESSAGES, countingFigureOf } from './figures.js';

describe('a content kind field', () => {
  it('of choice takes one of its values, and names them all when given another', () => {
    const rule = ruleOf(choiceField('group', 'Group', [{ value: 'leadership', label: 'Leadership' }, { value: 'speaker', label: 'Speaker' }], 'Where they appear.'));
    expect(rule('speaker')).toBeNull();
    expect(rule('Speaker')).toBe('Group must be one of: Leadership, Speaker');
    expect(rule(3)).toBe('Group must be one of: Leadership, Speaker');
    expect(rule('')).toBe('Group is required');
    expect(rule(null)).toBe('Group is required');
  });

  it('of number takes a whole number within its bounds', () => {
    const rule = ruleOf(numberField('rate', 'Success rate', 0, 100, 'In percent.'));
    expect(rule(0)).toBeNull();
    expect(rule(100)).toBeNull();
    for (const value of [101, -1, 3.5, '34', Number.NaN]) expect(rule(value)).toBe('Success rate must be a whole number from 0 to 100');
    expect(rule(undefined)).toBe('Success rate is required');
    expect(ruleOf(numberField('investors', 'Investors', 0, 100_000, 'Active.', false))(null)).toBeNull();
  });

  it('of url takes a web address without credentials, and may be left out', () => {
    const rule = ruleOf(urlField('profileUrl', 'Profile link', 'Their public profile.'));
    expect(rule('https://www.linkedin.com/in/aarav-sharma-finmesh')).toBeNull();
    expect(rule(null)).toBeNull();
    expect(rule('')).toBeNull();
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'https://user:pass@example.com', 'ftp://example.com', 'example.com', `https://example.com/${'a'.repeat(2_000)}`, 'https://localhost']) {
      expect(rule(value)).toBe('Profile link must be a web address starting with https://');
    }
  });

  it('of image takes a media id, not a path or an address', () => {
    const rule = ruleOf(imageField('logo', 'Logo', 'The mark.'));
    expect(rule('0192f1a4-6b7c-7d8e-9f00-112233445566')).toBeNull();
    expect(rule(null)).toBeNull();
    for (const value of ['/media/x/320.webp', 'https://example.com/logo.png', 42]) expect(rule(value)).toBe('Logo must be an image of the media library');
  });
});

describe("a home figure's rule across its fields", () => {
  it('takes any words in the hero, and in the impact band only a whole number with what follows it (it counts up)', () => {
    const check = (values: Record<string, unknown>) => FIGURE_KIND.check?.(values) ?? null;
    expect(check({ value: 'Minutes', placement: 'hero' })).toBeNull();
    for (const value of ['90%', '300+', '48', '12 Cr']) expect(check({ value, placement: 'impact' })).toBeNull();
    for (const value of ['Minutes', '~90%', 'x2']) expect(check({ value, placement: 'impact' })).toEqual({ field: 'value', message: FIGURE_MESSAGES.impactNotCounting });
    expect([countingFigureOf('90%'), countingFigureOf(' 300+ '), countingFigureOf('Minutes')]).toEqual([{ value: 90, suffix: '%' }, { value: 300, suffix: '+' }, null]);
  });
});
