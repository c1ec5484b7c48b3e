import { describe, expect, it } from 'vitest';
import { formValues, valuesTypedEarly } from './typedEarly';

const TEMPLATE = { firstName: '', newsletter: false, resumes: [] as File[] };

describe('a form\'s values read from outside React', () => {
  it('takes text for text fields, a sent checkbox as ticked, chosen files, and nothing else', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const posted = formValues(
      [
        ['firstName', 'Asha'],
        ['firstName', 'second value, ignored'],
        ['newsletter', 'on'],
        ['resumes', cv],
        ['website', 'not a field of the form'],
      ],
      TEMPLATE,
    );
    expect(posted).toEqual({ firstName: 'Asha', newsletter: true, resumes: [cv] });
    // An unticked checkbox is not sent at all; an empty file field sends one nameless file.
    expect(formValues([['resumes', new File([], '')]], TEMPLATE)).toEqual({ newsletter: false });
  });

  it('finds what was typed into the server\'s HTML before the form woke, against what it was rendered with', () => {
    document.body.innerHTML = '<form><input name="firstName" value="Asha"><input type="checkbox" name="newsletter"></form>';
    const form = document.querySelector('form');
    expect(valuesTypedEarly(form, { ...TEMPLATE, firstName: 'Asha' })).toEqual({});
    expect(valuesTypedEarly(form, { ...TEMPLATE, firstName: 'Ash', newsletter: true })).toEqual({ firstName: 'Asha', newsletter: false });
  });
});
