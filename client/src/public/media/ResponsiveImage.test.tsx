import { mediaSourcesOf, type MediaSources } from '@rules/media';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { ResponsiveImage } from './ResponsiveImage';

const ID = '0192a4c1-6f2e-7a10-8b3c-5d6e7f8a9b0c';
const SKYLINE: MediaSources = mediaSourcesOf({
  id: ID,
  alt: 'Mumbai skyline at dusk',
  width: 1400,
  height: 700,
  focalX: 0.25,
  focalY: 0.6,
  variants: [320, 640, 960, 1280].flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ format, width }))),
});

function rendered(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  const { container } = renderPublic(<ResponsiveImage image={SKYLINE} {...props} />);
  const picture = container.querySelector('picture') as HTMLPictureElement;
  return { picture, sources: [...picture.querySelectorAll('source')], img: picture.querySelector('img') as HTMLImageElement };
}

describe('a media library image on a public page', () => {
  it('offers AVIF then WebP at every width, with the sizes given', () => {
    const { sources } = rendered({ sizes: '(min-width: 64em) 50vw, 100vw' });
    expect(sources.map((source) => [source.type, source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', `/media/${ID}/320.avif 320w, /media/${ID}/640.avif 640w, /media/${ID}/960.avif 960w, /media/${ID}/1280.avif 1280w`, '(min-width: 64em) 50vw, 100vw'],
      ['image/webp', `/media/${ID}/320.webp 320w, /media/${ID}/640.webp 640w, /media/${ID}/960.webp 960w, /media/${ID}/1280.webp 1280w`, '(min-width: 64em) 50vw, 100vw'],
    ]);
  });

  it('reserves its box with the image’s width and height, says what it shows, and loads lazily', () => {
    const { img } = rendered();
    expect(img.getAttribute('src')).toBe(`/media/${ID}/960.webp`);
    expect(img.getAttribute('alt')).toBe('Mumbai skyline at dusk');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1400', '700']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page’s main image at once and first', () => {
    const { img } = rendered({ priority: true });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the focal point in view when cropped', () => {
    const { img } = rendered();
    expect(getComputedStyle(img).objectPosition).toBe('25% 60%');
  });
});
