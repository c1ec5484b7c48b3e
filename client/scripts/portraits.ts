/**
 * The site's portraits: each person's look drawn with DiceBear's Notionists
 * style, line drawings by Zoish under CC0 1.0 (https://heyzoish.gumroad.com/l/notionists; the
 * library's code is MIT). Every part is chosen in the content, nothing left to chance, so a redraw
 * gives the same file. Each SVG names the design, its designer and licence in its own metadata.
 */
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { PortraitLook } from '../src/content/people.ts';

/** Where the portraits are kept, beside the component that shows them. */
export const PORTRAITS_FOLDER = path.resolve(import.meta.dirname, '../src/ui/portraits');

/** How much of the person a portrait shows: head and shoulders (cards), or the face (the testimonials' small round pictures). */
type Framing = 'bust' | 'face';
const FRAMINGS: Record<Framing, { scale: number; translateY: number }> = { bust: { scale: 100, translateY: 0 }, face: { scale: 150, translateY: 16 } };

/**
 * The looks of the people the first run's content rows name by their portrait's file
 * (server/src/rules/content-kinds.ts: `FIRST_RUN_PROFILES`' team, `FIRST_RUN_TESTIMONIALS`' people):
 * artwork, kept here where it is drawn. A profile or testimonial added in the back office names one
 * of the drawn portraits, or has a photo, or shows initials.
 */
const PROFILE_LOOKS: Readonly<Record<string, PortraitLook>> = {
  'aarav-sharma': { hair: 'variant35', body: 'variant20', eyes: 'variant05', brows: 'variant01', lips: 'variant22', nose: 'variant10', background: 'dce6ff' },
  'meera-iyer': { hair: 'variant10', body: 'variant16', eyes: 'variant04', brows: 'variant08', lips: 'variant23', nose: 'variant05', glasses: 'variant11', background: 'd3f9ef' },
  'vikram-rao': { hair: 'variant13', body: 'variant17', eyes: 'variant05', brows: 'variant04', lips: 'variant05', nose: 'variant02', glasses: 'variant08', beard: 'variant10', background: 'e9edf5' },
  'sana-qureshi': { hair: 'variant57', body: 'variant21', eyes: 'variant04', brows: 'variant12', lips: 'variant25', nose: 'variant14', background: 'ffe7ee' },
  // The speakers (the first-run conference's agenda; client/src/content/events.ts before P21).
  'dr-nandini-krishnan': { hair: 'variant28', body: 'variant06', eyes: 'variant05', brows: 'variant09', lips: 'variant22', nose: 'variant07', glasses: 'variant03', background: 'dce6ff' },
  'rohit-malhotra': { hair: 'variant56', body: 'variant17', eyes: 'variant04', brows: 'variant07', lips: 'variant06', nose: 'variant11', beard: 'variant02', background: 'd3f9ef' },
  'farah-siddiqui': { hair: 'variant37', body: 'variant14', eyes: 'variant05', brows: 'variant12', lips: 'variant23', nose: 'variant04', background: 'ffe7ee' },
  'arjun-menon': { hair: 'variant24', body: 'variant19', eyes: 'variant04', brows: 'variant05', lips: 'variant30', nose: 'variant09', glasses: 'variant11', background: 'fff3dc' },
};
const TESTIMONIAL_LOOKS: Readonly<Record<string, PortraitLook>> = {
  'kavita-menon': { hair: 'variant02', body: 'variant16', eyes: 'variant05', brows: 'variant08', lips: 'variant22', nose: 'variant05', background: 'dbe4ff' },
  'rohan-iyer': { hair: 'variant44', body: 'variant20', eyes: 'variant04', brows: 'variant01', lips: 'variant23', nose: 'variant12', beard: 'variant12', background: 'd7f7f0' },
  'anita-rao': { hair: 'variant48', body: 'variant14', eyes: 'variant05', brows: 'variant09', lips: 'variant25', nose: 'variant06', glasses: 'variant03', background: 'ffe7ee' },
};

/** Every portrait the site shows, by file name (without `.svg`): the team's and the speakers' on cards, the home page's testimonials' small. */
export const PEOPLE: readonly { file: string; portrait: PortraitLook; framing: Framing }[] = [
  ...Object.entries(PROFILE_LOOKS).map(([file, portrait]) => ({ file, portrait, framing: 'bust' as const })),
  ...Object.entries(TESTIMONIAL_LOOKS).map(([file, portrait]) => ({ file, portrait, framing: 'face' as const })),
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

/** The path of a portrait's file, by its name (without `.svg`). */
export const portraitFile = (file: string) => path.join(PORTRAITS_FOLDER, `${file}.svg`);
