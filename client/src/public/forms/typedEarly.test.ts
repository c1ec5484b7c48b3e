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

  it('reads a post whose field repeats tens of thousands of times as it reads one that sends it once', () => {
    // Issue P17: a copy per repeat made 21,800 repeats of one field hold the server for seconds.
    const repeated = Array.from({ length: 50_000 }, (_, index) => ['firstName', index === 0 ? 'Asha' : ''] as const);
    expect(formValues(repeated, TEMPLATE)).toEqual({ firstName: 'Asha', newsletter: false });
  });

  it('finds what was typed into the server\'s HTML before the form woke, and only that', () => {
    document.body.innerHTML = [
      '<form>',
      '<input name="firstName" value="Asha">',
      '<input type="email" name="email" value=" asha@ ">',
      '<textarea name="message">two\r\nlines</textarea>',
      '<select name="role"><option value="">Choose</option><option value="Investor">Investor</option></select>',
      '<input type="checkbox" name="newsletter">',
      '</form>',
    ].join('');
    const form = document.querySelector('form');
    // As React leaves a text area it hydrated: its text as the state holds it, with CRLF.
    (form?.elements.namedItem('message') as HTMLTextAreaElement).defaultValue = 'two\r\nlines';
    const template = { firstName: '', email: '', message: '', role: '', newsletter: false };
    // As served: the browser's own trimming of the address and line breaks are no one's typing.
    expect(valuesTypedEarly(form, template)).toEqual({});
    (form?.elements.namedItem('firstName') as HTMLInputElement).value = 'Ashima';
    (form?.elements.namedItem('newsletter') as HTMLInputElement).checked = true;
    (form?.elements.namedItem('role') as HTMLSelectElement).value = 'Investor';
    expect(valuesTypedEarly(form, template)).toEqual({ firstName: 'Ashima', newsletter: true, role: 'Investor' });
  });
});
