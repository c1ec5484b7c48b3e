import { createContext, type ComponentType } from 'react';

/**
 * The public site's islands: the only parts of a page that run in the browser. Everything else is
 * HTML and CSS from the server. Each island is a component the server renders into the page
 * (`<Island>`) and the browser hydrates in place, on its own React root, when its trigger fires:
 *
 * - `interaction`: the visitor first points at, touches, focuses or types into it (forms). A click
 *   that arrives before its code is replayed once it has hydrated.
 * - `visible`: it scrolls into view (what moves by itself: tab tours, counters).
 * - `hover`: as `interaction`, and as soon as a pointer moves over it (what answers a pointer's
 *   mere presence: the landing video shows its controls).
 *
 * Props cross from server to browser as JSON, so they are plain data. The folder whose component
 * it is gives its loader (`home/islands.ts`), the page places it with `<Island of={…}>`, and the
 * browser's list (`browser.ts`, above the pages) names it: the server writes that name into the
 * page, and the browser wakes it by that name. Keep its module free of page-level code.
 */
export type IslandTrigger = 'interaction' | 'visible' | 'hover';

/** An island's component, in a module of its own: loaded by the server to render it, and by the browser when it wakes. */
export type IslandLoader<TProps> = () => Promise<ComponentType<TProps>>;

/** The browser's list of islands: each one's loader, by the name the page's HTML gives it. */
export type IslandList = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * The browser's list, for the server render: an island is named in the page by its name there,
 * and one the list does not hold, which the browser could not wake, is refused.
 */
export const IslandListContext = createContext<IslandList>({});
