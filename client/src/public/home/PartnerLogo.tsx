import type { PartnerMark } from '@rules/content-kinds';
import type { MediaSources } from '@rules/media';
import type { Partner } from '../../content/home';
import { ResponsiveImage } from '../media/ResponsiveImage';

const MARKS: Record<PartnerMark, string> = {
  arc: 'M4 22a12 12 0 0 1 24 0h-5a7 7 0 0 0-14 0z',
  bars: 'M5 24V12h5v12zm8.5 0V6h5v18zm8.5 0V15h5v9z',
  diamond: 'M16 3 29 16 16 29 3 16zm0 7-6 6 6 6 6-6z',
  leaf: 'M5 26C5 13 13 5 27 5c0 14-8 22-22 21zm4-3c6-1 11-6 13-13-6 3-10 7-13 13z',
  ring: 'M16 4a12 12 0 1 1 0 24 12 12 0 0 1 0-24zm0 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  tower: 'M6 27V13l10-8 10 8v14h-6v-8h-8v8z',
  wave: 'M3 18c4-6 8-6 13 0s9 6 13 0v6c-4 6-8 6-13 0s-9-6-13 0z',
  peak: 'M3 26 13 8l5 9 3-5 8 14z',
};

/** How wide a drawn logo is: 200 pixels, wider for a name longer than today's (about 8 pixels a letter after the mark). */
const widthOf = (name: string) => Math.max(200, 38 + Math.ceil(name.length * 8.1));

/**
 * A partner's logo: its logo from the media library when the team gave one (named by the partner),
 * else its mark and name, drawn in the strip's one colour.
 */
export function PartnerLogo({ partner }: { partner: Partner & { logo?: MediaSources | null } }) {
  if (partner.logo) {
    return <ResponsiveImage image={partner.logo} sizes="200px" fit="contain" imgProps={{ alt: partner.name, h: '8', w: 'auto', maxW: 'none' }} />;
  }
  const width = widthOf(partner.name);
  return (
    <svg viewBox={`0 0 ${width} 32`} height="32" width={width} role="img" aria-label={partner.name}>
      <path d={MARKS[partner.mark]} fill="currentColor" />
      <text x="38" y="22" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="var(--fm-fonts-heading)" letterSpacing="-0.2">
        {partner.name}
      </text>
    </svg>
  );
}
