/**
 * Draws the portraits of the people the site shows (team, speakers, testimonials) from their looks
 * (portraits.ts), as SVG files in src/ui/portraits/ (see portraits.ts), and removes those of people
 * no longer shown. Run after changing a person:  node scripts/make-portraits.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PEOPLE, PORTRAITS_FOLDER, drawPortrait, portraitFile } from './portraits.ts';

await mkdir(PORTRAITS_FOLDER, { recursive: true });
const drawn = new Set<string>();
for (const person of PEOPLE) {
  const file = portraitFile(person.file);
  await writeFile(file, `${drawPortrait(person.portrait, person.framing)}\n`);
  drawn.add(file);
}
for (const name of await readdir(PORTRAITS_FOLDER)) {
  const file = path.join(PORTRAITS_FOLDER, name);
  if (name.endsWith('.svg') && !drawn.has(file)) await rm(file);
}
console.log(`Drew ${drawn.size} portraits in ${path.relative(process.cwd(), PORTRAITS_FOLDER)}.`);
