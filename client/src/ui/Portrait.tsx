import type { PortraitLook } from '../content/people';

/** An illustrated portrait in the brand's style (the site uses no stock photos). */
export function Portrait({ portrait, size = 64, round = true }: { portrait: PortraitLook; size?: number | string; round?: boolean }) {
  const { skin, hair, shirt, background, hairStyle } = portrait;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" style={{ borderRadius: round ? '50%' : undefined, flexShrink: 0, display: 'block' }}>
      <rect width="64" height="64" fill={background} />
      {hairStyle === 'long' && <path d="M14 34c0-14 8-22 18-22s18 8 18 22v14H14z" fill={hair} />}
      <path d="M10 64c2-12 11-18 22-18s20 6 22 18z" fill={shirt} />
      <rect x="27" y="36" width="10" height="10" rx="4" fill={skin} />
      <circle cx="32" cy="28" r="12" fill={skin} />
      {hairStyle === 'short' && <path d="M20 27c0-9 6-14 12-14s12 5 12 14c-3-5-7-7-12-7s-9 2-12 7z" fill={hair} />}
      {hairStyle === 'long' && <path d="M20 27c1-8 6-13 12-13s11 5 12 13c-4-4-8-6-12-6s-8 2-12 6z" fill={hair} />}
      {hairStyle === 'bun' && (
        <>
          <circle cx="32" cy="12" r="6" fill={hair} />
          <path d="M20 27c0-9 6-14 12-14s12 5 12 14c-3-5-7-7-12-7s-9 2-12 7z" fill={hair} />
        </>
      )}
    </svg>
  );
}
