import { COMPANY } from '../../rules/brand.js';
import { escapeHtml } from '../../shared/html.js';

/**
 * One branded layout for every email, as HTML and plain text. Everything passed in is text and
 * is escaped here: no caller can put markup into a message.
 */

export interface EmailContent {
  subject: string;
  /** First line of the message, also the inbox preview: always one line. None: the message starts with its paragraphs (a reply, all of it the member's words). */
  heading?: string;
  /** The message's text, in our words (or an admin's reply); a paragraph keeps its line breaks. */
  paragraphs: readonly string[];
  /** Label/value rows, for example the fields of a form: each value always one line, so no value can pass for a row of its own. */
  details?: readonly (readonly [string, string])[];
  /**
   * What a person wrote (a visitor's message), after the rows and set apart from them: each line
   * "> "-quoted in the text, a bordered block in the HTML, and its links not clickable
   * (`linksAsText`), so no line of it can pass for a row, a link or a button of ours.
   */
  quoted?: { label: string; text: string };
  action?: { label: string; url: string };
  /** Small print at the bottom, for example how to unsubscribe. */
  footnote?: string;
  /** A calendar invitation (iMIP, RFC 6047) sent with the message, which calendars offer to add or update (`calendar.ts`). */
  calendar?: CalendarPart;
  /**
   * The subject and the rows' values are others' words (a staff notice: the names, company and
   * addresses a visitor typed): written with their links as text (`linksAsText`), as a quotation
   * always is, so no mail program makes a link of any of them. Our own words (the heading,
   * paragraphs, labels, the action) are not changed.
   */
  writtenByOthers?: boolean;
}

/** An iCalendar object of one method, as built when the message was queued. */
export interface CalendarPart {
  method: CalendarMethod;
  /** The `.ics` text. */
  ics: string;
}

/** The iTIP methods (RFC 5546) the product sends: an invitation or its update, and its cancellation. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  calendar?: CalendarPart;
}

/** Subjects, headings and detail rows are one line: a line break from user input must not become a header, nor a row that was never sent. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/** Every kind of line break a text can carry, for a quotation that marks each line. */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;

/** A URL scheme followed by "//" (https://, ftp://, any://), and the schemes mail programs link without one. */
const SCHEME = /\b([a-z][a-z0-9+.-]{0,31}):(?=\/\/)|\b(mailto|javascript|vbscript|data|file):(?=\S)/giu;
/** A dot, or a full stop IDNA reads as one, between the labels of a name (evil.example, www.x.com, a@b.in): never between digits (₹2.5). */
const NAME_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=\p{L}[\p{L}\p{N}-])/gu;

/**
 * Text with its links written so that no mail program makes them clickable: a scheme's colon as
 * "[:]" and a dot between the labels of a name as "[.]" (https[:]//evil[.]example), as security
 * notices write them. Mail programs link bare domains and addresses in plain text and in HTML
 * alike, so markup cannot stop them; invisible breaks (a zero-width space) would look the same
 * and make a copied link silently wrong, where "[.]" shows what was done.
 */
export function linksAsText(text: string): string {
  return text.replace(SCHEME, (_, scheme: string | undefined, bare: string | undefined) => `${scheme ?? bare}[:]`).replace(NAME_DOT, '[.]');
}

const LINKS_NOTE = 'Links above are not clickable: [:] stands for ":" and [.] for ".".';

/** The subject line of a message. */
export function subjectLine(content: EmailContent): string {
  return oneLine(othersText(content, content.subject));
}

/** A text of the message as it is shown: others' words (`writtenByOthers`) with their links as text. */
const othersText = (content: EmailContent, text: string): string => (content.writtenByOthers ? linksAsText(text) : text);

/** Whose mail it is, as its frame (the bar above and the line below) names the site: the site's settings at sending time. */
export interface MailBrand {
  siteName: string;
  tagline: string;
}

const COMPANY_BRAND: MailBrand = { siteName: COMPANY.name, tagline: COMPANY.tagline };

export function renderEmail(content: EmailContent, brand: MailBrand = COMPANY_BRAND): RenderedEmail {
  const rows = content.details?.map(([label, value]) => [oneLine(label), oneLine(othersText(content, value))] as const) ?? [];
  const quoted = content.quoted ? { label: oneLine(content.quoted.label), ...quotation(content.quoted.text) } : null;
  // Said once, under what it is about: the quotation, else the rows.
  const rowsChanged = content.writtenByOthers === true && content.details?.some(([, value]) => linksAsText(value) !== value) === true;
  const linksNote = quoted?.changed || rowsChanged ? LINKS_NOTE : null;
  const heading = content.heading === undefined ? null : oneLine(content.heading);
  const paragraphs = content.paragraphs.map(
    (paragraph) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#333e57">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
  );
  const note = linksNote ? `\n<p style="margin:-12px 0 20px;font-size:12px;color:#8190ad">${escapeHtml(linksNote)}</p>` : '';
  const details = rows.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:8px 0 20px;border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-top:1px solid #e9edf5;font-size:13px;color:#5d6c8c;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 0;border-top:1px solid #e9edf5;font-size:14px;color:#101a33">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>${quoted ? '' : note}`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2446d6;color:#ffffff;font-weight:600;font-size:15px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const quote = quoted
    ? `<p style="margin:8px 0 6px;font-size:13px;color:#5d6c8c">${escapeHtml(quoted.label)}</p>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #b8c4de;background:#f5f7fb;font-size:14px;line-height:1.6;color:#333e57;overflow-wrap:anywhere;word-break:break-word">${quoted.lines.map(escapeHtml).join('<br>')}</blockquote>${note}`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#8190ad">${escapeHtml(content.footnote)}</p>` : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subjectLine(content))}</title></head>
<body style="margin:0;padding:0;background:#f5f7fb;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
${heading === null ? '' : `<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(heading)}</span>`}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fb;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:14px;overflow:hidden;border:1px solid #e9edf5">
<tr><td style="background:#070d1f;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:800;letter-spacing:-0.3px">${escapeHtml(brand.siteName)}</td></tr>
<tr><td style="padding:28px">
${heading === null ? '' : `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#101a33">${escapeHtml(heading)}</h1>`}
${paragraphs.join('\n')}
${details}
${quote}
${action}
${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#f5f7fb;font-size:12px;color:#8190ad">${escapeHtml(brand.siteName)} · ${escapeHtml(brand.tagline)} · ${COMPANY.city}, ${COMPANY.country}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    ...(heading === null ? [] : [heading, '']),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(rows.length ? [...rows.map(([label, value]) => `${label}: ${value}`), ...(linksNote && !quoted ? [linksNote] : []), ''] : []),
    ...(quoted ? [`${quoted.label}:`, ...quoted.lines.map((line) => (line === '' ? '>' : `> ${line}`)), ...(linksNote ? [linksNote] : []), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    `${brand.siteName} · ${brand.tagline}`,
  ].join('\n');

  return { subject: subjectLine(content), html, text, ...(content.calendar ? { calendar: content.calendar } : {}) };
}

/** A quotation's text as the message shows it: trimmed, its links as text. */
export const quotedText = (text: string): string => linksAsText(text.trim());

/** A quotation's lines, its links as text; `changed` when there were links to write so. */
function quotation(text: string): { lines: string[]; changed: boolean } {
  const shown = quotedText(text);
  return { lines: shown.split(LINE_BREAK), changed: shown !== text.trim() };
}
