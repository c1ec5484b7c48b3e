import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AUTH_LINK, CONNECT_LINK, HEADER_LINKS } from '../../content/site';
import { Logo } from '../../ui/Logo';
import { PageWidth } from '../../ui/PageWidth';
import { opens } from '../islands/overlays';

export const HEADER_HEIGHT = { base: '64px', md: '76px' } as const;

const RouterLink = chakra(Link);
const RouterNavLink = chakra(NavLink);

/**
 * Styles for what is in the wide-screen header while it sits transparent over the dark hero: at
 * the top of the page with the menu closed. `headerBehaviour.ts` sets `data-solid` once either changes.
 */
const overHero = (styles: Record<string, unknown>) => ({ md: { '[data-site-header]:not([data-solid]) &': styles } });

/**
 * The site header, rendered by the server with no script of its own in React: its behaviour (the
 * scrolled variant, the menu) is `headerBehaviour.ts`, and Book a Demo opens its overlay through
 * `data-opens`. On wide screens it sits transparent over the dark hero and turns solid once the
 * page scrolls beyond 10px; on small screens it is always solid, with the links in a menu.
 */
export function Header() {
  const menuId = useId();
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
      css={{ md: { '&:not([data-solid])': { bg: 'transparent', color: 'white', boxShadow: 'none' } } }}
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
            colorPalette="brand"
            color="inherit"
            borderColor="currentColor"
            _hover={{ bg: 'brand.subtle' }}
            css={overHero({ colorPalette: 'gray', '&:hover': { bg: 'whiteAlpha.200' } })}
            {...opens('demo')}
          >
            Book a Demo
          </Button>
          <Button asChild size="sm" display={{ base: 'none', md: 'inline-flex' }} colorPalette="brand" css={overHero({ colorPalette: 'mint' })}>
            <Link to={CONNECT_LINK.to}>{CONNECT_LINK.label}</Link>
          </Button>
          <Button
            data-menu-toggle=""
            display={{ base: 'inline-flex', xl: 'none' }}
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

      <Box id={menuId} data-menu-panel="" hidden borderTopWidth="1px" borderColor="border" bg="white" color="ink.900" px="gutter.sm" pb="6" shadow="md">
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
          <Button variant="outline" {...opens('demo')}>
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
