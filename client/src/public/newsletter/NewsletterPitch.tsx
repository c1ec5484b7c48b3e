import { Box, Text } from '@chakra-ui/react';
import { Island } from '../islands/Island';
import { usePageSection } from '../site/pageSections';
import { newsletterSignup } from './islands';

/** The id of the newsletter's heading, for the `aria-labelledby` of the section around it. */
export const NEWSLETTER_TITLE_ID = 'newsletter-title';

/**
 * The newsletter's invitation and its sign-up form (an island that wakes when the visitor reaches
 * for it), for a dark band: the footer's, or the home page's newsletter section, which the footer
 * then leaves out. The section around it lays the two out.
 */
export function NewsletterPitch() {
  const words = usePageSection('newsletter');
  return (
    <>
      <Box maxW="xl">
        {words.eyebrow && (
          <Text textStyle="eyebrow" color="mint.300" mb="3">
            {words.eyebrow}
          </Text>
        )}
        <Text as="h2" id={NEWSLETTER_TITLE_ID} textStyle="title">
          {words.title}
        </Text>
        {words.lead && (
          <Text color="ink.300" mt="3">
            {words.lead}
          </Text>
        )}
      </Box>
      <Island of={newsletterSignup} props={{}} />
    </>
  );
}
