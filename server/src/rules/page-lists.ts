/**
 * What the items of the Services showcase, the home page's ecosystem grid and its Our Edge panels
 * choose among, drawn by the site's own code (an icon, an accent colour, a film), as the public
 * pages read them without the content kinds' declarations (`content-kinds.ts` offers each list
 * as a `choice` field; a page needs only these).
 */

/** Whether `value` is one of `options`' values (a page leaves out an item whose choice its build cannot draw). */
const isOneOf =
  <Options extends readonly { value: string }[]>(options: Options) =>
  (value: string): value is Options[number]['value'] =>
    options.some((option) => option.value === value);

/** The Services showcase's icons (client/src/public/services/ServiceShowcase.tsx draws them), named for what they show. */
export const SERVICE_ICONS = [
  { value: 'matchmaking', label: 'Network' },
  { value: 'compliance', label: 'Badge with a tick' },
  { value: 'venture', label: 'Rocket' },
  { value: 'intelligence', label: 'Radar' },
  { value: 'automation', label: 'Cog' },
  { value: 'marketplace', label: 'Handshake' },
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number]['value'];
export const isServiceIcon = isOneOf(SERVICE_ICONS);

/** The ecosystem tiles' icons (client/src/public/home/HomePage.tsx draws them), named for what they show. */
export const TILE_ICONS = [
  { value: 'matchmaking', label: 'Robot' },
  { value: 'intelligence', label: 'Line chart' },
  { value: 'compliance', label: 'Shield with a tick' },
  { value: 'origination', label: 'Stack of files' },
  { value: 'reporting', label: 'Bar chart' },
  { value: 'api', label: 'Braces' },
  { value: 'contracts', label: 'Signed document' },
  { value: 'integration', label: 'Plug' },
] as const;
export type TileIcon = (typeof TILE_ICONS)[number]['value'];
export const isTileIcon = isOneOf(TILE_ICONS);

/** Our Edge's accent colours, by name (a panel's number, its progress bar), each the colour the page draws. */
export const EDGE_ACCENTS = [
  { value: 'mint', label: 'Mint', colour: '#6fe3cc' },
  { value: 'periwinkle', label: 'Periwinkle', colour: '#8aa4ff' },
  { value: 'amber', label: 'Amber', colour: '#ffc978' },
  { value: 'rose', label: 'Rose', colour: '#ff9eb5' },
] as const;
export type EdgeAccent = (typeof EDGE_ACCENTS)[number]['value'];
export const isEdgeAccent = isOneOf(EDGE_ACCENTS);
/** The colour an accent is drawn in. */
export const edgeColourOf = (accent: EdgeAccent): string => EDGE_ACCENTS.find((option) => option.value === accent)?.colour ?? EDGE_ACCENTS[0].colour;

/**
 * Our Edge's films (client/src/public/home/media/edge-*.mp4), named for what each shows: a panel
 * chooses its film, so panels can be added, taken away or reordered and each keeps its own.
 */
export const EDGE_FILMS = [
  { value: 'matching', label: 'Profiles scored against mandates' },
  { value: 'compliance', label: 'A compliance checklist' },
  { value: 'markets', label: 'Market charts' },
  { value: 'automation', label: 'Documents through a pipeline' },
] as const;
export type EdgeFilm = (typeof EDGE_FILMS)[number]['value'];
export const isEdgeFilm = isOneOf(EDGE_FILMS);
