import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { Settings2 } from 'lucide-react';
import { COOKIES_PAGE as COPY, COOKIE_CONSENT } from '../../content/site';
import { PageWidth } from '../../ui/PageWidth';
import { COOKIE_CATEGORIES } from '../cookies/consent';
import { opens } from '../islands/overlays';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSections } from '../site/pageSections';

const cell = { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;

/** Cookie Management (the footer's link on phones): what each category means, the cookies set, and Manage Cookies again. */
export default function CookiesPage() {
  const wordsOf = usePageSections();
  const [hero, change] = [wordsOf('cookies-hero'), wordsOf('cookies-change')];
  return (
    <>
      <HeroSection labelledBy="cookies-title">
        <PageWidth py={{ base: '14', md: '20' }} maxW="4xl" mx="auto">
          <HeroTitle id="cookies-title" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        </PageWidth>
      </HeroSection>

      <Box as="section" aria-labelledby="cookie-change-title" py={{ base: '10', md: '14' }} bg="bg.subtle">
        <PageWidth display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="6" alignItems={{ md: 'center' }} justifyContent="space-between">
          <Box maxW="2xl">
            <Text as="h2" id="cookie-change-title" fontFamily="heading" fontWeight="700" fontSize="2xl">
              {change.title}
            </Text>
            {change.lead && (
              <Text color="fg.muted" mt="2">
                {change.lead}
              </Text>
            )}
          </Box>
          <Button size="xl" flexShrink={0} {...opens('cookie-settings')}>
            <Settings2 aria-hidden /> {COPY.manage}
          </Button>
        </PageWidth>
      </Box>

      <Box as="section" aria-labelledby="cookie-categories-title" py={{ base: 'section.sm', md: 'section' }}>
        <PageWidth>
          <SectionHeading id="cookie-categories-title" eyebrow={COPY.eyebrow} title={COPY.categoriesTitle} mb="8" />
          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            {COOKIE_CATEGORIES.map((category) => (
              <Stack as="li" key={category} gap="2" borderWidth="1px" borderColor="border" rounded="2xl" p="6">
                <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg">
                  {COOKIE_CONSENT.categories[category].label}
                </Text>
                <Text color="fg.muted">{COOKIE_CONSENT.categories[category].text}</Text>
                <Text fontSize="sm" fontWeight="600">
                  {COPY.categoryNotes[category]}
                </Text>
              </Stack>
            ))}
          </Grid>

          <Text as="h2" id="cookie-list-title" textStyle="title" mt={{ base: '14', md: '20' }} mb="6">
            {COPY.cookiesTitle}
          </Text>
          <Box overflowX="auto" borderWidth="1px" borderColor="border" rounded="xl" tabIndex={0} role="region" aria-labelledby="cookie-list-title">
            <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
              <chakra.thead bg="bg.subtle">
                <chakra.tr>
                  {(['name', 'category', 'purpose', 'lasts'] as const).map((column) => (
                    <chakra.th key={column} scope="col" {...cell} fontWeight="700">
                      {COPY.columns[column]}
                    </chakra.th>
                  ))}
                </chakra.tr>
              </chakra.thead>
              <chakra.tbody>
                {COPY.cookies.map((cookie) => (
                  <chakra.tr key={cookie.name}>
                    <chakra.th scope="row" {...cell} fontFamily="mono" fontWeight="600">
                      {cookie.name}
                    </chakra.th>
                    <chakra.td {...cell}>{cookie.category}</chakra.td>
                    <chakra.td {...cell}>{cookie.purpose}</chakra.td>
                    <chakra.td {...cell} whiteSpace="nowrap">
                      {cookie.lasts}
                    </chakra.td>
                  </chakra.tr>
                ))}
              </chakra.tbody>
            </chakra.table>
          </Box>
          <Flex mt="8">
            <chakra.a href={COPY.privacy.to} target="_blank" rel="noopener" color="brand.fg" fontWeight="600" _hover={{ textDecoration: 'underline' }}>
              {COPY.privacy.label}
            </chakra.a>
          </Flex>
        </PageWidth>
      </Box>
    </>
  );
}
