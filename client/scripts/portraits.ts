/**
 * The site's portraits: each person's look (from the content) drawn with DiceBear's Notionists
 * style, line drawings by Zoish under CC0 1.0 (https://heyzoish.gumroad.com/l/notionists; the
 * library's code is MIT). Every part is chosen in the content, nothing left to chance, so a redraw
 * gives the same file. Each SVG names the design, its designer and licence in its own metadata.
 */
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { TEAM } from '../src/content/about.ts';
import { SPEAKERS } from '../src/content/events.ts';
import { portraitFileOf, type PortraitLook } from '../src/content/people.ts';

/** Where the portraits are kept, beside the component that shows them. */
export const PORTRAITS_FOLDER = path.resolve(import.meta.dirname, '../src/ui/portraits');

/** How much of the person a portrait shows: head and shoulders (cards), or the face (the testimonials' small round pictures). */
type Framing = 'bust' | 'face';
const FRAMINGS: Record<Framing, { scale: number; translateY: number }> = { bust: { scale: 100, translateY: 0 }, face: { scale: 150, translateY: 16 } };

/**
 * The first-run testimonials' people (server/src/rules/content-kinds.ts `FIRST_RUN_TESTIMONIALS`
 * names each portrait by its file): a testimonial added in the back office names one of the
 * drawn portraits, or shows initials.
 */
const TESTIMONIAL_PORTRAITS: readonly { name: string; portrait: PortraitLook }[] = [
  { name: 'Kavita Menon', portrait: { hair: 'variant02', body: 'variant16', eyes: 'variant05', brows: 'variant08', lips: 'variant22', nose: 'variant05', background: 'dbe4ff' } },
  { name: 'Rohan Iyer', portrait: { hair: 'variant44', body: 'variant20', eyes: 'variant04', brows: 'variant01', lips: 'variant23', nose: 'variant12', beard: 'variant12', background: 'd7f7f0' } },
  { name: 'Anita Rao', portrait: { hair: 'variant48', body: 'variant14', eyes: 'variant05', brows: 'variant09', lips: 'variant25', nose: 'variant06', glasses: 'variant03', background: 'ffe7ee' } },
];

/** Everyone the site shows a portrait of: the About page's team and Event Details' speakers on cards, the home page's testimonials small. */
export const PEOPLE: readonly { name: string; portrait: PortraitLook; framing: Framing }[] = [
  ...[...TEAM.members, ...SPEAKERS.list].map((person) => ({ ...person, framing: 'bust' as const })),
  ...TESTIMONIAL_PORTRAITS.map((person) => ({ ...person, framing: 'face' as const })),
];

type Part = 'hair' | 'body' | 'eyes' | 'brows' | 'lips' | 'nose' | 'glasses' | 'beard';

/** A part of the drawing by the style's own name for it; a name the style does not have is a mistake in the content. */
function part<P extends Part>(name: P, variant: string): NonNullable<notionists.Options[P]> {
  const known = (notionists.schema.properties?.[name] as { items: { enum: string[] } } | undefined)?.items.enum ?? [];
  if (!known.includes(variant)) throw new Error(`Notionists has no ${name} called ${variant}`);
  return [variant] as NonNullable<notionists.Options[P]>;
}

/** One person's portrait as an SVG document. */
export function drawPortrait(look: PortraitLook, framing: Framing): string {
  return createAvatar(notionists, {
    seed: 'finmesh',
    hair: part('hair', look.hair),
    body: part('body', look.body),
    eyes: part('eyes', look.eyes),
    brows: part('brows', look.brows),
    lips: part('lips', look.lips),
    nose: part('nose', look.nose),
    glasses: part('glasses', look.glasses ?? 'variant01'),
    glassesProbability: look.glasses ? 100 : 0,
    beard: part('beard', look.beard ?? 'variant01'),
    beardProbability: look.beard ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
    backgroundColor: [look.background],
    ...FRAMINGS[framing],
  }).toString();
}

/** The file of a person's portrait. */
export const portraitFile = (name: string) => path.join(PORTRAITS_FOLDER, `${portraitFileOf(name)}.svg`);
