import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_LINK, CONNECT_LINK, HEADER_LINKS } from '../../content/site';
import { LAYOUT } from '../../content/timing';
import { Logo } from '../../ui/Logo';
import { PageWidth } from '../../ui/PageWidth';
import { openDemoOverlay, preloadDemoOverlay } from '../demo/demoOverlay';

export const HEADER_HEIGHT = { base: '64px', md: '76px' } as const;

const RouterLink = chakra(Link);
const RouterNavLink = chakra(NavLink);

/** Whether the page has scrolled past the header's threshold. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The site header. On wide screens it sits transparent over the dark hero and turns solid once
 * the page scrolls beyond 10px; on small screens it is always solid, with the links in a menu.
 */
export function Header() {
  const scrolled = useScrolledPast(LAYOUT.headerScrollThresholdPx);
  const menuId = useId();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenedAt(open ? location.key : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenedAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Transparent (light text) only on wide screens, at the top, with the menu closed.
  const overHero = !scrolled && !menuOpen;
  const wide = <T,>(transparent: T, solid: T) => ({ base: solid, md: overHero ? transparent : solid });

  return (
    <Box
      as="header"
      position="fixed"
      insetX="0"
      top="0"
      zIndex="sticky"
      transition="background-color 0.2s, box-shadow 0.2s, color 0.2s"
      data-variant={overHero ? 'transparent' : 'solid'}
      bg={wide('transparent', 'white')}
      color={wide('white', 'ink.900')}
      shadow={wide('none', 'sm')}
    >
      <PageWidth display="flex" h={HEADER_HEIGHT} alignItems="center" gap="6">
        <RouterLink to="/" aria-label="Finmesh home" rounded="md" _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '4px' }}>
          <Logo />
        </RouterLink>

        <chakra.nav aria-label="Main" display={{ base: 'none', xl: 'block' }} flex="1">
          <chakra.ul display="flex" gap="1" justifyContent="center" listStyleType="none">
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
                  onClick={link.to === '/contact' ? () => window.scrollTo({ top: 0 }) : undefined}
                >
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>

        <Flex align="center" gap="3" ms="auto">
          <RouterLink to={AUTH_LINK.to} display={{ base: 'none', xl: 'inline' }} fontSize="sm" fontWeight="600" px="2" py="2">
            {AUTH_LINK.label}
          </RouterLink>
          <Button
            size="sm"
            variant="outline"
            display={{ base: 'none', xl: 'inline-flex' }}
            colorPalette={overHero ? 'gray' : 'brand'}
            color="inherit"
            borderColor="currentColor"
            _hover={{ bg: overHero ? 'whiteAlpha.200' : 'brand.subtle' }}
            aria-haspopup="dialog"
            onPointerEnter={preloadDemoOverlay}
            onFocus={preloadDemoOverlay}
            onClick={() => openDemoOverlay()}
          >
            Book a Demo
          </Button>
          <Button asChild size="sm" display={{ base: 'none', md: 'inline-flex' }} colorPalette={overHero ? 'mint' : 'brand'}>
            <Link to={CONNECT_LINK.to}>{CONNECT_LINK.label}</Link>
          </Button>
          <Button
            ref={menuButton}
            display={{ base: 'inline-flex', xl: 'none' }}
            variant="ghost"
            size="sm"
            color="inherit"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </Flex>
      </PageWidth>

      <Box id={menuId} hidden={!menuOpen} borderTopWidth="1px" borderColor="border" bg="white" color="ink.900" px="gutter.sm" pb="6" shadow="md">
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
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onPointerEnter={preloadDemoOverlay}
            onFocus={preloadDemoOverlay}
            onClick={() => {
              // The menu closes behind the overlay; focus comes back to the button that opens it.
              setMenuOpen(false);
              openDemoOverlay({ returnFocusTo: () => menuButton.current });
            }}
          >
            Book a Demo
          </Button>
          <Button asChild>
            <Link to={CONNECT_LINK.to}>{CONNECT_LINK.label}</Link>
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
