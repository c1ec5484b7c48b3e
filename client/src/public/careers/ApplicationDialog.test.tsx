import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import ApplicationDialog from './ApplicationDialog';

/** XMLHttpRequest as the upload uses it: what was sent, and a way to answer or report progress. */
class FakeRequest extends EventTarget {
  static sent: FakeRequest[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  responseType = '';
  response: unknown = null;
  status = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const TARGET = { jobId: 'Sm9iOjAxYTE=', position: 'Senior Backend Engineer' };

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  stubGraphQL();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  renderPublic(<ApplicationDialog target={TARGET} onClose={onClose} onSubmitted={onSubmitted} />);
  return { onClose, onSubmitted };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const resume = (name: string, content = '%PDF-1.4\n%%EOF\n', type = 'application/pdf') => new File([content], name, { type });

async function fillIn() {
  fireEvent.change(field(/^First name/), { target: { value: 'Asha' } });
  fireEvent.change(field(/^Last name/), { target: { value: 'Rao' } });
  fireEvent.change(field(/^Email/), { target: { value: 'asha@example.com' } });
  // The country list arrives from the server.
  const country = await screen.findByRole('option', { name: 'India (+91)' });
  fireEvent.change(country.closest('select') as HTMLSelectElement, { target: { value: 'IN' } });
  fireEvent.change(field(/^Phone number/), { target: { value: '98450 12345' } });
  fireEvent.change(field(/^Cover note/), { target: { value: 'I have built payment systems for six years.' } });
}

const attach = (...files: File[]) => fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('job application', () => {
  it('names the job and asks for every required field on submit, focusing the first', async () => {
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Apply for this job' })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Apply for this job' });
    expect(document.getElementById(String(dialog.getAttribute('aria-describedby')))?.textContent).toBe('Senior Backend Engineer');

    submit();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Country is required', 'Phone number is required', 'Cover note is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(field(/^First name/)));
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('checks a field when the candidate leaves it, and clears its message on edit', async () => {
    renderDialog();
    fireEvent.change(field(/^Email/), { target: { value: 'asha@' } });
    fireEvent.blur(field(/^Email/));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(field(/^Email/), { target: { value: 'asha@example.com' } });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });

  it('accepts PDF, DOC, DOCX and TXT resumes only, and lets a file be removed', async () => {
    renderDialog();
    await fillIn();
    attach(resume('resume.pdf'), resume('photo.png', 'PNG', 'image/png'));
    expect(screen.getByText('photo.png')).toBeTruthy();
    submit();
    expect(await screen.findByText('Resumes must be PDF, DOC, DOCX or TXT files')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByText('Resumes must be PDF, DOC, DOCX or TXT files')).toBeNull();
    expect(screen.getByText('resume.pdf')).toBeTruthy();
  });

  it('uploads the application with its resumes as a GraphQL multipart request, showing progress, then thanks and closes after 5 seconds', async () => {
    const { onSubmitted } = renderDialog();
    await fillIn();
    attach(resume('asha-rao.pdf'));
    fireEvent.focus(field(/^First name/));
    submit();

    const request = await waitFor(() => FakeRequest.sent[0] ?? Promise.reject(new Error('not sent yet')));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    expect(request.headers['Apollo-Require-Preflight']).toBe('true');
    const operations = JSON.parse(String(request.body?.get('operations'))) as { query: string; variables: { input: Record<string, unknown>; resumes: unknown[] } };
    expect(operations.query).toContain('applyForJob(input: $input, resumes: $resumes)');
    expect(operations.variables.resumes).toEqual([null]);
    expect(operations.variables.input).toEqual({
      jobId: TARGET.jobId,
      position: 'Senior Backend Engineer',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      country: 'IN',
      countryCode: '+91',
      phone: '+9198450 12345',
      coverNote: 'I have built payment systems for six years.',
      subscribe: false,
      website: '',
      formToken: 'form-token-1',
    });
    expect(JSON.parse(String(request.body?.get('map')))).toEqual({ 0: ['variables.resumes.0'] });
    expect((request.body?.get('0') as File).name).toBe('asha-rao.pdf');

    expect(screen.getByRole('button', { name: 'Submitting...' }).hasAttribute('disabled')).toBe(true);
    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading 50%' }).getAttribute('aria-valuenow')).toBe('50');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Awaited, so the answer's handling (after the request's promise settles) happens inside act().
    await act(async () => request.respond(200, { data: { applyForJob: { success: true, message: 'Your application has been submitted successfully!' } } }));
    expect(await screen.findByText('Your application has been submitted successfully!')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4900));
    expect(onSubmitted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message against the field it concerns", async () => {
    renderDialog();
    await fillIn();
    attach(resume('resume.pdf', 'not really a pdf'));
    submit();
    const request = await waitFor(() => FakeRequest.sent[0] ?? Promise.reject(new Error('not sent yet')));
    act(() =>
      request.respond(200, {
        data: null,
        errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'resume', message: 'Resumes must be PDF, DOC, DOCX or TXT files' }] } }],
      }),
    );
    expect(await screen.findByText('Resumes must be PDF, DOC, DOCX or TXT files')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });

  it("shows the server's refusal, or a general message when the request did not get through", async () => {
    renderDialog();
    await fillIn();
    submit();
    let request = await waitFor(() => FakeRequest.sent[0] ?? Promise.reject(new Error('not sent yet')));
    act(() => request.respond(429, { errors: [{ message: 'Too many submissions from your address. Please try again in a minute.', extensions: { code: 'TOO_MANY_REQUESTS' } }] }));
    expect(await screen.findByText('Too many submissions from your address. Please try again in a minute.')).toBeTruthy();

    submit();
    request = await waitFor(() => FakeRequest.sent[1] ?? Promise.reject(new Error('not sent yet')));
    act(() => request.fail());
    expect(await screen.findByText('An error occurred while submitting your application. Please try again.')).toBeTruthy();
  });
});
