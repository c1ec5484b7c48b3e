import { COMPANY } from '../rules/brand.js';
import { escapeHtml } from '../shared/html.js';

export interface NoticePage {
  title: string;
  message: string;
  /** A single-button form, posted to `action`. */
  form?: { action: string; button: string };
  /** Where its link to the website goes: the root of the address it was opened at, unless told; null: no link (the maintenance page). */
  home?: string | null;
  /** The name it is signed with (the site's settings); the company's name unless told. */
  siteName?: string;
  /** An address to write to, shown under the message. */
  contactEmail?: string;
}

/** A small branded page the server answers with itself (for example the unsubscribe link). */
export function renderNoticePage({ title, message, form, home = '/', siteName = COMPANY.name, contactEmail }: NoticePage): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fb;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#101a33}
main{max-width:28rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border:1px solid #e9edf5;border-radius:16px;box-shadow:0 1px 2px rgba(16,26,51,.06)}
.brand{font-weight:800;font-size:1.25rem;letter-spacing:-.02em;margin-bottom:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.6;color:#46536f}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:8px;background:#2446d6;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #8aa9ff;outline-offset:2px}a{color:#1c37ae}
</style></head>`;
  const contact = contactEmail ? `<p>Questions? Write to <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>` : '';
  const homeLink = home === null ? '' : `<p style="margin:1.5rem 0 0;font-size:.875rem"><a href="${escapeHtml(home)}">Go to the ${escapeHtml(siteName)} website</a></p>`;
  return `${head}
<body><main><div class="brand">${escapeHtml(siteName)}</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${contact}${button}${homeLink}</main></body></html>`;
}
