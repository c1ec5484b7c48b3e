import { Text, chakra } from '@chakra-ui/react';
import { PRIVACY_POLICY as COPY } from '../../content/legal';
import { PageWidth } from '../../ui/PageWidth';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { LegalDocument } from './LegalDocument';

/** Dates as the company writes them, on its own clock (Bengaluru). */
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** The Privacy Policy; rendered per request, as it shows today's date as its last update (spec section 2). */
export default function PrivacyPolicyPage() {
  const today = new Date();
  return (
    <>
      <HeroSection labelledBy="privacy-title">
        <PageWidth py={{ base: '14', md: '20' }} maxW="4xl" mx="auto">
          <HeroTitle id="privacy-title" eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
          <Text color="ink.300" fontSize="sm" mt="6">
            {COPY.lastUpdatedLabel}: <chakra.time dateTime={isoDate.format(today)}>{longDate.format(today)}</chakra.time>
          </Text>
        </PageWidth>
      </HeroSection>
      <LegalDocument sections={COPY.sections} />
    </>
  );
}
