import { Box, Flex, Text } from '@chakra-ui/react';
import { TIMING } from '../../content/timing';
import { Logo } from '../../ui/Logo';
import { useSiteSettings } from '../site/siteSettings';
import { HERO_BACKDROP } from './HeroSection';

/**
 * The intro loader (spec section 4): a brand screen over the page that shows for 5 seconds and
 * leaves over 1 second, in CSS alone, so it needs no script to go. `introBehaviour.ts` lets a
 * visitor wave it off (a click, a key, scrolling down), brings it back when they scroll up at the
 * top of the page, and keeps it away on pages reached by a link within the site: it greets an
 * arrival, not every page. Visitors who ask for reduced motion never see it, nor do visitors whose
 * scripts do not run (nothing could wave it off, and every click would wait out its 6 seconds): a
 * `<noscript>` style, before it in the page so it never paints (the CSP's style-src allows inline
 * styles). Screen readers skip it: the page is all there underneath.
 */
export function IntroLoader() {
  const { siteName, tagline } = useSiteSettings();
  return (
    <>
      <noscript>
        <style>{'[data-intro-loader]{display:none!important}'}</style>
      </noscript>
      <Flex
        data-intro-loader=""
        aria-hidden="true"
        position="fixed"
        inset="0"
        zIndex="banner"
        direction="column"
        align="center"
        justify="center"
        gap="6"
        bg="ink.950"
        bgImage={HERO_BACKDROP}
        color="white"
        animation={`intro-leave ${TIMING.introExitMs}ms ease-in ${TIMING.introLoaderMs}ms both`}
        css={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
      >
        <Box transform="scale(1.6)" animation="fade-in 0.8s ease-out both">
          <Logo name={siteName} />
        </Box>
        <Text textStyle="eyebrow" color="ink.300" mt="4" textAlign="center" px="6">
          {tagline}
        </Text>
        <Box w="10rem" h="2px" bg="whiteAlpha.200" rounded="full" overflow="hidden">
          <Box h="full" bg="mint.400" transformOrigin="left" animation={`intro-fill ${TIMING.introLoaderMs}ms linear both`} />
        </Box>
      </Flex>
    </>
  );
}
