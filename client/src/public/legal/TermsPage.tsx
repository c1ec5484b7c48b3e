import { Box, Stack, Text } from '@chakra-ui/react';
import { LEGAL_LABELS, TERMS_HERO } from '../../content/legal';
import filmPoster from '../home/media/film-poster.webp';
import filmMp4 from '../home/media/film.mp4';
import filmWebm from '../home/media/film.webm';
import { LoopVideo } from '../media/LoopVideo';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { LegalDocument } from './LegalDocument';
import { LastUpdated, LegalPageMissing, useLegalPage } from './legalPage';

/** Terms of Use: a hero with its title, a film and the tagline (spec section 2), then the terms as published in the back office. */
export default function TermsPage() {
  const { text, missing } = useLegalPage('terms');
  if (!text) return <LegalPageMissing title="Terms of Use" missing={missing} titleId="terms-title" />;
  return (
    <>
      <HeroSection labelledBy="terms-title">
        <HeroColumns py={{ base: '14', md: '20' }} gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '10', lg: '14' }}>
          <Stack gap="6">
            <HeroTitle id="terms-title" eyebrow={LEGAL_LABELS.eyebrow} title={text.title} lead={text.lead} />
            <Text fontFamily="heading" fontWeight="700" fontSize={{ base: 'lg', md: 'xl' }} color="mint.300">
              {TERMS_HERO.tagline}
            </Text>
            <LastUpdated at={text.updatedAt} />
          </Stack>
          <HeroPanel>
            <Box rounded="3xl" overflow="hidden" aspectRatio="2 / 1" borderWidth="1px" borderColor="whiteAlpha.200" shadow="2xl" bg="ink.900">
              <LoopVideo webm={filmWebm} mp4={filmMp4} poster={filmPoster} label={TERMS_HERO.film.label} playLabel={TERMS_HERO.film.play} pauseLabel={TERMS_HERO.film.pause} width={1280} height={640} />
            </Box>
          </HeroPanel>
        </HeroColumns>
      </HeroSection>
      <LegalDocument html={text.html} headings={text.headings} />
    </>
  );
}
