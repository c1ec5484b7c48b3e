import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { mapEmbedUrl } from '@rules/embeds';
import { ArrowDown, ExternalLink, Mail, Map as MapIcon, MapPin, Phone, Share2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '../../content/brand';
import { CONTACT_DETAILS, CONTACT_HERO_LABELS } from '../../content/contact';
import { PageWidth } from '../../ui/PageWidth';
import { PostalAddress, SocialLinks } from '../../ui/SocialIcon';
import { OTHER_SITES_CONTENT } from '../cookies/consent';
import { Island } from '../islands/Island';
import { HeroColumns, HeroSection, HeroTitle } from '../layout/HeroSection';
import { BengaluruMap } from './BengaluruMap';
import { ContactFaqs } from './ContactFaqs';
import { SectionHeading } from '../layout/SectionHeading';
import { contactForm } from './islands';
import { usePageSection, usePageSections } from '../site/pageSections';
import { socialProfilesOf, useSiteSettings } from '../site/siteSettings';


export default function ContactPage() {
  return (
    <>
      <Hero />
      <FormSection />
      <ContactFaqs />
    </>
  );
}

const onDark = {
  link: {
    color: 'white',
    fontWeight: '600',
    _hover: { color: 'mint.300' },
    _focusVisible: { outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '2px', rounded: 'sm' },
  },
} as const;

function Hero() {
  const site = useSiteSettings();
  const words = usePageSection('contact-hero');
  return (
    <HeroSection labelledBy="contact-title">
      <HeroColumns py={{ base: '12', md: '16', lg: '20' }} gridTemplateColumns={{ base: '1fr', xl: '1fr 1.05fr' }} gap={{ base: '10', xl: '14' }}>
        <Stack gap="6">
          <HeroTitle id="contact-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />

          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '5', md: '6' }} pt="4">
            <Detail icon={Phone} label={CONTACT_DETAILS.phoneLabel}>
              <chakra.a href={site.phoneHref} {...onDark.link}>
                {site.phone}
              </chakra.a>
              <Text color="ink.300" fontSize="sm">
                {CONTACT_DETAILS.phoneHours}
              </Text>
            </Detail>
            <Detail icon={Mail} label={CONTACT_DETAILS.emailLabel}>
              <chakra.a href={`mailto:${site.contactEmail}`} {...onDark.link} overflowWrap="anywhere">
                {site.contactEmail}
              </chakra.a>
            </Detail>
            <Detail icon={MapPin} label={CONTACT_DETAILS.addressLabel}>
              <PostalAddress lines={site.addressLines} color="ink.100" />
            </Detail>
            <Detail icon={Share2} label={CONTACT_DETAILS.socialLabel}>
              <Box mt="1">
                <SocialLinks profiles={socialProfilesOf(site)} label={CONTACT_DETAILS.socialLabel} link={{ borderWidth: '1px', borderColor: 'whiteAlpha.200', _hover: { bg: 'brand.600', color: 'white', borderColor: 'brand.500' } }} />
              </Box>
            </Detail>
          </Grid>

          <Box pt="2">
            <Button asChild size="lg" colorPalette="mint">
              <a href="#form">
                {CONTACT_HERO_LABELS.formLink} <ArrowDown aria-hidden />
              </a>
            </Button>
          </Box>
        </Stack>

        <MapCard />
      </HeroColumns>
    </HeroSection>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="4" align="flex-start">
      <Flex boxSize="10" flexShrink={0} rounded="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" color="mint.300" align="center" justify="center">
        <Icon aria-hidden size={18} />
      </Flex>
      <Stack gap="1" minW="0">
        <Text textStyle="eyebrow" color="ink.300">
          {label}
        </Text>
        {children}
      </Stack>
    </Flex>
  );
}

function MapCard() {
  return (
    <Box as="figure" rounded="2xl" overflow="hidden" bg="white" color="ink.900" shadow="2xl" borderWidth="1px" borderColor="whiteAlpha.300">
      {/* Phones crop the map's sides; wider single-column layouts show all of it; beside the text it fills the column. */}
      <Box h={{ base: '72', sm: 'auto', xl: '26rem' }} aspectRatio={{ sm: '16 / 10', xl: 'auto' }}>
        <OfficeMap />
      </Box>
      <Flex as="figcaption" align="center" justify="space-between" gap="4" px={{ base: '4', md: '5' }} py="4" borderTopWidth="1px" borderColor="border" wrap="wrap">
        <Flex align="center" gap="2" fontSize="sm" fontWeight="600">
          <MapPin aria-hidden size={16} color="#2446d6" />
          {CONTACT_DETAILS.mapCaption}
        </Flex>
        <chakra.a
          href={BRAND.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          fontSize="sm"
          fontWeight="700"
          color="brand.700"
          _hover={{ textDecoration: 'underline', textUnderlineOffset: '3px' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', rounded: 'sm' }}
        >
          {CONTACT_DETAILS.mapLink}
          <ExternalLink aria-hidden size={14} />
          <chakra.span srOnly>(opens in a new tab)</chakra.span>
        </chakra.a>
      </Flex>
    </Box>
  );
}

/**
 * The drawn map, and the real one (OpenStreetMap, framed) once the visitor agrees to content from
 * other sites: at once if they already did, else when they do here ("Show the map" asks) or in the
 * cookie banner. Nothing is asked of another site before (`contact/officeMap.ts`); without scripts
 * the drawing stays, with its link to a full map.
 */
function OfficeMap() {
  const { mapShow, mapAsk, mapOffice } = CONTACT_DETAILS;
  return (
    <Box
      position="relative"
      h="full"
      data-consent-map={OTHER_SITES_CONTENT}
      data-map-src={mapEmbedUrl(mapOffice)}
      data-map-title={CONTACT_DETAILS.mapFrameTitle}
      data-map-loading={CONTACT_DETAILS.mapLoading}
      data-map-unavailable={CONTACT_DETAILS.mapUnavailable}
    >
      <BengaluruMap title={CONTACT_DETAILS.mapTitle} />
      {/* What became of the real map while it is asked for, and when it cannot be had (empty, and not shown, otherwise). */}
      <Text
        data-map-status=""
        role="status"
        tabIndex={-1}
        position="absolute"
        insetX="3"
        bottom="3"
        maxW="md"
        px="4"
        py="3"
        rounded="lg"
        bg="white"
        shadow="lg"
        borderWidth="1px"
        borderColor="border"
        fontSize="sm"
        lineHeight="1.5"
        outline="none"
        _empty={{ display: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      />
      <Button data-map-show="" hidden aria-controls="office-map-ask" aria-expanded="false" position="absolute" bottom="4" right="4" size="sm" shadow="lg">
        <MapIcon aria-hidden /> {mapShow}
      </Button>
      <Flex
        id="office-map-ask"
        data-map-ask=""
        hidden
        role="group"
        aria-labelledby="office-map-ask-title"
        position="absolute"
        inset="3"
        direction="column"
        // Centred, but scrollable from its top where a phone is too short for it.
        justify="safe center"
        gap="3"
        overflowY="auto"
        p={{ base: '4', md: '6' }}
        rounded="xl"
        bg="white"
        shadow="xl"
        borderWidth="1px"
        borderColor="border"
      >
        <Text id="office-map-ask-title" data-map-ask-title="" tabIndex={-1} fontFamily="heading" fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} outline="none">
          {mapAsk.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
          {mapAsk.text}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button data-map-allow="" size="sm">
            {mapAsk.allow}
          </Button>
          <Button data-map-cancel="" size="sm" variant="outline">
            {mapAsk.cancel}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

/** The steps beside the form, each a page text. */
const STEPS = ['contact-step-1', 'contact-step-2', 'contact-step-3'] as const;

function FormSection() {
  const wordsOf = usePageSections();
  const words = wordsOf('contact-form');
  const steps = STEPS.map((step) => wordsOf(step));
  return (
    <Box
      as="section"
      id="form"
      aria-labelledby="contact-form-title"
      bg="bg.subtle"
      py={{ base: 'section.sm', md: 'section' }}
    >
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: '0.8fr 1.2fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <SectionHeading
          id="contact-form-title"
          eyebrow={words.eyebrow}
          title={words.title}
          lead={words.lead}
          position={{ lg: 'sticky' }}
          top={{ lg: '28' }}
        >
          <Stack as="ol" listStyleType="none" gap="5" mt="6">
            {steps.map((step, index) => (
              <Flex as="li" key={step.title} gap="4" align="flex-start">
                <Flex boxSize="9" flexShrink={0} rounded="full" bg="brand.subtle" color="brand.fg" fontWeight="800" fontSize="sm" align="center" justify="center">
                  {index + 1}
                </Flex>
                <Box>
                  <Text fontWeight="700">{step.title}</Text>
                  <Text color="fg.muted" fontSize="sm" mt="0.5">
                    {step.lead}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </SectionHeading>
        <Box bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" shadow="sm" p={{ base: '5', sm: '7', md: '10' }}>
          {/* Server-rendered; its code loads when the visitor starts on it. */}
          <Island of={contactForm} props={{ labelledBy: 'contact-form-title' }} />
        </Box>
      </PageWidth>
    </Box>
  );
}
