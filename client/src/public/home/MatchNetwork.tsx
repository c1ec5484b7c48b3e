import { Box, chakra } from '@chakra-ui/react';

/** The parties Finmesh matches, placed around the matching engine. */
const PARTIES = [
  { x: 8, y: 40, title: 'Borrower', detail: 'SME · ₹12 Cr credit line', color: '#6fe3cc' },
  { x: 308, y: 20, title: 'Lender', detail: 'Bank · 9.2% p.a.', color: '#8aa9ff' },
  { x: 308, y: 330, title: 'Investor', detail: 'Growth fund · Series B', color: '#8aa9ff' },
  { x: 8, y: 316, title: 'Adviser', detail: 'M&A expert network', color: '#6fe3cc' },
] as const;

const CARD = { width: 204, height: 64 } as const;
const CENTER = { x: 260, y: 215 } as const;

/** Hero illustration: one borrower matched with capital and advice, drawn as a mesh. */
export function MatchNetwork() {
  return (
    <Box position="relative" w="full" maxW={{ base: 'md', lg: 'none' }} mx="auto">
      <chakra.svg
        viewBox="0 0 520 420"
        w="full"
        h="auto"
        role="img"
        aria-label="Finmesh's matching engine connecting a borrower with a lender, an investor and an adviser, with a 94% match score."
        css={{
          // Sizes in the drawing's own units; the global reset would otherwise give text the page's font.
          '& text': { fontFamily: 'body', fontSize: '11px', fontWeight: '400' },
          '& text.title': { fontFamily: 'heading', fontSize: '14px', fontWeight: '700' },
          '& text.badge': { fontSize: '13px', fontWeight: '700' },
          '& text.label': { fontWeight: '600' },
          '& .flow': { strokeDasharray: '4 8', animation: 'fm-flow 1.6s linear infinite' },
          '@keyframes fm-flow': { to: { strokeDashoffset: '-24' } },
          '@media (prefers-reduced-motion: reduce)': { '& .flow': { animation: 'none' } },
        }}
      >
        <defs>
          <radialGradient id="fm-core" cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#5b80f7" />
            <stop offset="100%" stopColor="#1c37ae" />
          </radialGradient>
        </defs>
        <g fill="none" stroke="rgba(255,255,255,0.08)">
          <circle cx={CENTER.x} cy={CENTER.y} r="110" />
          <circle cx={CENTER.x} cy={CENTER.y} r="170" />
        </g>
        {PARTIES.map((party) => {
          const anchor = { x: party.x + CARD.width / 2, y: party.y + CARD.height / 2 };
          return (
            <g key={party.title}>
              <line x1={CENTER.x} y1={CENTER.y} x2={anchor.x} y2={anchor.y} stroke="rgba(255,255,255,0.16)" strokeWidth="1.5" />
              <line className="flow" x1={CENTER.x} y1={CENTER.y} x2={anchor.x} y2={anchor.y} stroke={party.color} strokeWidth="2" strokeLinecap="round" />
            </g>
          );
        })}
        {PARTIES.map((party) => (
          <g key={party.title} transform={`translate(${party.x} ${party.y})`}>
            <rect width={CARD.width} height={CARD.height} rx="14" fill="rgba(16, 26, 51, 0.92)" stroke="rgba(255,255,255,0.14)" />
            <circle cx="24" cy="32" r="9" fill={party.color} opacity="0.9" />
            <text className="title" x="44" y="28" fill="#ffffff">
              {party.title}
            </text>
            <text x="44" y="46" fill="#aeb9cf">
              {party.detail}
            </text>
          </g>
        ))}
        <circle cx={CENTER.x} cy={CENTER.y} r="62" fill="url(#fm-core)" stroke="rgba(255,255,255,0.25)" strokeWidth="1.5" />
        <g transform={`translate(${CENTER.x - 18} ${CENTER.y - 36})`} fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" strokeLinecap="round">
          <path d="M4 30 18 6l14 24H4Zm14-24v15m-14 9 14-9 14 9" />
        </g>
        <text className="label" x={CENTER.x} y={CENTER.y + 30} textAnchor="middle" fill="#dce6ff">
          AI match engine
        </text>
        <g transform={`translate(${CENTER.x + 30} ${CENTER.y + 48})`}>
          <rect width="116" height="34" rx="17" fill="#14ae97" />
          <text className="badge" x="58" y="22" textAnchor="middle" fill="#032b29">
            94% match
          </text>
        </g>
      </chakra.svg>
    </Box>
  );
}
