import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AUTH_LINK, CONNECT_LINK, HEADER_LINKS } from '../../content/site';
import { LAYOUT } from '../../content/timing';
import { Logo } from '../../ui/Logo';
import { PageWidth } from '../../ui/PageWidth';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import { useSiteSettings } from '../site/siteSettings';

/** The fixed header's height at each width (`LAYOUT.headerHeight`), for what must clear it. */
export const HEADER_HEIGHT = LAYOUT.headerHeight;

const RouterLink = chakra(Link);
const RouterNavLink = chakra(NavLink);

/**
 * Styles for what is in the wide-screen header while it sits transparent over the dark hero: at
 * the top of the page with the menu closed. `headerBehaviour.ts` sets `data-solid` once either changes.
 */
/** Book a Demo: the demo overlay, or its own page until the page's script runs. */
const bookADemo = opensForm('demo', formPath('demo'));

const overHero = (styles: Record<string, unknown>) => ({ md: { '[data-site-header]:not([data-solid]) &': styles } });

/**
 * The site header, rendered by the server with no script of its own in React: its behaviour (the
 * scrolled variant, the menu) is `headerBehaviour.ts`, and Book a Demo opens its overlay through
 * `data-opens`. From 768px every link is in view (on a second row up to 1280px); it sits
 * transparent over the dark hero and turns solid once the page scrolls beyond 10px. Below 768px
 * it is always solid, with the links in a menu.
 */
export function Header() {
  const menuId = useId();
  const { siteName } = useSiteSettings();
  return (
    <Box
      as="header"
      data-site-header=""
      position="fixed"
      insetX="0"
      top="0"
      zIndex="sticky"
      transition="background-color 0.2s, box-shadow 0.2s, color 0.2s"
      bg="white"
      color="ink.900"
      shadow="sm"
      css={{
        md: { '&:not([data-solid])': { bg: 'transparent', color: 'white', boxShadow: 'none' } },
        // The open menu covers the page, cookie banner included: its links must be tappable before the banner is answered.
        '&[data-menu-open]': { zIndex: 'modal' },
      }}
    >
      <PageWidth
        display="grid"
        h={HEADER_HEIGHT}
        alignItems="center"
        columnGap="6"
        gridTemplateColumns={{ base: 'auto 1fr', xl: 'auto 1fr auto' }}
        gridTemplateRows={{ base: '64px', md: '64px 48px', xl: '76px' }}
        gridTemplateAreas={{ base: '"logo actions"', md: '"logo actions" "nav nav"', xl: '"logo nav actions"' }}
      >
        <RouterLink to="/" gridArea="logo" aria-label={`${siteName} home`} rounded="md" _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '4px' }}>
          <Logo name={siteName} />
        </RouterLink>

        <chakra.nav
          aria-label="Main"
          gridArea="nav"
          display={{ base: 'none', md: 'block' }}
          alignSelf="stretch"
          borderTopWidth={{ md: '1px', xl: '0' }}
          borderColor="border"
          css={overHero({ borderColor: 'whiteAlpha.200' })}
        >
          <chakra.ul display="flex" h="full" alignItems="center" gap={{ md: '0', lg: '1' }} justifyContent={{ md: 'space-between', lg: 'center' }} listStyleType="none" ms={{ md: '-3', lg: '0' }}>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <RouterNavLink
                  to={link.to}
                  end={link.to === '/'}
                  px="3"
                  py="2"
                  rounded="md"
                  fontSize="sm"
                  fontWeight="600"
                  opacity={0.86}
                  _hover={{ opacity: 1 }}
                  css={{ '&[aria-current=page]': { opacity: 1, textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '10px' } }}
                >
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>

        <Flex gridArea="actions" align="center" gap="3" justifySelf="end">
          <RouterLink to={AUTH_LINK.to} display={{ base: 'none', md: 'inline' }} fontSize="sm" fontWeight="600" px="2" py="2">
            {AUTH_LINK.label}
          </RouterLink>
          <Button
            size="sm"
            variant="outline"
            display={{ base: 'none', md: 'inline-flex' }}
            colorPalette="brand"
            color="inherit"
            borderColor="currentColor"
            _hover={{ bg: 'brand.subtle' }}
            css={overHero({ colorPalette: 'gray', '&:hover': { bg: 'whiteAlpha.200' } })}
            asChild
          >
            <a {...bookADemo}>Book a Demo</a>
          </Button>
          <Button asChild size="sm" display={{ base: 'none', md: 'inline-flex' }} colorPalette="brand" css={overHero({ colorPalette: 'mint' })}>
            <Link to={CONNECT_LINK.to}>{CONNECT_LINK.label}</Link>
          </Button>
          <Button
            data-menu-toggle=""
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            size="sm"
            color="inherit"
            aria-expanded="false"
            aria-controls={menuId}
            aria-label="Open menu"
          >
            <chakra.span display="contents" css={{ '[aria-expanded=true] > &': { display: 'none' } }}>
              <Menu aria-hidden="true" />
            </chakra.span>
            <chakra.span display="none" css={{ '[aria-expanded=true] > &': { display: 'contents' } }}>
              <X aria-hidden="true" />
            </chakra.span>
          </Button>
        </Flex>
      </PageWidth>

      {/* Below 768px only: wider screens show every link in the bar. */}
      <Box id={menuId} data-menu-panel="" hidden borderTopWidth="1px" borderColor="border" bg="white" color="ink.900" px="gutter.sm" pb="6" shadow="md" css={{ md: { display: 'none' } }}>
        <chakra.nav aria-label="Main (menu)">
          <chakra.ul listStyleType="none" py="2">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <RouterNavLink to={link.to} end={link.to === '/'} display="block" py="3" fontWeight="600" borderBottomWidth="1px" borderColor="border">
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>
        <Flex direction="column" gap="3" mt="4">
          <Button asChild variant="outline">
            <Link to={AUTH_LINK.to}>{AUTH_LINK.label}</Link>
          </Button>
          <Button variant="outline" asChild>
            <a {...bookADemo}>Book a Demo</a>
          </Button>
          <Button asChild>
            <Link to={CONNECT_LINK.to}>{CONNECT_LINK.label}</Link>
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
