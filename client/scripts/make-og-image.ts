/**
 * Draws the social sharing image (client/public/og-image.png, 1200x630) with Chromium from the
 * brand's own mark and type. Run after changing the brand:  node scripts/make-og-image.ts
 */
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve(import.meta.dirname, '../public/og-image.png');
const mark = `<svg viewBox="0 0 32 32" width="88" height="88"><rect width="32" height="32" rx="8" fill="#2446d6"/><path d="M8 22.5 16 8.5l8 14H8Zm8-14v8.5m-8 5.5 8-5.5 8 5.5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/><circle cx="16" cy="8.5" r="2.5" fill="#6fe3cc"/><circle cx="8" cy="22.5" r="2.5" fill="#fff"/><circle cx="24" cy="22.5" r="2.5" fill="#fff"/><circle cx="16" cy="17" r="2" fill="#6fe3cc"/></svg>`;
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#fff;background:radial-gradient(900px 600px at 90% 0%, rgba(36,70,214,.55), transparent 60%),
  radial-gradient(700px 500px at 0% 100%, rgba(20,174,151,.3), transparent 60%), #070d1f">
  <div style="display:flex;align-items:center;gap:24px">${mark}<span style="font-size:56px;font-weight:800;letter-spacing:-1px">Finmesh</span></div>
  <div>
    <div style="font-size:24px;font-weight:700;letter-spacing:4px;color:#6fe3cc;text-transform:uppercase">Debt · Equity · M&amp;A marketplace</div>
    <div style="font-size:72px;font-weight:800;line-height:1.05;letter-spacing:-2px;margin-top:20px;max-width:980px">Smart Capital Solutions for Every Business Need</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`Wrote ${path.relative(process.cwd(), out)}.`);
