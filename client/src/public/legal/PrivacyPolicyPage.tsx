import { LEGAL_LABELS } from '../../content/legal';
import { PageWidth } from '../../ui/PageWidth';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { LegalDocument } from './LegalDocument';
import { LastUpdated, LegalPageMissing, useLegalPage } from './legalPage';

/** The Privacy Policy, as published in the back office (kept until content changes); it shows when it last changed. */
export default function PrivacyPolicyPage() {
  const { text, missing } = useLegalPage('privacy-policy');
  if (!text) return <LegalPageMissing title="Privacy Policy" missing={missing} titleId="privacy-title" />;
  return (
    <>
      <HeroSection labelledBy="privacy-title">
        <PageWidth py={{ base: '14', md: '20' }} maxW="4xl" mx="auto">
          <HeroTitle id="privacy-title" eyebrow={LEGAL_LABELS.eyebrow} title={text.title} lead={text.lead} />
          <LastUpdated at={text.updatedAt} mt="6" />
        </PageWidth>
      </HeroSection>
      <LegalDocument html={text.html} headings={text.headings} />
    </>
  );
}
