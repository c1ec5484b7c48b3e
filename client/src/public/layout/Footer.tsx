import { Box, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { COMPANY } from '@rules/brand';
import { FOOTER_COLUMNS, LEGAL_LINKS, SOCIAL_LABEL } from '../../content/site';
import { Logo } from '../../ui/Logo';
import { PageWidth } from '../../ui/PageWidth';
import { PostalAddress, SocialLinks } from '../../ui/SocialIcon';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import { NEWSLETTER_TITLE_ID, NewsletterPitch } from '../newsletter/NewsletterPitch';
import { socialProfilesOf, useSiteSettings } from '../site/siteSettings';

const RouterLink = chakra(Link);

const linkStyle = {
  color: 'ink.300',
  fontSize: 'sm',
  _hover: { color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '2px', rounded: 'sm' },
} as const;

/** The site footer; on the home page, whose own newsletter section sits just above it, without the newsletter. */
export function Footer({ withNewsletter = true }: { withNewsletter?: boolean }) {
  const year = new Date().getFullYear();
  const site = useSiteSettings();
  return (
    <Box as="footer" bg="ink.950" color="white">
      <PageWidth>
        {withNewsletter && (
          <Flex
            as="section"
            aria-labelledby={NEWSLETTER_TITLE_ID}
            direction={{ base: 'column', lg: 'row' }}
            gap={{ base: '6', lg: '16' }}
            justify="space-between"
            align={{ lg: 'center' }}
            py={{ base: '12', md: '16' }}
            borderBottomWidth="1px"
            borderColor="whiteAlpha.200"
          >
            <NewsletterPitch />
          </Flex>
        )}

        <Grid
          templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr repeat(3, 1fr)' }}
          gap={{ base: '10', lg: '12' }}
          py={{ base: '12', md: '14' }}
        >
          <Stack gap="4" maxW="sm">
            <RouterLink to="/" aria-label={`${site.siteName} home`} alignSelf="flex-start" {...linkStyle} color="white">
              <Logo name={site.siteName} />
            </RouterLink>
            <Text color="ink.300" fontSize="sm">
              {site.tagline}. Debt, equity and M&amp;A, matched by AI and closed with expert advisers.
            </Text>
            <PostalAddress lines={site.addressLines} color="ink.300" />
            <Box mt="1">
              <SocialLinks profiles={socialProfilesOf(site)} label={SOCIAL_LABEL} link={{ color: 'ink.200' }} />
            </Box>
          </Stack>

          {FOOTER_COLUMNS.map((column) => (
            <chakra.nav key={column.title} aria-label={column.title}>
              <Text fontWeight="700" fontSize="sm" mb="4">
                {column.title}
              </Text>
              <Stack as="ul" listStyleType="none" gap="3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <RouterLink to={link.to} {...linkStyle}>
                        {link.label}
                      </RouterLink>
                    ) : (
                      <chakra.a {...opensForm(link.opens, formPath(link.opens))} {...linkStyle}>
                        {link.label}
                      </chakra.a>
                    )}
                  </li>
                ))}
              </Stack>
            </chakra.nav>
          ))}

          <chakra.nav aria-label="Legal">
            <Text fontWeight="700" fontSize="sm" mb="4">
              Legal
            </Text>
            <Stack as="ul" listStyleType="none" gap="3">
              <li>
                <chakra.a href={LEGAL_LINKS.privacy.to} target="_blank" rel="noopener" {...linkStyle}>
                  {LEGAL_LINKS.privacy.label}
                </chakra.a>
              </li>
              <li>
                <RouterLink to={LEGAL_LINKS.terms.to} {...linkStyle}>
                  {LEGAL_LINKS.terms.label}
                </RouterLink>
              </li>
              {/* Cookie management sits in the footer on mobile; wide screens reach it from the cookie banner. */}
              <chakra.li display={{ base: 'list-item', md: 'none' }}>
                <RouterLink to={LEGAL_LINKS.cookies.to} {...linkStyle}>
                  {LEGAL_LINKS.cookies.label}
                </RouterLink>
              </chakra.li>
            </Stack>
            <Stack gap="2" mt="8" fontSize="sm">
              <chakra.a href={`mailto:${site.contactEmail}`} {...linkStyle}>
                {site.contactEmail}
              </chakra.a>
              <chakra.a href={site.phoneHref} {...linkStyle}>
                {site.phone}
              </chakra.a>
            </Stack>
          </chakra.nav>
        </Grid>

        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          justify="space-between"
          py="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          color="ink.400"
          fontSize="xs"
        >
          {/* Kept until the settings change; a new year may come before that, which is fine. */}
          <Text suppressHydrationWarning>
            © {year} {COMPANY.legalName} All rights reserved.
          </Text>
          <Text>{site.tagline}</Text>
        </Flex>
      </PageWidth>
    </Box>
  );
}
