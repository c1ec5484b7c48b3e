import { Box, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageWidth } from '../../ui/PageWidth';
import { HEADER_HEIGHT } from './Header';

/** The hero's backdrop: deep ink with the brand's blue and mint light (the intro loader wears it too). */
export const HERO_BACKDROP =
  'radial-gradient(60rem 40rem at 85% 10%, rgba(36, 70, 214, 0.45), transparent 60%), radial-gradient(40rem 30rem at 0% 100%, rgba(20, 174, 151, 0.22), transparent 60%)';

/** The dark band every public page opens with, under the fixed header. */
export function HeroSection({ labelledBy, children, ...props }: { labelledBy: string; children: ReactNode } & BoxProps) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      position="relative"
      overflow="hidden"
      bg="ink.950"
      color="white"
      pt={HEADER_HEIGHT}
      bgImage={HERO_BACKDROP}
      {...props}
    >
      {children}
    </Box>
  );
}

/**
 * A hero's eyebrow, page title (the page's only h1) and lead paragraph. Past 10px of scrolling
 * the title fades back (spec section 2; `headerBehaviour.ts` sets `data-scrolled`).
 */
export function HeroTitle({ id, eyebrow, title, lead }: { id: string; eyebrow?: string | null; title: ReactNode; lead?: ReactNode }) {
  return (
    <Stack gap="6" transition="opacity 0.6s ease" css={{ 'html[data-scrolled] &': { opacity: 0.35 } }}>
      {eyebrow && (
        <Text textStyle="eyebrow" color="mint.300">
          {eyebrow}
        </Text>
      )}
      <Text as="h1" id={id} textStyle="display">
        {title}
      </Text>
      {lead && (
        <Text textStyle="lead" color="ink.200" maxW="2xl">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The panel beside a hero's title: past 10px of scrolling it widens (spec section 2), drawn larger
 * rather than laid out again, so nothing else moves.
 */
export function HeroPanel({ children, ...props }: { children: ReactNode } & BoxProps) {
  return (
    <Box transition="transform 0.8s cubic-bezier(.2,.7,.2,1)" transformOrigin="center right" css={{ lg: { 'html[data-scrolled] &': { transform: 'scale(1.06)' } } }} {...props}>
      {children}
    </Box>
  );
}

/** The hero's two columns (title and panel) within the page width, one column below `lg`; pages may adjust spacing and proportions. */
export function HeroColumns({ children, ...props }: { children: ReactNode } & BoxProps) {
  return (
    <PageWidth display="grid" py={{ base: '14', md: '20', lg: '24' }} gridTemplateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '12', lg: '16' }} alignItems="center" {...props}>
      {children}
    </PageWidth>
  );
}
