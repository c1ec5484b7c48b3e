import { portraitFileOf } from '../content/people';

/** The drawn portraits (`client/scripts/make-portraits.ts`), by file name: their addresses after the build. */
const PORTRAITS = import.meta.glob<string>('./portraits/*.svg', { eager: true, query: '?url', import: 'default' });

/** The address of a person's portrait; every person the site shows has one. */
export function portraitUrl(name: string): string {
  const url = PORTRAITS[`./portraits/${portraitFileOf(name)}.svg`];
  if (!url) throw new Error(`No portrait of ${name}: run "node scripts/make-portraits.ts" in client/.`);
  return url;
}

/** The address of a drawn portrait by its file name (without `.svg`), or null when there is none by that name (a testimonial may name none). */
export function portraitUrlOf(file: string | null | undefined): string | null {
  return file ? (PORTRAITS[`./portraits/${file}.svg`] ?? null) : null;
}

/**
 * A person's illustrated portrait, a static SVG drawn at build time (the site uses no stock photos).
 * It says nothing the name beside it does not, so it is hidden from screen readers.
 */
export function Portrait({ name, size = 64, round = true }: { name: string; size?: number | string; round?: boolean }) {
  return <PortraitImage url={portraitUrl(name)} size={size} round={round} />;
}

/** A drawn portrait by its address (`portraitUrlOf`), shown as `Portrait` shows one. */
export function PortraitImage({ url, size = 64, round = true }: { url: string; size?: number | string; round?: boolean }) {
  return (
    <img
      src={url}
      alt=""
      width={typeof size === 'number' ? size : undefined}
      height={typeof size === 'number' ? size : undefined}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size, borderRadius: round ? '50%' : undefined, flexShrink: 0, display: 'block', objectFit: 'cover' }}
    />
  );
}
