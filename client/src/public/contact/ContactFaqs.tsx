import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowUp, ChevronDown } from 'lucide-react';
import { CONTACT_FAQ_LABELS } from '../../content/contact';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { usePageHead } from '../data/pageHead';
import { graphql } from '../gql';
import type { ContactFaqsQuery } from '../gql/graphql';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';

/** The published FAQs, in the order the team gave them (issue P20: edited in the back office). */
const ContactFaqsQuery = graphql(`
  query ContactFaqs {
    faqs {
      id
      slug
      question
      answer
    }
  }
`);

type Faq = ContactFaqsQuery['faqs'][number];

/** The questions as schema.org `FAQPage` data, for search engines. */
export function faqPageData(faqs: readonly Pick<Faq, 'question' | 'answer'>[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer.join('\n\n') } })),
  };
}

/**
 * The FAQs: each question a `<details>` the visitor opens and closes with a click, Enter or Space,
 * with no script at all; the page's head carries them as `FAQPage` data. Nothing shows while none
 * is published.
 */
export function ContactFaqs() {
  const faqs = usePageQuery(ContactFaqsQuery, {}).data?.faqs ?? [];
  const words = usePageSection('contact-faq');
  usePageHead(faqs.length > 0 ? { structuredData: faqPageData(faqs) } : {});
  if (faqs.length === 0) return null;
  return (
    <Box as="section" id="faqs" aria-labelledby="contact-faqs-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: '0.8fr 1.2fr' }} gap={{ base: '8', lg: '16' }} alignItems="start">
        <SectionHeading id="contact-faqs-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} position={{ lg: 'sticky' }} top={{ lg: '28' }}>
          <Box pt="2">
            <Button asChild variant="outline" size="lg">
              <a href="#form">
                {CONTACT_FAQ_LABELS.formLink} <ArrowUp aria-hidden />
              </a>
            </Button>
          </Box>
        </SectionHeading>
        <Stack gap="3">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </Stack>
      </PageWidth>
    </Box>
  );
}

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <chakra.details
      id={faq.slug}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="2xl"
      shadow="xs"
      scrollMarginTop="6rem"
      transition="border-color 0.2s, box-shadow 0.2s"
      _open={{ borderColor: 'brand.200', shadow: 'sm' }}
      css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)', bg: 'brand.solid', color: 'white' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
        px={{ base: '5', md: '6' }}
        py={{ base: '4', md: '5' }}
        cursor="pointer"
        listStyleType="none"
        rounded="2xl"
        fontFamily="heading"
        fontWeight="700"
        fontSize={{ base: 'md', md: 'lg' }}
        lineHeight="1.4"
        _hover={{ color: 'brand.fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <span>{faq.question}</span>
        <chakra.span className="faq-chevron" display="flex" flexShrink={0} boxSize="8" rounded="full" bg="brand.subtle" color="brand.fg" alignItems="center" justifyContent="center" transition="transform 0.2s">
          <ChevronDown aria-hidden size={18} />
        </chakra.span>
      </chakra.summary>
      <Stack gap="3" px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} color="fg.muted" lineHeight="1.75">
        {faq.answer.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </chakra.details>
  );
}
