/**
 * How the site's own films and pictures are made: a scene in HTML and CSS, in the brand's colours
 * and type, drawn by Chromium frame by frame (its CSS animations stepped to exact times, so a loop
 * is seamless) and encoded by ffmpeg. Used by the make-*.ts scripts; needs Debian's chromium and ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const fonts = path.resolve(import.meta.dirname, '../../node_modules/@fontsource-variable');
const font = (file: string) => pathToFileURL(path.join(fonts, file)).href;

/** The brand's colours, for scenes. */
export const INK = { 950: '#070d1f', 900: '#0b1430', 800: '#101a36', 700: '#17244a', 300: '#93a0bd', 100: '#e8ecf6' };
export const ACCENTS = { brand: '#2446d6', mint: '#6fe3cc', teal: '#14ae97', blue: '#8aa4ff', amber: '#ffc978', pink: '#ff9eb5' };

/** A scene's page: the brand's fonts, a dark background with its two glows, and the scene's own CSS and HTML. */
export function scenePage({ width, height, css, body, background = true }: { width: number; height: number; css: string; body: string; background?: boolean }): string {
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(${font('inter/files/inter-latin-wght-normal.woff2')}) format('woff2'); font-weight: 100 900; }
@font-face { font-family: Jakarta; src: url(${font('plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}) format('woff2'); font-weight: 200 800; }
* { box-sizing: border-box; margin: 0; }
body { width: ${width}px; height: ${height}px; overflow: hidden; position: relative; font-family: Inter, sans-serif; color: ${INK[100]};
  ${background ? `background: radial-gradient(${Math.round(width * 0.6)}px ${Math.round(height * 0.7)}px at 92% 0%, rgba(36,70,214,.55), transparent 62%), radial-gradient(${Math.round(width * 0.45)}px ${Math.round(height * 0.6)}px at 0% 100%, rgba(20,174,151,.3), transparent 60%), ${INK[950]};` : ''} }
h1, h2, h3, b.title { font-family: Jakarta, sans-serif; }
${css}
</style></head><body>${body}</body></html>`;
}

export interface Studio {
  /** A looping film: `<name>.webm` (VP9), `<name>.mp4` (H.264) and `<name>-poster.webp` (the frame at `posterAt` ms). */
  film(name: string, scene: { width: number; height: number; seconds: number; html: string; posterAt: number }): Promise<void>;
  /** A still picture: `<name>.webp`. */
  still(name: string, scene: { width: number; height: number; html: string; quality?: number }): Promise<void>;
  close(): Promise<void>;
}

const FPS = 24;

/** Makes films and stills into `out`. */
export async function openStudio(out: string): Promise<Studio> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
  const work = await mkdtemp(path.join(tmpdir(), 'finmesh-media-'));
  const open = async (name: string, html: string, width: number, height: number): Promise<Page> => {
    const file = path.join(work, `${name}.html`);
    await writeFile(file, html);
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(pathToFileURL(file).href);
    await page.evaluate(() => document.fonts.ready);
    return page;
  };
  const at = (page: Page, time: number) =>
    page.evaluate((ms) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = ms;
      }
    }, time);
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

  return {
    async film(name, { width, height, seconds, html, posterAt }) {
      const page = await open(name, html, width, height);
      const frames = path.join(work, name);
      execFileSync('mkdir', ['-p', frames]);
      for (let frame = 0; frame < FPS * seconds; frame += 1) {
        await at(page, (frame / FPS) * 1000);
        await page.screenshot({ path: path.join(frames, `${String(frame).padStart(4, '0')}.png`) });
      }
      await at(page, posterAt);
      await page.screenshot({ path: path.join(frames, 'poster.png') });
      await page.close();
      const input = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];
      ffmpeg(...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(out, `${name}.webm`));
      ffmpeg(...input, '-c:v', 'libx264', '-crf', '31', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(out, `${name}.mp4`));
      ffmpeg('-i', path.join(frames, 'poster.png'), '-c:v', 'libwebp', '-quality', '76', path.join(out, `${name}-poster.webp`));
      await rm(frames, { recursive: true, force: true });
      console.log(`  ${name}: .webm, .mp4 and -poster.webp`);
    },
    async still(name, { width, height, html, quality = 80 }) {
      const page = await open(name, html, width, height);
      await at(page, 0);
      const png = path.join(work, `${name}.png`);
      await page.screenshot({ path: png });
      await page.close();
      ffmpeg('-i', png, '-c:v', 'libwebp', '-quality', String(quality), path.join(out, `${name}.webp`));
      console.log(`  ${name}.webp`);
    },
    async close() {
      await browser.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
