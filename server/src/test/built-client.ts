import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * A built client in miniature, shaped like client/dist (see client/scripts/prerender.ts). With
 * `renderedHome`, the home page is rendered by the server and kept, as the real one is, showing
 * the hero's published figures; without, it is a page of the build.
 */
export async function writeBuiltClient(dir: string, { renderedHome = false } = {}): Promise<void> {
  const page = (body: string) => `<html><head><link rel="canonical" href="%PUBLIC_URL%/" /></head><body>${body}</body></html>`;
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await mkdir(path.join(dir, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'client', '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'pages', 'index.html'), page('Home page'));
  await writeFile(path.join(dir, 'pages', 'admin.html'), page('Back office'));
  await writeFile(path.join(dir, 'pages', 'explorer.html'), page('GraphQL explorer'));
  await writeFile(
    path.join(dir, 'pages', 'manifest.json'),
    JSON.stringify({
      pages: renderedHome ? [] : [{ path: '/', file: 'index.html' }],
      rendered: [...(renderedHome ? [{ path: '/', query: [], kept: true }] : []), { path: '/careers', query: ['location'] }, { path: '/careers/:slug', query: [] }, { path: '/about', query: [], kept: true }, { path: '/success-stories', query: [], kept: true }, { path: '/privacy-policy', query: [] }, { path: '/events/:slug', query: [] }],
      admin: 'admin.html',
    }),
  );
  // The per-request render: fills the page template, as the real client/src/public/entry-server.tsx
  // does, and like it gets the careers pages' data through the GraphQL executor it is given.
  await writeFile(
    path.join(dir, 'server', 'entry-server.js'),
    `let renders = 0;
    export async function renderDocument(url, { template }, { graphql }) {
      renders += 1;
      // What was rendered, in order, for tests to see renders nobody asked for (the kept pages warmed after a change).
      (globalThis.finmeshRenderedUrls ??= []).push(url);
      const job = url.match(/^\\/careers\\/([^/?]+)/);
      // As the real one: 404 for a job that is not found, 503 for a page whose data could not be read.
      const failed = (errors) => errors[0].extensions.code === 'NOT_FOUND' ? 404 : 503;
      if (job) {
        const { data, errors } = await graphql({ query: 'query ($slug: String!) { job(slug: $slug) { title } }', variables: { slug: job[1] } });
        if (errors) return { status: failed(errors), html: template.replace('<!--app-html-->', 'Job page: ' + errors[0].extensions.code) };
        return { status: 200, html: template.replace('<!--app-html-->', 'Job page: ' + data.job.title + ' (render ' + renders + ')') };
      }
      // An event's page, with how its seats stand (kept until content changes, or its availability).
      const event = url.match(/^\\/events\\/([^/?]+)/);
      if (event) {
        const { data, errors } = await graphql({ query: 'query ($slug: String!) { event(slug: $slug) { title availability } }', variables: { slug: event[1] } });
        if (errors) return { status: failed(errors), html: template.replace('<!--app-html-->', 'Event page: ' + errors[0].extensions.code) };
        return { status: 200, html: template.replace('<!--app-html-->', 'Event page: ' + data.event.title + ', ' + data.event.availability + ' (render ' + renders + ')') };
      }
      // A page every visitor gets alike, made from the site's settings (as every real page's layout is)
      // and, as the real About page's team and "What We Stand For", the published leadership profiles and values.
      if (url === '/about' || url.startsWith('/about?')) {
        const { data, errors } = await graphql({ query: '{ siteSettings { siteName maintenanceMode } profiles { name role group } companyValues { title } }', variables: {} });
        if (errors) return { status: 503, html: template.replace('<!--app-html-->', 'About page: ' + errors[0].extensions.code) };
        const banner = data.siteSettings.maintenanceMode ? '[Maintenance mode is on] ' : '';
        const team = data.profiles.filter((profile) => profile.group === 'leadership').map((profile) => profile.name + ' (' + profile.role + ')').join(', ');
        const values = data.companyValues.map((value) => value.title).join(', ');
        return { status: 200, html: template.replace('<!--app-html-->', banner + 'About ' + data.siteSettings.siteName + ' (render ' + renders + '). Team: ' + team + '. Values: ' + values) };
      }
      // The published stories, as the real Success Stories page reads them (kept until content changes).
      if (url === '/success-stories') {
        const { data, errors } = await graphql({ query: '{ stories { client outcome } }', variables: {} });
        if (errors) return { status: 503, html: template.replace('<!--app-html-->', 'Stories: ' + errors[0].extensions.code) };
        return { status: 200, html: template.replace('<!--app-html-->', 'Stories: ' + data.stories.map((story) => story.client + ' (' + story.outcome + ')').join(', ') + ' (render ' + renders + ')') };
      }
      // A legal page's text, as the real Privacy Policy page reads it (kept, by the content area's pages, until content changes).
      if (url === '/privacy-policy') {
        const { data, errors } = await graphql({ query: '{ legalPage(slug: "privacy-policy") { title bodyHtml } }', variables: {} });
        if (errors) return { status: errors[0].extensions.code === 'NOT_FOUND' ? 404 : 503, html: template.replace('<!--app-html-->', 'Legal page: ' + errors[0].extensions.code) };
        return { status: 200, html: template.replace('<!--app-html-->', data.legalPage.title + ': ' + data.legalPage.bodyHtml + ' (render ' + renders + ')') };
      }
      // The home page's hero figures, as the real home page reads them (kept until content changes).
      if (url === '/') {
        const { data, errors } = await graphql({ query: '{ homeFigures { value label placement } }', variables: {} });
        if (errors) return { status: 503, html: template.replace('<!--app-html-->', 'Home: ' + errors[0].extensions.code) };
        const hero = data.homeFigures.filter((figure) => figure.placement === 'hero');
        return { status: 200, html: template.replace('<!--app-html-->', 'Home figures: ' + hero.map((figure) => figure.value + ' ' + figure.label).join(', ') + ' (render ' + renders + ')') };
      }
      if (url.startsWith('/careers')) {
        const { data, errors } = await graphql({ query: '{ jobs(first: 100) { edges { node { title } } } pageSections { slug title } }', variables: {} });
        if (errors) return { status: failed(errors), html: template.replace('<!--app-html-->', 'Failed to load jobs: ' + errors[0].message) };
        const location = new URL(url, 'http://localhost').searchParams.get('location');
        // Its footer's newsletter invitation, a page text, as on every real page.
        const newsletter = data.pageSections.find((section) => section.slug === 'newsletter');
        const footer = newsletter ? ' Footer: ' + newsletter.title : '';
        return { status: 200, html: template.replace('<!--app-html-->', 'Openings' + (location ? ' in ' + location : '') + ': ' + data.jobs.edges.map((edge) => edge.node.title).join(', ') + ' at %PUBLIC_URL%/careers (render ' + renders + ')' + footer) };
      }
      const body = 'Home page, rendered for ' + url;
      return { status: 404, html: template.replace('<!--app-html-->', body) + '${page('').replace(/<\/?body>/g, '')}' };
    }
    // As many fields as a form posted to its page may hold (the real one: the form's own and a few more).
    export function formPostFieldLimit(url) {
      return 20;
    }
    // A form posted to its page: says what reached it (the real one checks, sends and renders the answer).
    export async function renderFormPost(url, { fields, uploads, refused }, { template }) {
      // Stored (here: asked to be), the real one sends the browser on to the thanks.
      if (fields.some(([name]) => name === 'stored')) return { status: 303, html: '', location: '/forms/contact?sent=1' };
      const files = [];
      for (const upload of uploads) {
        const file = await upload.promise;
        const chunks = [];
        for await (const chunk of file.createReadStream()) chunks.push(chunk);
        files.push({ filename: file.filename, mimetype: file.mimetype, size: Buffer.concat(chunks).length });
      }
      return { status: refused ? 413 : 200, html: template.replace('<!--app-html-->', 'Form post to ' + url + ': ' + JSON.stringify({ fields, files, refused })) };
    }`,
  );
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  await writeFile(path.join(dir, 'client', 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(dir, 'client', 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'client', 'index.html'), 'template <!--app-html-->');
  await writeFile(path.join(dir, 'client', '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
}

