import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { LAYOUT, TIMING } from '../content/timing';

/**
 * The Finmesh brand on Chakra UI. The system is built from Chakra's base config (no recipes)
 * and each entry adds only the recipes it renders, so visitors never download the admin's
 * tables and menus.
 */

const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([step, value]) => [step, { value }]));

/**
 * The roles Chakra's recipes read from a `colorPalette`. `solid` and `contrast` are chosen per
 * palette so button text keeps at least 4.5:1 contrast.
 */
const paletteRoles = (name: string, solid: { light: string; contrastLight: string }) => ({
  solid: { value: { _light: `{colors.${name}.${solid.light}}`, _dark: `{colors.${name}.400}` } },
  contrast: { value: { _light: solid.contrastLight, _dark: `{colors.${name}.950}` } },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
  border: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
});

const FONT_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const brandConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'fm',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { fontFamily: 'body', bg: 'bg', color: 'fg', lineHeight: '1.6' },
    // Visitors who ask for less motion get no smooth scrolling, animations or transitions.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    // What a link's hash scrolls to stops 80px short of it, clear of the fixed header (spec section 9).
    '[id]': { scrollMarginTop: `${LAYOUT.hashScrollOffsetPx}px` },
    // Scroll reveal (spec section 2): the page's loader marks what is below the fold on arrival
    // (`data-reveal-pending`) and lifts the mark once, as each part scrolls into view.
    '[data-reveal]': { transition: `opacity ${TIMING.revealMs}ms ease-out, translate ${TIMING.revealMs}ms cubic-bezier(.2,.7,.2,1)` },
    '[data-reveal-pending]': {
      opacity: 0,
      translate: '0 2.5rem',
      '@media (prefers-reduced-motion: reduce)': { opacity: 1, translate: 'none' },
    },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // The intro loader leaves (spec section 4) and its bar fills while it waits.
      'intro-leave': { from: { opacity: 1, visibility: 'visible' }, to: { opacity: 0, visibility: 'hidden' } },
      'intro-fill': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
      // A strip of logos twice over, moved by one copy's width: an endless scroll.
      marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      // The events gallery moves sideways as the page scrolls past it (a scroll-driven animation),
      // until its end meets its container's (`cqi`: the strip is a size container).
      'gallery-drift': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(min(0px, calc(100cqi - 100%)))' } },
    },
    textStyles: {
      ...textStyles,
      eyebrow: {
        value: { fontSize: 'xs', fontWeight: '700', letterSpacing: '0.14em', textTransform: 'uppercase' },
      },
      display: {
        value: {
          fontFamily: 'heading',
          fontWeight: '800',
          fontSize: { base: '2.5rem', md: '3.5rem', lg: '4rem' },
          lineHeight: '1.05',
          letterSpacing: '-0.03em',
        },
      },
      title: {
        value: {
          fontFamily: 'heading',
          fontWeight: '700',
          fontSize: { base: '1.75rem', md: '2.25rem' },
          lineHeight: '1.15',
          letterSpacing: '-0.02em',
        },
      },
      lead: { value: { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.7' } },
    },
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
        brand: palette({
          50: '#eef3ff', 100: '#dce6ff', 200: '#b9ccff', 300: '#8aa9ff', 400: '#5b80f7',
          500: '#3a60ec', 600: '#2446d6', 700: '#1c37ae', 800: '#1b308a', 900: '#1b2c6e', 950: '#111b45',
        }),
        ink: palette({
          50: '#f5f7fb', 100: '#e9edf5', 200: '#d3dae8', 300: '#aeb9cf', 400: '#8190ad', 500: '#5d6c8c',
          600: '#46536f', 700: '#333e57', 800: '#1f2940', 900: '#101a33', 950: '#070d1f',
        }),
        mint: palette({
          50: '#eefdf9', 100: '#d3f9ef', 200: '#a9f1e0', 300: '#6fe3cc', 400: '#36cbb2', 500: '#14ae97',
          600: '#0b8c7b', 700: '#0d7065', 800: '#105952', 900: '#114a45', 950: '#032b29',
        }),
      },
      // Layout rhythm: page gutters, section spacing and the content width every page shares.
      spacing: {
        ...tokens.spacing,
        gutter: { DEFAULT: { value: '2rem' }, sm: { value: '1.25rem' } },
        section: { DEFAULT: { value: '6rem' }, sm: { value: '4rem' } },
      },
      sizes: {
        ...tokens.sizes,
        page: { value: '80rem' },
      },
      fonts: {
        ...tokens.fonts,
        heading: { value: `'Plus Jakarta Sans Variable', ${FONT_FALLBACK}` },
        body: { value: `'Inter Variable', ${FONT_FALLBACK}` },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: paletteRoles('brand', { light: '600', contrastLight: 'white' }),
        mint: paletteRoles('mint', { light: '400', contrastLight: '{colors.ink.950}' }),
        fg: {
          ...semanticTokens.colors.fg,
          DEFAULT: { value: { _light: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
          muted: { value: { _light: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
          subtle: { value: { _light: '{colors.ink.500}', _dark: '{colors.ink.400}' } },
        },
        bg: {
          ...semanticTokens.colors.bg,
          DEFAULT: { value: { _light: 'white', _dark: '{colors.ink.950}' } },
          subtle: { value: { _light: '{colors.ink.50}', _dark: '{colors.ink.900}' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.800}' } },
        },
        border: {
          ...semanticTokens.colors.border,
          DEFAULT: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
        },
      },
    },
  },
});

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

export function createFinmeshSystem(recipes: Recipes, slotRecipes: SlotRecipes): SystemContext {
  return withStableCss(createSystem(defaultBaseConfig, brandConfig, defineConfig({ theme: { recipes, slotRecipes } })));
}

/**
 * Chakra memoizes `css()` on its arguments with their keys sorted, so whichever order of a set of
 * style props it sees first decides the order of their CSS, and so the class name, for every later
 * use. A component's class would then depend on what was rendered before it: a server render of a
 * whole page and the browser waking one island of it would disagree. Sorting each style object's
 * keys before the call makes the result depend on the props alone. (Where two props set the same
 * property, the sort puts a shorthand before its longhands, as `padding` before `paddingTop`.)
 */
function withStableCss(system: SystemContext): SystemContext {
  const css = system.css;
  return { ...system, css: ((...styles: unknown[]) => css(...(styles.map(sortedKeys) as Parameters<typeof css>))) as typeof css };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}
