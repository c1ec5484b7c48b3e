/**
 * Makes the careers page's "Our Team" video: an illustrated deal room where the team moves a deal
 * from match to term sheet, drawn in the brand's colours and type, 8 seconds that loop seamlessly.
 * Chromium draws each frame (CSS animations stepped to exact times), ffmpeg encodes them.
 *
 *   node scripts/make-team-video.ts      (needs Debian's chromium and ffmpeg)
 *
 * Writes src/public/careers/media/team.webm (VP9), team.mp4 (H.264) and team-poster.webp.
 */
import path from 'node:path';
import { openStudio, scenePage } from './media.ts';

const WIDTH = 960;
const HEIGHT = 540;
const out = path.resolve(import.meta.dirname, '../src/public/careers/media');

const team = [
  { initials: 'AR', name: 'Ananya R.', role: 'Credit analyst', colour: '#6fe3cc', says: 'Lender shortlist is ready: 14 matches' },
  { initials: 'VK', name: 'Vikram K.', role: 'ML engineer', colour: '#8aa4ff', says: 'Match scores refreshed with Q3 numbers' },
  { initials: 'MS', name: 'Meera S.', role: 'Compliance', colour: '#ffc978', says: 'All 15 checks passed ✓' },
  { initials: 'JD', name: 'Jai D.', role: 'Deal lead', colour: '#ff9eb5', says: 'Term sheet signed. Great work, team!' },
];

const card = (title: string, detail: string, accent: string) =>
  `<div class="card"><i style="background:${accent}"></i><b>${title}</b><span>${detail}</span></div>`;

const html = scenePage({
  width: WIDTH,
  height: HEIGHT,
  css: `.room { position: absolute; left: 40px; top: 44px; width: 560px; height: 452px; border-radius: 22px; background: rgba(16,26,54,.92);
  border: 1px solid rgba(255,255,255,.1); box-shadow: 0 30px 60px rgba(0,0,0,.35); padding: 22px; }
.bar { display: flex; align-items: center; gap: 8px; margin-bottom: 18px; }
.bar i { width: 10px; height: 10px; border-radius: 50%; background: rgba(255,255,255,.18); }
.bar b { margin-left: 10px; font: 700 15px Jakarta; letter-spacing: -.01em; }
.bar span { margin-left: auto; font-size: 12px; color: #6fe3cc; font-weight: 600; }
.cols { position: relative; display: grid; grid-template-columns: repeat(3, 1fr); gap: 14px; height: 380px; }
.col { background: rgba(255,255,255,.04); border-radius: 14px; padding: 12px; position: relative; }
.col h4 { font-size: 11px; letter-spacing: .12em; text-transform: uppercase; color: #93a0bd; margin-bottom: 12px; font-weight: 700; }
.card { background: #17244a; border: 1px solid rgba(255,255,255,.08); border-radius: 11px; padding: 11px 12px 12px 16px; margin-bottom: 10px; position: relative; overflow: hidden; }
.card i { position: absolute; left: 0; top: 0; bottom: 0; width: 4px; }
.card b { display: block; font-size: 12.5px; font-weight: 700; margin-bottom: 4px; }
.card span { font-size: 11px; color: #93a0bd; }
.slot { height: 62px; margin-bottom: 10px; border: 1.5px dashed rgba(255,255,255,.12); border-radius: 11px; }
.mover { position: absolute; left: 12px; top: 38px; width: 139px; z-index: 3; animation: move 8s cubic-bezier(.6,0,.3,1) infinite; }
.mover .card { background: #1d2d5c; border-color: rgba(111,227,204,.55); box-shadow: 0 12px 24px rgba(0,0,0,.35); }
@keyframes move { 0%, 12% { transform: translate(0, 0) rotate(0); } 22% { transform: translate(0, -6px) rotate(-2deg); } 34%, 50% { transform: translate(176.7px, 0) rotate(0); }
  58% { transform: translate(176.7px, -6px) rotate(2deg); } 70%, 92% { transform: translate(353.3px, 0) rotate(0); } 100% { transform: translate(0, 0); } }
.cursor { position: absolute; left: 118px; top: 72px; z-index: 4; animation: cursor 8s cubic-bezier(.6,0,.3,1) infinite; }
.cursor div { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: 10px; font-weight: 800; color: #070d1f; }
@keyframes cursor { 0%, 10% { transform: translate(0, 10px); opacity: 0; } 14% { opacity: 1; transform: translate(0, 0); } 34%, 40% { transform: translate(176.7px, 0); opacity: 1; }
  46% { opacity: 0; } 52% { opacity: 0; transform: translate(176.7px, 10px); } 56% { opacity: 1; transform: translate(176.7px, 0); } 70%, 76% { transform: translate(353.3px, 0); opacity: 1; } 84%, 100% { opacity: 0; transform: translate(353.3px, 10px); } }
.cursor .a { background: #6fe3cc; animation: who 8s steps(1) infinite; }
@keyframes who { 0%, 50% { background: #6fe3cc; } 50.01%, 100% { background: #ff9eb5; } }
.done { position: absolute; right: 22px; bottom: 22px; font-size: 12px; font-weight: 700; color: #070d1f; background: #6fe3cc; padding: 6px 10px; border-radius: 999px;
  animation: done 8s ease infinite; }
@keyframes done { 0%, 72% { opacity: 0; transform: scale(.8); } 78%, 92% { opacity: 1; transform: scale(1); } 100% { opacity: 0; } }
.people { position: absolute; left: 630px; top: 44px; width: 290px; display: grid; gap: 8px; }
.person { display: grid; grid-template-columns: 40px 1fr; gap: 12px; align-items: center; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.08); border-radius: 14px; padding: 9px 12px; }
.avatar { width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; font: 800 14px Jakarta; color: #070d1f; position: relative; }
.avatar::after { content: ''; position: absolute; right: -1px; bottom: -1px; width: 11px; height: 11px; border-radius: 50%; background: #34d399; border: 2px solid #101a36; }
.person b { display: block; font-size: 13.5px; font-weight: 700; }
.person span { font-size: 11.5px; color: #93a0bd; }
.chat { position: absolute; left: 630px; top: 300px; width: 290px; height: 86px; }
.bubble { position: absolute; left: 0; right: 0; bottom: 0; font-size: 12.5px; line-height: 1.45; background: #2446d6; color: #fff; border-radius: 14px 14px 14px 4px; padding: 9px 12px; opacity: 0; transform: translateY(6px); }
.bubble em { display: block; font-style: normal; font-size: 11px; font-weight: 700; opacity: .8; margin-bottom: 2px; }
.p0.bubble { animation: say0 8s ease infinite; } .p1.bubble { animation: say1 8s ease infinite; } .p2.bubble { animation: say2 8s ease infinite; } .p3.bubble { animation: say3 8s ease infinite; }
@keyframes say0 { 0%, 4% { opacity: 0; transform: translateY(6px); } 8%, 30% { opacity: 1; transform: none; } 34%, 100% { opacity: 0; transform: translateY(-4px); } }
@keyframes say1 { 0%, 24% { opacity: 0; transform: translateY(6px); } 28%, 50% { opacity: 1; transform: none; } 54%, 100% { opacity: 0; transform: translateY(-4px); } }
@keyframes say2 { 0%, 46% { opacity: 0; transform: translateY(6px); } 50%, 72% { opacity: 1; transform: none; } 76%, 100% { opacity: 0; transform: translateY(-4px); } }
@keyframes say3 { 0%, 70% { opacity: 0; transform: translateY(6px); } 74%, 94% { opacity: 1; transform: none; } 98%, 100% { opacity: 0; transform: translateY(-4px); } }
.chart { position: absolute; left: 630px; bottom: 44px; width: 290px; height: 96px; border-top: 1px solid rgba(255,255,255,.1); padding-top: 10px; }
.chart path { fill: none; stroke: #6fe3cc; stroke-width: 3; stroke-linecap: round; stroke-dasharray: 340; animation: draw 8s ease-in-out infinite; }
@keyframes draw { 0% { stroke-dashoffset: 340; } 60%, 90% { stroke-dashoffset: 0; } 100% { stroke-dashoffset: 340; } }
.chart svg { position: absolute; left: 0; bottom: 0; }
.chart small { display: block; font-size: 11px; letter-spacing: .1em; text-transform: uppercase; color: #93a0bd; font-weight: 700; }
`,
  body: `
<div class="room">
  <div class="bar"><i></i><i></i><i></i><b>Deal room · Series B extension</b><span>● Live</span></div>
  <div class="cols">
    <div class="col"><h4>Matched</h4><div class="slot"></div>${card('Growth debt · ₹18 Cr', 'NBFC, 3 lenders', '#8aa4ff')}${card('Equity · Seed', '6 angels, 1 fund', '#ffc978')}</div>
    <div class="col"><h4>Diligence</h4><div class="slot"></div>${card('Working capital', 'Docs 80% in', '#8aa4ff')}${card('M&A · Logistics', 'Buyer shortlist', '#ff9eb5')}</div>
    <div class="col"><h4>Term sheet</h4><div class="slot"></div>${card('Venture debt', 'Signed 12 Oct', '#6fe3cc')}</div>
    <div class="mover">${card('Series B · SaaS', '₹42 Cr · 14 investors', '#6fe3cc')}</div>
    <div class="cursor"><div class="a">AR</div></div>
  </div>
  <div class="done">Term sheet signed</div>
</div>
<div class="people">
  ${team
    .map(
      (person) =>
        `<div class="person"><div class="avatar" style="background:${person.colour}">${person.initials}</div><div><b>${person.name}</b><span>${person.role}</span></div></div>`,
    )
    .join('')}
</div>
<div class="chat">${team.map((person, index) => `<div class="bubble p${index}"><em>${person.name}</em>${person.says}</div>`).join('')}</div>
<div class="chart"><small>Days to term sheet</small><svg width="290" height="70" viewBox="0 0 290 70"><path d="M4 8 C50 12 70 24 110 32 S180 50 220 56 S270 62 286 64"/></svg></div>
`,
});

const studio = await openStudio(out);
try {
  // The poster is the moment the deal is in diligence and a teammate is talking.
  await studio.film('team', { width: WIDTH, height: HEIGHT, seconds: 8, html, posterAt: 3200 });
} finally {
  await studio.close();
}
