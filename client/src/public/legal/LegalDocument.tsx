import { Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import type { LegalSection } from '../../content/legal';
import { PageWidth } from '../../ui/PageWidth';

/**
 * A legal page's text: its topics as numbered sections, with a list of them to jump to (beside the
 * text on wide screens, above it on phones). Links to a topic land clear of the header (the
 * theme's scroll margin).
 */
export function LegalDocument({ sections, contentsLabel = 'On this page' }: { sections: readonly LegalSection[]; contentsLabel?: string }) {
  return (
    <Box py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <chakra.nav aria-label={contentsLabel} position={{ lg: 'sticky' }} top={{ lg: '28' }} bg="bg.subtle" rounded="2xl" p="5">
          <Text fontWeight="700" fontSize="sm" mb="3">
            {contentsLabel}
          </Text>
          <Stack as="ol" listStyleType="none" gap="1.5" fontSize="sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <chakra.a href={`#${section.id}`} display="flex" gap="2" color="fg.muted" _hover={{ color: 'brand.fg' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', rounded: 'sm' }}>
                  <chakra.span fontVariantNumeric="tabular-nums" color="fg.subtle">
                    {index + 1}.
                  </chakra.span>
                  {section.title}
                </chakra.a>
              </li>
            ))}
          </Stack>
        </chakra.nav>
        <Grid gap={{ base: '10', md: '12' }} maxW="3xl">
          {sections.map((section, index) => (
            <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <Text as="h2" id={`${section.id}-title`} fontFamily="heading" fontWeight="700" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="-0.01em">
                {index + 1}. {section.title}
              </Text>
              <Stack gap="4" mt="4" color="fg.muted" lineHeight="1.8">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.list && (
                  <Stack as="ul" gap="2" ps="5" listStyleType="disc">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Box>
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}
