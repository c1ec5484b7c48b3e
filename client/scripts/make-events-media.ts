/**
 * Makes the Events and Event Details pages' film and pictures, drawn from the brand's own colours and type:
 *   conference       the Events banner's film: a conference stage, a chart rising on the big screen, spotlights sweeping
 *   gallery-1 .. 6   moments from past events, as the content's captions describe them
 *   event-1 .. 3     the upcoming events' card backgrounds (a keynote, a roundtable, a rooftop evening)
 *   details-banner   the Event Details banner: the conference hall from the back of the room
 *   drip-1 .. 5      the Industry Drips slides' pictures, as the content describes them
 *
 *   node scripts/make-events-media.ts      (needs Debian's chromium and ffmpeg)
 *
 * Writes them to src/public/events/media (the film as .webm, .mp4 and a -poster.webp).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ACCENTS, INK, openStudio, scenePage } from './media.ts';

const out = path.resolve(import.meta.dirname, '../src/public/events/media');
await mkdir(out, { recursive: true });

const SKIN = ['#c48a64', '#a8714f', '#deaa86', '#94603f', '#b97d58', '#e2b48f'];
const SHIRTS = [ACCENTS.brand, ACCENTS.teal, ACCENTS.pink, ACCENTS.amber, '#3b4d86', ACCENTS.blue, '#5b6b94'];
const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A person from the waist up at (x, y) = the top of the head, `size` the head's diameter. */
function person(x: number, y: number, size: number, index: number, extra = ''): string {
  const skin = pick(SKIN, index);
  const shirt = pick(SHIRTS, index * 3 + 1);
  const hair = index % 3 === 2 ? '#3b2619' : '#1c1c1c';
  const w = size * 2.1;
  return `<g transform="translate(${x} ${y})">
<path d="M ${-w / 2} ${size * 3.2} Q ${-w / 2} ${size * 1.15} 0 ${size * 1.15} Q ${w / 2} ${size * 1.15} ${w / 2} ${size * 3.2} Z" fill="${shirt}"/>
<rect x="${-size * 0.18}" y="${size * 0.85}" width="${size * 0.36}" height="${size * 0.4}" fill="${skin}"/>
<circle cx="0" cy="${size / 2}" r="${size / 2}" fill="${skin}"/>
<path d="M ${-size / 2} ${size / 2} A ${size / 2} ${size / 2} 0 0 1 ${size / 2} ${size / 2} Q 0 ${size * (index % 2 ? 0.15 : 0.3)} ${-size / 2} ${size / 2} Z" fill="${hair}"/>
${extra}</g>`;
}

/** The back of a seated audience member's head and shoulders, as seen from the rows behind. */
function backOfHead(x: number, y: number, size: number, index: number): string {
  return `<g transform="translate(${x} ${y})" fill="${index % 2 ? '#0d1733' : '#111c3c'}"><circle cx="0" cy="0" r="${size / 2}"/><path d="M ${-size} ${size * 1.6} Q ${-size} ${size * 0.55} 0 ${size * 0.55} Q ${size} ${size * 0.55} ${size} ${size * 1.6} Z"/></g>`;
}

/** Rows of audience heads filling the bottom of a `width` × `height` scene. */
function audience(width: number, height: number, rows = 3): string {
  let heads = '';
  for (let row = 0; row < rows; row += 1) {
    const size = 34 + row * 10;
    const y = height - 150 + row * 52;
    const step = size * 1.9;
    for (let x = (row % 2) * (step / 2) - step; x < width + step; x += step) heads += backOfHead(x, y, size, Math.round(x / step) + row);
  }
  return heads;
}

/** A rising chart as the big screen shows it; `drawn` animates the line being drawn. */
function screenChart(width: number, height: number, colour: string, drawn = false): string {
  const points = [0.82, 0.74, 0.78, 0.6, 0.64, 0.46, 0.5, 0.32, 0.24, 0.14];
  const path = points.map((value, index) => `${index === 0 ? 'M' : 'L'} ${(index / (points.length - 1)) * width} ${value * height}`).join(' ');
  return `<g class="grid">${[0.25, 0.5, 0.75].map((f) => `<line x1="0" x2="${width}" y1="${f * height}" y2="${f * height}" stroke="rgba(255,255,255,.08)"/>`).join('')}</g>
<path d="${path} L ${width} ${height} L 0 ${height} Z" fill="${colour}" opacity=".16"${drawn ? ' class="area"' : ''}/>
<path d="${path}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"${drawn ? ' class="line"' : ''}/>`;
}

/** A stage: the big screen with its chart, the stage edge and two spotlights (`sweeping` animates them). */
function stage(width: number, height: number, { sweeping = false, screen = '' } = {}): { css: string; svg: string } {
  const screenWidth = width * 0.46;
  const screenHeight = height * 0.42;
  const left = (width - screenWidth) / 2;
  const top = height * 0.1;
  const css = `
.line { stroke-dasharray: 1400; animation: draw 8s ease-in-out infinite; } .area { animation: area 8s ease-in-out infinite; }
.beam { transform-box: view-box; mix-blend-mode: screen; } .beam.a { transform-origin: ${width * 0.12}px 0; } .beam.b { transform-origin: ${width * 0.88}px 0; }
${sweeping ? `.beam.a { animation: sweep-a 8s ease-in-out infinite; } .beam.b { animation: sweep-b 8s ease-in-out infinite; }` : ''}
@keyframes draw { 0% { stroke-dashoffset: 1400; } 60%, 96% { stroke-dashoffset: 0; } 100% { stroke-dashoffset: 1400; } }
@keyframes area { 0%, 20% { opacity: 0; } 60%, 96% { opacity: .16; } 100% { opacity: 0; } }
@keyframes sweep-a { 0%, 100% { transform: rotate(-14deg); } 50% { transform: rotate(10deg); } }
@keyframes sweep-b { 0%, 100% { transform: rotate(14deg); } 50% { transform: rotate(-10deg); } }`;
  const svg = `
<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a2650"/><stop offset="1" stop-color="${INK[950]}"/></linearGradient></defs>
<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="url(#floor)"/>
<rect x="${left - 10}" y="${top - 10}" width="${screenWidth + 20}" height="${screenHeight + 20}" rx="10" fill="#050a18" stroke="rgba(255,255,255,.12)"/>
<g transform="translate(${left + screenWidth * 0.08} ${top + screenHeight * 0.26})">${screenChart(screenWidth * 0.84, screenHeight * 0.64, ACCENTS.mint, sweeping)}</g>
${screen ? `<text x="${left + screenWidth * 0.08}" y="${top + screenHeight * 0.16}" fill="${INK[100]}" font-family="Jakarta" font-weight="800" font-size="${Math.round(screenHeight * 0.09)}">${screen}</text>` : ''}
<rect x="${width * 0.08}" y="${height * 0.6}" width="${width * 0.84}" height="${height * 0.04}" rx="4" fill="#243466"/>
<path class="beam a" d="M ${width * 0.12} 0 L ${width * 0.02} ${height * 0.95} L ${width * 0.3} ${height * 0.95} Z" fill="url(#beam)" opacity=".55"/>
<path class="beam b" d="M ${width * 0.88} 0 L ${width * 0.7} ${height * 0.95} L ${width * 0.98} ${height * 0.95} Z" fill="url(#beam)" opacity=".55"/>`;
  return { css, svg };
}

function svgScene(width: number, height: number, svg: string, css = '', extraBody = ''): string {
  return scenePage({ width, height, css: `svg.scene { position: absolute; inset: 0; } ${css}`, body: `<svg class="scene" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>${extraBody}` });
}

/** The Events banner's film: the stage, the chart drawing itself on the screen, spotlights sweeping over the audience. */
function conference(): string {
  const width = 1280;
  const height = 560;
  const { css, svg } = stage(width, height, { sweeping: true });
  return svgScene(width, height, `${svg}${audience(width, height)}`, css);
}

/** A panel of four speakers seated on stage, in conversation. */
function panelOfFour(width: number, height: number): string {
  const { css, svg } = stage(width, height, { screen: 'Panel: the future of SME credit' });
  const seats = [0.24, 0.42, 0.58, 0.76]
    .map((f, index) => `${person(width * f, height * 0.42, 44, index)}<rect x="${width * f - 34}" y="${height * 0.42 + 130}" width="68" height="12" rx="6" fill="#33447a"/>`)
    .join('');
  return svgScene(width, height, `${svg}${seats}${audience(width, height, 1)}`, css);
}

/** Guests with name badges networking over drinks. */
function networking(width: number, height: number): string {
  const badge = (colour: string) => `<rect x="8" y="70" width="26" height="18" rx="3" fill="#fff"/><rect x="8" y="70" width="26" height="6" rx="2" fill="${colour}"/>`;
  const glass = `<path d="M 34 78 l 12 0 l -3 18 l -6 0 Z" fill="rgba(255,201,120,.75)"/><rect x="39" y="96" width="2" height="12" fill="#ddd"/>`;
  const guests = [
    [0.14, 0.3, 60],
    [0.32, 0.36, 54],
    [0.56, 0.28, 62],
    [0.76, 0.34, 56],
    [0.92, 0.3, 60],
  ]
    .map(([fx, fy, size], index) => person(width * (fx as number), height * (fy as number), size as number, index + 1, `${badge(pick(SHIRTS, index))}${index % 2 ? glass : ''}`))
    .join('');
  const lights = Array.from({ length: 12 }, (_, index) => `<circle cx="${40 + index * 60}" cy="${30 + (index % 3) * 10}" r="6" fill="${ACCENTS.amber}" opacity=".8"/>`).join('');
  return svgScene(width, height, `<path d="M 0 30 Q ${width / 2} 80 ${width} 30" stroke="rgba(255,255,255,.2)" fill="none"/>${lights}${guests}`);
}

/** A keynote speaker at a lectern before a chart on the big screen (titled `screen`). */
function keynote(width: number, height: number, screen = 'Capital that keeps pace'): string {
  const { css, svg } = stage(width, height, { screen });
  const speaker = person(width * 0.7, height * 0.38, 50, 2);
  const lectern = `<path d="M ${width * 0.7 - 60} ${height * 0.58} L ${width * 0.7 + 60} ${height * 0.58} L ${width * 0.7 + 44} ${height * 0.92} L ${width * 0.7 - 44} ${height * 0.92} Z" fill="#1b2a5c" stroke="rgba(255,255,255,.15)"/><rect x="${width * 0.7 - 18}" y="${height * 0.66}" width="36" height="36" rx="8" fill="${ACCENTS.brand}"/>`;
  return svgScene(width, height, `${svg}${speaker}${lectern}${audience(width, height, 1)}`, css);
}

/** A workshop table with laptops and a whiteboard. */
function workshop(width: number, height: number): string {
  const board = `<rect x="${width * 0.18}" y="40" width="${width * 0.64}" height="150" rx="8" fill="#eef2fb"/>
<text x="${width * 0.22}" y="80" font-family="Jakarta" font-weight="800" font-size="22" fill="${INK[900]}">Deal clinic: term sheet</text>
<path d="M ${width * 0.22} 150 L ${width * 0.32} 120 L ${width * 0.42} 132 L ${width * 0.52} 100" stroke="${ACCENTS.brand}" stroke-width="5" fill="none"/>
${['Tenor', 'Rate', 'Covenants'].map((label, index) => `<rect x="${width * 0.58}" y="${100 + index * 26}" width="${[120, 90, 140][index]}" height="14" rx="7" fill="${pick([ACCENTS.teal, ACCENTS.amber, ACCENTS.pink], index)}"/>`).join('')}`;
  const people = [0.2, 0.4, 0.6, 0.8].map((f, index) => person(width * f, height * 0.44, 46, index + 3)).join('');
  const table = `<path d="M 20 ${height * 0.7} L ${width - 20} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="#2a3a70"/>`;
  const laptops = [0.2, 0.4, 0.6, 0.8]
    .map((f) => `<g transform="translate(${width * f - 50} ${height * 0.7 - 58})"><rect width="100" height="62" rx="6" fill="#c7cfe3"/><rect x="6" y="6" width="88" height="50" rx="3" fill="${INK[800]}"/><circle cx="50" cy="31" r="6" fill="${ACCENTS.mint}"/><rect x="-12" y="60" width="124" height="8" rx="4" fill="#aab4cc"/></g>`)
    .join('');
  return svgScene(width, height, `${board}${people}${table}${laptops}`);
}

/** An award handed over on stage, confetti in the air. */
function award(width: number, height: number): string {
  const { css, svg } = stage(width, height, { screen: 'Growth & Gains awards' });
  const trophy = `<g transform="translate(${width * 0.5 - 18} ${height * 0.46})"><path d="M 0 0 h 36 v 18 a 18 18 0 0 1 -36 0 Z" fill="${ACCENTS.amber}"/><rect x="14" y="34" width="8" height="14" fill="${ACCENTS.amber}"/><rect x="4" y="48" width="28" height="8" rx="2" fill="${ACCENTS.amber}"/></g>`;
  const confetti = Array.from({ length: 70 }, (_, index) => {
    const x = (index * 97) % width;
    const y = (index * 53) % (height * 0.6);
    return `<rect x="${x}" y="${y}" width="10" height="5" rx="1" fill="${pick(Object.values(ACCENTS), index)}" transform="rotate(${(index * 37) % 180} ${x} ${y})"/>`;
  }).join('');
  return svgScene(width, height, `${svg}${person(width * 0.38, height * 0.36, 50, 0)}${person(width * 0.62, height * 0.36, 50, 4)}${trophy}${confetti}${audience(width, height, 1)}`, css);
}

/** A rooftop evening with a city skyline at dusk. */
function rooftop(width: number, height: number, { people = true } = {}): string {
  const sky = `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2356"/><stop offset=".6" stop-color="#8b4a78"/><stop offset="1" stop-color="#f2a66a"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#dusk)"/>`;
  let towers = '';
  for (let x = 0, index = 0; x < width; index += 1) {
    const w = 40 + ((index * 29) % 50);
    const h = height * (0.18 + ((index * 17) % 30) / 100);
    towers += `<rect x="${x}" y="${height * 0.72 - h}" width="${w}" height="${h}" fill="#141a3a"/>`;
    for (let wy = height * 0.72 - h + 12; wy < height * 0.7; wy += 18) if ((wy + x) % 3 < 1.6) towers += `<rect x="${x + 10}" y="${wy}" width="${w - 20}" height="5" fill="rgba(255,201,120,.55)"/>`;
    x += w + 8;
  }
  const deck = `<rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#0b1026"/><rect y="${height * 0.72}" width="${width}" height="6" fill="#2a3266"/>`;
  const lights = Array.from({ length: Math.ceil(width / 60) }, (_, index) => `<circle cx="${20 + index * 60}" cy="${height * 0.12 + Math.sin(index) * 8}" r="5" fill="${ACCENTS.amber}"/>`).join('');
  const guests = people ? [0.22, 0.5, 0.8].map((f, index) => person(width * f, height * 0.5, 50, index + 2)).join('') : '';
  return svgScene(width, height, `${sky}<circle cx="${width * 0.8}" cy="${height * 0.45}" r="40" fill="#ffd8a0" opacity=".8"/>${towers}${deck}<path d="M 0 ${height * 0.12} Q ${width / 2} ${height * 0.2} ${width} ${height * 0.1}" stroke="rgba(255,255,255,.3)" fill="none"/>${lights}${guests}`);
}

/** A roundtable seen from above: chairs around a table, papers and cups. */
function roundtable(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const seats = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2;
    const x = cx + Math.cos(angle) * 270;
    const y = cy + Math.sin(angle) * 200;
    return `<circle cx="${x}" cy="${y}" r="34" fill="${pick(SHIRTS, index)}"/><circle cx="${x}" cy="${y}" r="16" fill="${pick(SKIN, index)}"/>`;
  }).join('');
  const papers = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2;
    const x = cx + Math.cos(angle) * 190;
    const y = cy + Math.sin(angle) * 130;
    return `<rect x="${x - 18}" y="${y - 12}" width="36" height="24" rx="2" fill="#e8ecf6" transform="rotate(${(angle * 180) / Math.PI} ${x} ${y})"/>`;
  }).join('');
  return svgScene(width, height, `<ellipse cx="${cx}" cy="${cy}" rx="230" ry="165" fill="#2a3a70" stroke="rgba(255,255,255,.15)" stroke-width="3"/>${papers}${seats}<circle cx="${cx}" cy="${cy}" r="40" fill="${ACCENTS.teal}" opacity=".6"/>`);
}

/** The Event Details banner: the hall from the back of the room. */
function detailsBanner(): string {
  const width = 1600;
  const height = 640;
  const { css, svg } = stage(width, height);
  return svgScene(width, height, `${svg}${audience(width, height, 3)}`, css);
}

/** An Industry Drips picture: an icon scene on a card, in one accent colour. */
function drip(index: number): string {
  const width = 640;
  const height = 400;
  const colour = pick([ACCENTS.blue, ACCENTS.mint, ACCENTS.amber, ACCENTS.teal, ACCENTS.mint], index);
  const scenes = [
    // A shield over a phone showing a loan form.
    `<rect x="230" y="60" width="180" height="300" rx="26" fill="#1b2a5c" stroke="rgba(255,255,255,.2)" stroke-width="3"/>${[110, 150, 190, 230].map((y) => `<rect x="258" y="${y}" width="124" height="18" rx="6" fill="rgba(255,255,255,.14)"/>`).join('')}<rect x="258" y="280" width="124" height="32" rx="10" fill="${ACCENTS.brand}"/>
<path d="M 400 150 l 70 26 v 60 c 0 50 -34 80 -70 96 c -36 -16 -70 -46 -70 -96 v -60 Z" fill="${colour}" opacity=".95"/><path d="M 372 240 l 20 20 l 40 -44" stroke="${INK[950]}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    // A bar chart rising over small shop fronts.
    `${[0, 1, 2, 3, 4, 5].map((bar) => `<rect x="${90 + bar * 80}" y="${250 - bar * 34}" width="50" height="${bar * 34 + 40}" rx="8" fill="${bar === 5 ? colour : 'rgba(255,255,255,.16)'}"/>`).join('')}
${[0, 1, 2, 3].map((shop) => `<g transform="translate(${60 + shop * 140} 290)"><rect width="120" height="80" fill="#1b2a5c"/><path d="M 0 0 h 120 v 18 h -120 Z" fill="${pick([ACCENTS.pink, ACCENTS.amber, ACCENTS.teal, ACCENTS.blue], shop)}"/><rect x="14" y="30" width="40" height="50" fill="#2c3d78"/><rect x="66" y="30" width="40" height="26" fill="rgba(255,201,120,.5)"/></g>`).join('')}`,
    // A rocket climbing along a rising line.
    `<path d="M 60 340 C 200 330 300 260 380 180 S 520 80 590 60" stroke="${colour}" stroke-width="6" fill="none" stroke-dasharray="14 10"/>
<g transform="translate(470 120) rotate(45)"><path d="M 0 -60 C 26 -30 26 20 18 40 h -36 C -26 20 -26 -30 0 -60 Z" fill="#e8ecf6"/><circle cx="0" cy="-14" r="11" fill="${ACCENTS.brand}"/><path d="M -18 20 l -18 26 l 18 -6 Z M 18 20 l 18 26 l -18 -6 Z" fill="${ACCENTS.pink}"/><path d="M -12 42 h 24 l -12 34 Z" fill="${ACCENTS.amber}"/></g>`,
    // Bank nodes connected around a phone.
    `<rect x="270" y="110" width="100" height="180" rx="18" fill="#1b2a5c" stroke="rgba(255,255,255,.2)" stroke-width="3"/><circle cx="320" cy="200" r="22" fill="${colour}"/>
${[[120, 90], [520, 90], [100, 300], [540, 300], [320, 40]].map(([x, y]) => `<line x1="320" y1="200" x2="${x}" y2="${y}" stroke="rgba(255,255,255,.25)" stroke-width="3" stroke-dasharray="8 8"/><g transform="translate(${(x as number) - 34} ${(y as number) - 30})"><path d="M 0 18 L 34 0 L 68 18 Z" fill="#e8ecf6"/><rect x="6" y="22" width="56" height="30" fill="#c7cfe3"/>${[12, 28, 44].map((px) => `<rect x="${px}" y="24" width="8" height="26" fill="#8d99b8"/>`).join('')}<rect y="52" width="68" height="8" fill="#e8ecf6"/></g>`).join('')}`,
    // A leaf over a bond certificate.
    `<rect x="130" y="90" width="380" height="240" rx="12" fill="#f3efe1"/><rect x="146" y="106" width="348" height="208" rx="8" fill="none" stroke="#c9b98a" stroke-width="3"/>
<text x="180" y="160" font-family="Jakarta" font-weight="800" font-size="26" fill="${INK[900]}">GREEN BOND</text>${[190, 214, 238].map((y) => `<rect x="180" y="${y}" width="${y === 238 ? 120 : 200}" height="10" rx="5" fill="#cfc6a8"/>`).join('')}<circle cx="430" cy="270" r="26" fill="#c9b98a"/>
<g transform="translate(430 140) rotate(-30)"><path d="M 0 -90 C 70 -60 70 40 0 80 C -70 40 -70 -60 0 -90 Z" fill="${ACCENTS.teal}"/><path d="M 0 -70 V 100" stroke="#0b6b5c" stroke-width="5"/></g>`,
  ];
  return svgScene(width, height, `<rect x="0" y="0" width="${width}" height="${height}" fill="${INK[900]}" opacity=".4"/>${pick(scenes, index)}`);
}

const studio = await openStudio(out);
try {
  await studio.film('conference', { width: 1280, height: 560, seconds: 8, html: conference(), posterAt: 5000 });
  const galleryScenes = [panelOfFour, networking, keynote, workshop, award, rooftop];
  for (const [index, scene] of galleryScenes.entries()) await studio.still(`gallery-${index + 1}`, { width: 720, height: 480, html: scene(720, 480), quality: 74 });
  // Text sits over these, so their screens carry none of their own.
  const eventScenes = [(w: number, h: number) => keynote(w, h, ''), roundtable, (w: number, h: number) => rooftop(w, h, { people: false })];
  for (const [index, scene] of eventScenes.entries()) await studio.still(`event-${index + 1}`, { width: 1200, height: 700, html: scene(1200, 700), quality: 62 });
  await studio.still('details-banner', { width: 1600, height: 640, html: detailsBanner(), quality: 62 });
  for (let index = 0; index < 5; index += 1) await studio.still(`drip-${index + 1}`, { width: 640, height: 400, html: drip(index), quality: 76 });
} finally {
  await studio.close();
}
