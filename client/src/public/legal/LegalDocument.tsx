import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { HeadingEntry } from '@shared/rich-text/text';
import { LEGAL_LABELS } from '../../content/legal';
import { PageWidth } from '../../ui/PageWidth';

/**
 * A legal page's text as the server rendered it from its document (headings, paragraphs, lists),
 * its topics (the level 2 headings) numbered as they always were, with CSS counters so the
 * numbers follow the text whatever the team writes.
 */
const LEGAL_PROSE_CSS = {
  counterReset: 'legal-topic',
  '& h2': {
    counterIncrement: 'legal-topic',
    fontFamily: 'heading',
    fontWeight: '700',
    fontSize: { base: 'xl', md: '2xl' },
    letterSpacing: '-0.01em',
    color: 'fg',
    lineHeight: '1.3',
    scrollMarginTop: '6rem',
  },
  '& h2::before': { content: 'counter(legal-topic) ". "' },
  '& h2:not(:first-child)': { marginTop: { base: '10', md: '12' } },
  '& h3': { fontFamily: 'heading', fontWeight: '700', fontSize: { base: 'lg', md: 'xl' }, color: 'fg', marginTop: '8', scrollMarginTop: '6rem' },
  '& h4': { fontWeight: '700', color: 'fg', marginTop: '6', scrollMarginTop: '6rem' },
  '& p, & ul, & ol, & blockquote': { marginTop: '4' },
  '& ul, & ol': { paddingInlineStart: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '2' },
  '& li > p': { marginTop: '0' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'mint.500', paddingInlineStart: '4' },
  '& hr': { borderColor: 'border', marginBlock: '8' },
} as const;

/**
 * A legal page's text: its topics numbered, with a list of them to jump to (beside the text on wide
 * screens, above it on phones). Links to a topic land clear of the header (the headings' scroll margin).
 */
export function LegalDocument({ html, headings }: { html: string; headings: readonly HeadingEntry[] }) {
  const topics = headings.filter((heading) => heading.level === 2);
  return (
    <Box py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: topics.length > 0 ? '16rem minmax(0, 1fr)' : '1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        {topics.length > 0 && (
          <chakra.nav aria-label={LEGAL_LABELS.contents} position={{ lg: 'sticky' }} top={{ lg: '28' }} bg="bg.subtle" rounded="2xl" p="5">
            <Text fontWeight="700" fontSize="sm" mb="3">
              {LEGAL_LABELS.contents}
            </Text>
            <Stack as="ol" listStyleType="none" gap="1.5" fontSize="sm">
              {topics.map((topic, index) => (
                <li key={topic.id}>
                  <chakra.a href={`#${topic.id}`} display="flex" gap="2" color="fg.muted" _hover={{ color: 'brand.fg' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', rounded: 'sm' }}>
                    <chakra.span fontVariantNumeric="tabular-nums" color="fg.subtle">
                      {index + 1}.
                    </chakra.span>
                    {topic.text}
                  </chakra.a>
                </li>
              ))}
            </Stack>
          </chakra.nav>
        )}
        {/* Made by the server from the page's document, and nothing else: no script, frame or handler can be in it. */}
        <Box className="legal-body" maxW="3xl" color="fg.muted" lineHeight="1.8" css={LEGAL_PROSE_CSS} dangerouslySetInnerHTML={{ __html: html }} />
      </PageWidth>
    </Box>
  );
}
