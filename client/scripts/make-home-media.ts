/**
 * Makes the home page's films and pictures, drawn from the brand's own colours and type:
 *   landing         the hero's film: a borrower matched with lenders by the match engine
 *   film            the video section: a deal moving through the dashboard
 *   edge-1 .. 4     Our Edge's four panels: matchmaking, compliance, market intelligence, automation
 *   insight-1 .. 9  the newsletter section's three sets of three pictures
 *
 *   node scripts/make-home-media.ts      (needs Debian's chromium and ffmpeg)
 *
 * Writes them to src/public/home/media (films as .webm, .mp4 and a -poster.webp).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { NEWSLETTER_GALLERY } from '../src/content/home.ts';
import { ACCENTS, INK, openStudio, scenePage } from './media.ts';

const out = path.resolve(import.meta.dirname, '../src/public/home/media');
await mkdir(out, { recursive: true });

const panel = `background: rgba(16,26,54,.92); border: 1px solid rgba(255,255,255,.1); border-radius: 18px; box-shadow: 0 24px 48px rgba(0,0,0,.35);`;
const chip = `display: inline-flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 700; padding: 5px 10px; border-radius: 999px;`;

/** The hero's film: the match engine scoring lenders for a borrower, the best offer rising, funded. */
function landing(): string {
  const lenders = [
    { name: 'Indus Crest Bank', detail: 'Term loan · 11.4%', score: 88, colour: ACCENTS.blue, y: 120 },
    { name: 'Meridian Finserv', detail: 'Working capital · 12.1%', score: 94, colour: ACCENTS.mint, y: 260 },
    { name: 'Arcadia Lending', detail: 'Invoice finance · 13%', score: 81, colour: ACCENTS.amber, y: 400 },
    { name: 'Northwind Capital', detail: 'Revenue-based · 14%', score: 76, colour: ACCENTS.pink, y: 540 },
  ];
  const css = `
.top { position: absolute; left: 40px; right: 40px; top: 34px; display: flex; align-items: center; gap: 10px; }
.top b { font: 700 17px Jakarta; } .top span { margin-left: auto; ${chip} color: ${INK[950]}; background: ${ACCENTS.mint}; }
.top i { width: 10px; height: 10px; border-radius: 50%; background: rgba(255,255,255,.2); }
.borrower { position: absolute; left: 40px; top: 250px; width: 260px; ${panel} padding: 22px; animation: in-left 8s ease infinite; }
.borrower small { font-size: 11px; letter-spacing: .12em; text-transform: uppercase; color: ${INK[300]}; font-weight: 700; }
.borrower h3 { font-size: 22px; margin: 6px 0 14px; } .borrower p { font-size: 13px; color: ${INK[300]}; line-height: 1.6; }
.borrower strong { display: block; font: 800 30px Jakarta; color: ${ACCENTS.mint}; margin-top: 10px; }
.engine { position: absolute; left: 352px; top: 292px; width: 150px; height: 150px; border-radius: 50%; display: grid; place-items: center; text-align: center;
  background: radial-gradient(circle at 35% 30%, #3a5cf0, ${ACCENTS.brand} 60%, #1a34a8); box-shadow: 0 0 0 18px rgba(36,70,214,.18), 0 0 0 40px rgba(36,70,214,.08); animation: pulse 2s ease-in-out infinite; }
.engine b { display: block; font: 800 15px Jakarta; } .engine span { font-size: 11px; color: #c9d4ff; }
svg.lines { position: absolute; inset: 0; } .lines path { fill: none; stroke-width: 2.5; stroke-dasharray: 6 8; opacity: 0; }
.lender { position: absolute; left: 560px; width: 360px; ${panel} padding: 16px 18px; display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; align-items: center; opacity: 0; }
.lender b { font-size: 15px; } .lender span { grid-column: 1; font-size: 12px; color: ${INK[300]}; }
.lender em { grid-row: 1 / span 2; grid-column: 2; font: 800 24px Jakarta; font-style: normal; }
.lender .bar { grid-column: 1 / span 2; height: 6px; border-radius: 3px; background: rgba(255,255,255,.08); overflow: hidden; margin-top: 8px; }
.lender .bar i { display: block; height: 100%; border-radius: 3px; transform-origin: left; }
.best { border-color: ${ACCENTS.mint}; animation-name: best !important; }
.funded { position: absolute; left: 40px; top: 560px; ${chip} font-size: 15px; padding: 12px 18px; color: ${INK[950]}; background: ${ACCENTS.mint}; opacity: 0; animation: funded 8s ease infinite; }
@keyframes in-left { 0% { opacity: 0; transform: translateX(-20px); } 6%, 94% { opacity: 1; transform: none; } 100% { opacity: 0; } }
@keyframes pulse { 50% { box-shadow: 0 0 0 24px rgba(36,70,214,.22), 0 0 0 52px rgba(36,70,214,.06); } }
@keyframes funded { 0%, 72% { opacity: 0; transform: translateY(10px); } 78%, 94% { opacity: 1; transform: none; } 100% { opacity: 0; } }
${lenders
  .map(
    (_, index) => `
@keyframes lender${index} { 0%, ${10 + index * 8}% { opacity: 0; transform: translateX(24px); } ${16 + index * 8}%, 94% { opacity: 1; transform: none; } 100% { opacity: 0; } }
@keyframes line${index} { 0%, ${10 + index * 8}% { opacity: 0; stroke-dashoffset: 60; } ${16 + index * 8}%, 94% { opacity: .9; stroke-dashoffset: 0; } 100% { opacity: 0; } }
@keyframes fill${index} { 0%, ${14 + index * 8}% { transform: scaleX(0); } ${26 + index * 8}%, 94% { transform: scaleX(1); } 100% { transform: scaleX(0); } }
.l${index} { animation: lender${index} 8s ease infinite; } .p${index} { animation: line${index} 8s ease infinite; } .f${index} { animation: fill${index} 8s ease infinite; }`,
  )
  .join('')}
@keyframes best { 0%, 26% { opacity: 0; transform: translateX(24px); } 32%, 50% { opacity: 1; transform: none; } 56%, 94% { opacity: 1; transform: scale(1.04); box-shadow: 0 0 0 2px ${ACCENTS.mint}, 0 24px 48px rgba(0,0,0,.4); } 100% { opacity: 0; } }`;
  const body = `
<div class="top"><i></i><i></i><i></i><b>Match engine</b><span>● 3 offers in 2 hours</span></div>
<svg class="lines" width="960" height="780">${lenders.map((lender, index) => `<path class="p${index}" stroke="${lender.colour}" d="M 502 367 C 530 367, 530 ${lender.y + 48}, 560 ${lender.y + 48}"/>`).join('')}</svg>
<div class="borrower"><small>Borrower</small><h3>Kiran Foods</h3><p>FMCG · Bengaluru<br/>Revenue ₹86 Cr · 9 years trading</p><strong>₹12 Cr</strong><p>working capital, 24 months</p></div>
<div class="engine"><div><b>AI match<br/>engine</b><span>2,400 mandates</span></div></div>
${lenders
  .map(
    (lender, index) =>
      `<div class="lender l${index}${lender.score === 94 ? ' best' : ''}" style="top:${lender.y}px"><b>${lender.name}</b><span>${lender.detail}</span><em style="color:${lender.colour}">${lender.score}%</em><div class="bar"><i class="f${index}" style="width:${lender.score}%;background:${lender.colour}"></i></div></div>`,
  )
  .join('')}
<div class="funded">✓ Funded: ₹12 Cr at 12.1%, 11 days to term sheet</div>`;
  return scenePage({ width: 960, height: 780, css, body });
}

/** The video section: the deal dashboard, its numbers moving and a deal travelling to signed. */
function film(): string {
  const kpis = [
    ['Deals matched', '1,284', ACCENTS.mint],
    ['Days to term sheet', '11', ACCENTS.blue],
    ['Capital raised', '₹2,140 Cr', ACCENTS.amber],
    ['Compliance pass rate', '97%', ACCENTS.pink],
  ];
  const stages = ['Matched', 'Diligence', 'Term sheet', 'Signed'];
  const css = `
.side { position: absolute; left: 0; top: 0; bottom: 0; width: 76px; background: rgba(255,255,255,.04); border-right: 1px solid rgba(255,255,255,.06); display: grid; align-content: start; gap: 18px; padding: 28px 0; justify-items: center; }
.side i { width: 30px; height: 30px; border-radius: 9px; background: rgba(255,255,255,.08); } .side i:first-child { background: ${ACCENTS.brand}; }
.head { position: absolute; left: 112px; top: 30px; right: 40px; display: flex; align-items: center; } .head h2 { font-size: 24px; } .head span { margin-left: auto; ${chip} background: rgba(111,227,204,.15); color: ${ACCENTS.mint}; }
.kpis { position: absolute; left: 112px; right: 40px; top: 92px; display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; }
.kpi { ${panel} padding: 16px 18px; } .kpi small { font-size: 11px; color: ${INK[300]}; text-transform: uppercase; letter-spacing: .1em; font-weight: 700; }
.kpi b { display: block; font: 800 30px Jakarta; margin-top: 6px; } .kpi i { display: block; height: 4px; border-radius: 2px; margin-top: 12px; transform-origin: left; animation: grow 8s ease infinite; }
.chart { position: absolute; left: 112px; top: 228px; width: 690px; height: 370px; ${panel} padding: 22px; }
.chart small { font-size: 12px; color: ${INK[300]}; font-weight: 700; } .chart svg { position: absolute; left: 22px; bottom: 22px; }
.chart .line { fill: none; stroke: ${ACCENTS.mint}; stroke-width: 4; stroke-linecap: round; stroke-dasharray: 1200; animation: draw 8s ease-in-out infinite; }
.chart .area { fill: url(#g); opacity: .5; animation: area 8s ease-in-out infinite; } .chart .grid line { stroke: rgba(255,255,255,.07); }
.pipe { position: absolute; left: 830px; right: 40px; top: 228px; height: 370px; ${panel} padding: 22px; }
.pipe small { font-size: 12px; color: ${INK[300]}; font-weight: 700; } .stage { position: relative; display: flex; align-items: center; gap: 12px; height: 64px; margin-top: 12px; padding: 0 14px; border-radius: 12px; background: rgba(255,255,255,.04); font-weight: 600; }
.stage i { width: 12px; height: 12px; border-radius: 50%; border: 2px solid rgba(255,255,255,.25); }
.deal { position: absolute; left: 22px; right: 22px; top: 56px; height: 64px; border-radius: 12px; border: 2px solid ${ACCENTS.mint}; background: rgba(111,227,204,.1); display: flex; align-items: center; justify-content: flex-end; padding: 0 14px; font-size: 13px; font-weight: 700; color: ${ACCENTS.mint}; animation: travel 8s cubic-bezier(.6,0,.3,1) infinite; }
@keyframes travel { 0%, 10% { transform: translateY(0); } 28%, 35% { transform: translateY(76px); } 53%, 60% { transform: translateY(152px); } 78%, 94% { transform: translateY(228px); } 100% { transform: translateY(0); } }
@keyframes draw { 0% { stroke-dashoffset: 1200; } 70%, 94% { stroke-dashoffset: 0; } 100% { stroke-dashoffset: 1200; } }
@keyframes area { 0%, 20% { opacity: 0; } 70%, 94% { opacity: .5; } 100% { opacity: 0; } }
@keyframes grow { 0% { transform: scaleX(.1); } 60%, 94% { transform: scaleX(1); } 100% { transform: scaleX(.1); } }`;
  const body = `
<div class="side"><i></i><i></i><i></i><i></i><i></i></div>
<div class="head"><h2>Deal flow</h2><span>● Live · this quarter</span></div>
<div class="kpis">${kpis.map(([label, value, colour]) => `<div class="kpi"><small>${label}</small><b>${value}</b><i style="background:${colour}"></i></div>`).join('')}</div>
<div class="chart"><small>Capital matched, ₹ Cr a week</small>
<svg width="646" height="300" viewBox="0 0 646 300"><defs><linearGradient id="g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${ACCENTS.mint}" stop-opacity=".6"/><stop offset="1" stop-color="${ACCENTS.mint}" stop-opacity="0"/></linearGradient></defs>
<g class="grid">${[60, 120, 180, 240].map((y) => `<line x1="0" x2="646" y1="${y}" y2="${y}"/>`).join('')}</g>
<path class="area" d="M0 250 C60 240 90 210 140 215 S230 170 290 160 S380 150 430 110 S540 80 646 40 V300 H0Z"/>
<path class="line" d="M0 250 C60 240 90 210 140 215 S230 170 290 160 S380 150 430 110 S540 80 646 40"/></svg></div>
<div class="pipe"><small>Kiran Foods · ₹12 Cr</small>${stages.map((stage) => `<div class="stage"><i></i>${stage}</div>`).join('')}<div class="deal">● this deal</div></div>`;
  return scenePage({ width: 1280, height: 640, css, body });
}

/** Our Edge's four films, 800 x 500 each. */
function edge(id: 1 | 2 | 3 | 4): string {
  const width = 800;
  const height = 500;
  const title = (text: string, colour: string) => `<div class="heading"><i style="background:${colour}"></i><h2>${text}</h2></div>`;
  const common = `.heading { position: absolute; left: 36px; top: 30px; display: flex; align-items: center; gap: 10px; } .heading h2 { font-size: 18px; } .heading i { width: 12px; height: 12px; border-radius: 4px; }`;
  if (id === 1) {
    const rows = [
      ['Meridian Finserv', 94],
      ['Indus Crest Bank', 88],
      ['Banyan Growth Fund', 85],
      ['Arcadia Lending', 81],
      ['Northwind Capital', 76],
      ['Peregrine Credit', 62],
    ] as const;
    // Shown in a shuffled order first, then sorted by score.
    const shuffled = [3, 0, 5, 1, 4, 2];
    const css = `${common}
.row { position: absolute; left: 36px; right: 36px; height: 54px; ${panel} border-radius: 12px; display: grid; grid-template-columns: 220px 1fr 60px; align-items: center; gap: 16px; padding: 0 18px; font-weight: 600; font-size: 15px; }
.row .bar { height: 10px; border-radius: 5px; background: rgba(255,255,255,.08); overflow: hidden; } .row .bar i { display: block; height: 100%; border-radius: 5px; transform-origin: left; background: ${ACCENTS.blue}; animation: fill 6s ease infinite; }
.row em { font: 800 20px Jakarta; font-style: normal; text-align: right; } .top3 { border-color: ${ACCENTS.mint}; } .top3 .bar i { background: ${ACCENTS.mint}; }
@keyframes fill { 0% { transform: scaleX(0); } 30%, 92% { transform: scaleX(1); } 100% { transform: scaleX(0); } }
${rows
  .map((_, rank) => {
    const from = 90 + shuffled.indexOf(rank) * 64;
    const to = 90 + rank * 64;
    return `@keyframes move${rank} { 0%, 36% { transform: translateY(${from}px); } 56%, 92% { transform: translateY(${to}px); } 100% { transform: translateY(${from}px); } } .r${rank} { top: 0; animation: move${rank} 6s cubic-bezier(.6,0,.3,1) infinite; }`;
  })
  .join('\n')}`;
    const body = `${title('Mandates scored for Kiran Foods', ACCENTS.mint)}${rows
      .map(([name, score], rank) => `<div class="row r${rank}${rank < 3 ? ' top3' : ''}"><span>${name}</span><div class="bar"><i style="width:${score}%"></i></div><em>${score}%</em></div>`)
      .join('')}`;
    return scenePage({ width, height, css, body });
  }
  if (id === 2) {
    const checks = ['KYC', 'AML screening', 'PEP check', 'Sanctions', 'Bureau score', 'GST returns', 'Bank statements', 'Related parties', 'Director checks', 'Collateral', 'Sector limits', 'RBI norms', 'Exposure caps', 'Covenants', 'Final sign-off'];
    const css = `${common}
.grid { position: absolute; left: 36px; top: 88px; width: 500px; display: grid; grid-template-columns: 1fr 1fr; gap: 10px 16px; }
.check { display: flex; align-items: center; gap: 10px; font-size: 14px; font-weight: 600; padding: 8px 12px; border-radius: 10px; background: rgba(255,255,255,.04); }
.check i { width: 20px; height: 20px; border-radius: 50%; border: 2px solid rgba(255,255,255,.25); display: grid; place-items: center; font-size: 12px; font-style: normal; color: ${INK[950]}; }
.ring { position: absolute; right: 60px; top: 140px; width: 190px; height: 190px; } .ring circle { fill: none; stroke-width: 14; } .ring .track { stroke: rgba(255,255,255,.08); }
.ring .value { stroke: ${ACCENTS.blue}; stroke-linecap: round; stroke-dasharray: 540; transform: rotate(-90deg); transform-origin: center; animation: ring 6s linear infinite; }
.count { position: absolute; right: 60px; top: 140px; width: 190px; height: 190px; display: grid; place-items: center; text-align: center; } .count b { font: 800 40px Jakarta; display: block; } .count span { font-size: 13px; color: ${INK[300]}; }
.passed { position: absolute; right: 52px; top: 360px; ${chip} font-size: 14px; padding: 10px 16px; background: ${ACCENTS.blue}; color: ${INK[950]}; animation: passed 6s ease infinite; }
@keyframes ring { 0% { stroke-dashoffset: 540; } 80%, 94% { stroke-dashoffset: 0; } 100% { stroke-dashoffset: 540; } }
@keyframes passed { 0%, 80% { opacity: 0; transform: scale(.9); } 85%, 94% { opacity: 1; transform: none; } 100% { opacity: 0; } }
${checks
  .map((_, index) => {
    const start = 4 + index * 5;
    return `@keyframes c${index} { 0%, ${start}% { background: transparent; border-color: rgba(255,255,255,.25); color: transparent; } ${start + 2}%, 94% { background: ${ACCENTS.blue}; border-color: ${ACCENTS.blue}; color: ${INK[950]}; } 100% { background: transparent; color: transparent; } } .c${index} i { animation: c${index} 6s steps(1) infinite; }`;
  })
  .join('\n')}`;
    const body = `${title('Compliance decision engine', ACCENTS.blue)}<div class="grid">${checks.map((check, index) => `<div class="check c${index}"><i>✓</i>${check}</div>`).join('')}</div>
<svg class="ring" viewBox="0 0 190 190"><circle class="track" cx="95" cy="95" r="86"/><circle class="value" cx="95" cy="95" r="86"/></svg>
<div class="count"><div><b>15</b><span>checks, 9 benchmarks</span></div></div><div class="passed">✓ All checks passed</div>`;
    return scenePage({ width, height, css, body });
  }
  if (id === 3) {
    const candles = Array.from({ length: 14 }, (_, index) => {
      const open = 120 + Math.round(40 * Math.sin(index * 0.9)) - index * 4;
      const close = open + (index % 3 === 0 ? 18 : -14);
      return { x: 40 + index * 26, open, close, high: Math.min(open, close) - 14, low: Math.max(open, close) + 12 };
    });
    const css = `${common}
.card { position: absolute; left: 36px; top: 84px; width: 450px; height: 370px; ${panel} padding: 20px; } .card small { font-size: 12px; color: ${INK[300]}; font-weight: 700; }
.card svg { position: absolute; left: 20px; bottom: 20px; } .line { fill: none; stroke: ${ACCENTS.amber}; stroke-width: 3.5; stroke-dasharray: 900; animation: draw 6s ease-in-out infinite; }
.dot { fill: ${ACCENTS.amber}; animation: dot 6s ease-in-out infinite; } .grid line { stroke: rgba(255,255,255,.07); }
@keyframes draw { 0% { stroke-dashoffset: 900; } 70%, 94% { stroke-dashoffset: 0; } 100% { stroke-dashoffset: 900; } }
@keyframes dot { 0%, 68% { opacity: 0; } 72%, 94% { opacity: 1; } 100% { opacity: 0; } }
.side { position: absolute; left: 510px; right: 36px; top: 84px; display: grid; gap: 12px; }
.tick { ${panel} border-radius: 12px; padding: 14px 16px; } .tick small { font-size: 11px; color: ${INK[300]}; text-transform: uppercase; letter-spacing: .1em; font-weight: 700; }
.tick b { display: block; font: 800 24px Jakarta; margin-top: 4px; } .tick em { font-style: normal; font-size: 13px; font-weight: 700; }
.candles { position: absolute; left: 510px; top: 300px; width: 254px; height: 154px; ${panel} border-radius: 12px; } .candles rect, .candles line { animation: candle 6s ease infinite; }
@keyframes candle { 0% { opacity: .2; } 40%, 94% { opacity: 1; } 100% { opacity: .2; } }`;
    const body = `${title('Market intelligence', ACCENTS.amber)}
<div class="card"><small>Private credit yields, 12 months</small><svg width="410" height="300" viewBox="0 0 410 300"><g class="grid">${[50, 110, 170, 230].map((y) => `<line x1="0" x2="410" y1="${y}" y2="${y}"/>`).join('')}</g>
<path class="line" d="M0 240 C40 236 60 210 100 200 S160 190 190 160 S250 150 280 120 S340 96 410 60"/><circle class="dot" cx="410" cy="60" r="7"/></svg></div>
<div class="side"><div class="tick"><small>Private credit</small><b>12.4%</b><em style="color:${ACCENTS.mint}">▲ 0.6 this quarter</em></div><div class="tick"><small>SaaS EV / ARR</small><b>8.9x</b><em style="color:${ACCENTS.pink}">▼ 0.4</em></div></div>
<svg class="candles" viewBox="0 0 254 140" preserveAspectRatio="none">${candles
      .map(
        (candle) =>
          `<line x1="${candle.x - 22}" x2="${candle.x - 22}" y1="${(candle.high - 40) * 0.6}" y2="${(candle.low - 40) * 0.6}" stroke="${candle.close > candle.open ? ACCENTS.pink : ACCENTS.mint}" stroke-width="2"/><rect x="${candle.x - 28}" y="${(Math.min(candle.open, candle.close) - 40) * 0.6}" width="12" height="${Math.max(4, Math.abs(candle.close - candle.open) * 0.6)}" rx="2" fill="${candle.close > candle.open ? ACCENTS.pink : ACCENTS.mint}"/>`,
      )
      .join('')}</svg>`;
    return scenePage({ width, height, css, body });
  }
  const stages = [
    ['Documents in', '12 files'],
    ['KYC & checks', 'Automated'],
    ['Term sheet', 'Drafted'],
    ['Signed', 'e-sign'],
  ];
  const css = `${common}
.track { position: absolute; left: 120px; width: 510px; top: 200px; height: 4px; background: rgba(255,255,255,.1); border-radius: 2px; }
.track i { position: absolute; inset: 0; background: ${ACCENTS.pink}; border-radius: 2px; transform-origin: left; animation: progress 6s cubic-bezier(.6,0,.3,1) infinite; }
.stage { position: absolute; top: 170px; width: 150px; text-align: center; z-index: 1; } .stage .node { width: 64px; height: 64px; border-radius: 18px; margin: 0 auto 14px; ${panel} background: ${INK[800]}; display: grid; place-items: center; font: 800 22px Jakarta; }
.stage b { display: block; font-size: 15px; } .stage span { font-size: 12px; color: ${INK[300]}; }
.doc { position: absolute; top: 300px; left: 60px; width: 120px; ${panel} border-radius: 10px; padding: 10px 12px; font-size: 12px; font-weight: 700; animation: doc 6s cubic-bezier(.6,0,.3,1) infinite; }
.doc i { display: block; height: 6px; border-radius: 3px; background: rgba(255,255,255,.12); margin-top: 6px; } .doc i + i { width: 70%; }
.stamp { position: absolute; right: 70px; top: 380px; ${chip} font-size: 15px; padding: 10px 16px; background: ${ACCENTS.pink}; color: ${INK[950]}; animation: stamp 6s ease infinite; }
@keyframes progress { 0% { transform: scaleX(0); } 80%, 94% { transform: scaleX(1); } 100% { transform: scaleX(0); } }
@keyframes doc { 0%, 6% { transform: translateX(0); } 26%, 32% { transform: translateX(170px); } 52%, 58% { transform: translateX(340px); } 78%, 94% { transform: translateX(510px); } 100% { transform: translateX(0); } }
@keyframes stamp { 0%, 78% { opacity: 0; transform: rotate(-8deg) scale(1.3); } 84%, 94% { opacity: 1; transform: rotate(-4deg); } 100% { opacity: 0; } }
${stages.map((_, index) => `@keyframes n${index} { 0%, ${4 + index * 26}% { border-color: rgba(255,255,255,.1); color: ${INK[300]}; } ${8 + index * 26}%, 94% { border-color: ${ACCENTS.pink}; color: ${ACCENTS.pink}; } 100% { color: ${INK[300]}; } } .s${index} .node { animation: n${index} 6s steps(1) infinite; }`).join('\n')}`;
  const body = `${title('Process automation', ACCENTS.pink)}<div class="track"><i></i></div>${stages
    .map(([name, detail], index) => `<div class="stage s${index}" style="left:${45 + index * 170}px"><div class="node">${index + 1}</div><b>${name}</b><span>${detail}</span></div>`)
    .join('')}<div class="doc">Kiran Foods · facility<i></i><i></i></div><div class="stamp">✓ Signed in 9 days</div>`;
  return scenePage({ width, height, css, body });
}

/** A newsletter picture: an insight card with its chart (`kind`), titled as the content says. */
function insight(title: string, kind: number): string {
  const colours = [ACCENTS.mint, ACCENTS.blue, ACCENTS.amber, ACCENTS.pink];
  const colour = colours[kind % colours.length] as string;
  const charts = [
    `<svg viewBox="0 0 520 220"><path d="M0 190 C60 180 90 150 140 150 S230 110 290 100 S380 70 430 60 S490 40 520 30" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/><path d="M0 190 C60 180 90 150 140 150 S230 110 290 100 S380 70 430 60 S490 40 520 30 V220 H0Z" fill="${colour}" opacity=".15"/></svg>`,
    `<svg viewBox="0 0 520 220">${[120, 170, 90, 200, 150, 60, 130].map((h, index) => `<rect x="${20 + index * 72}" y="${220 - h}" width="44" height="${h}" rx="8" fill="${index === 3 ? colour : 'rgba(255,255,255,.14)'}"/>`).join('')}</svg>`,
    `<div class="big" style="color:${colour}">${['11 days', '142', '92%'][Math.floor(kind / 3) % 3]}</div><svg viewBox="0 0 520 80"><path d="M0 60 L60 52 L120 58 L180 40 L240 44 L300 28 L360 32 L420 18 L520 10" fill="none" stroke="${colour}" stroke-width="4"/></svg>`,
    `<svg viewBox="0 0 520 220">${[[120, 110, 60], [260, 70, 42], [360, 140, 70], [440, 60, 30], [200, 170, 34]].map(([x, y, r], index) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${index === 2 ? colour : 'rgba(255,255,255,.12)'}"/>`).join('')}</svg>`,
    `<svg viewBox="0 0 520 220"><circle cx="260" cy="110" r="80" fill="none" stroke="rgba(255,255,255,.1)" stroke-width="34"/><circle cx="260" cy="110" r="80" fill="none" stroke="${colour}" stroke-width="34" stroke-dasharray="320 503" transform="rotate(-90 260 110)"/><circle cx="260" cy="110" r="80" fill="none" stroke="${ACCENTS.brand}" stroke-width="34" stroke-dasharray="110 503" stroke-dashoffset="-320" transform="rotate(-90 260 110)"/></svg>`,
  ];
  const chart = charts[kind % charts.length] as string;
  const css = `
.card { position: absolute; inset: 28px; ${panel} padding: 28px 30px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 8px; font-size: 12px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; color: ${colour}; }
.brand i { width: 10px; height: 10px; border-radius: 3px; background: ${colour}; }
h2 { font-size: 27px; line-height: 1.2; letter-spacing: -.02em; margin-top: 12px; max-width: 520px; }
.chart { margin-top: auto; } .chart svg { display: block; width: 100%; } .big { font: 800 72px Jakarta; letter-spacing: -.03em; }`;
  const body = `<div class="card"><div class="brand"><i></i>Finmesh insight</div><h2>${title}</h2><div class="chart">${chart}</div></div>`;
  return scenePage({ width: 640, height: 440, css, body });
}

const studio = await openStudio(out);
try {
  console.log(`Making the home page's media in ${path.relative(process.cwd(), out)}:`);
  await studio.film('landing', { width: 960, height: 780, seconds: 8, html: landing(), posterAt: 6200 });
  await studio.film('film', { width: 1280, height: 640, seconds: 8, html: film(), posterAt: 6000 });
  for (const id of [1, 2, 3, 4] as const) await studio.film(`edge-${id}`, { width: 800, height: 500, seconds: 6, html: edge(id), posterAt: 5400 });
  let picture = 0;
  for (const set of NEWSLETTER_GALLERY.imageSets) {
    for (const title of set) {
      picture += 1;
      await studio.still(`insight-${picture}`, { width: 640, height: 440, html: insight(title, picture - 1), quality: 72 });
    }
  }
} finally {
  await studio.close();
}
