import { Box, Flex, Stack, type StackProps, Text, chakra } from '@chakra-ui/react';
import type { MediaSources } from '@rules/media';
import { ExternalLink } from 'lucide-react';
import { initialsOf } from '../../ui/initials';
import { PortraitImage } from '../../ui/Portrait';
import { ResponsiveImage } from '../media/ResponsiveImage';

/** A person as a card shows them. */
export interface CardPerson {
  name: string;
  role: string;
  /** A few sentences about them, when the profile has them. */
  bio?: string | null;
  /** Their professional profile, opened in a new tab: its address and the link's words. */
  profile: { label: string; href: string };
  /** A photo of the media library, shown before anything else. */
  photo?: MediaSources | null;
  /** Else their drawn portrait's address; without either, their initials. */
  portraitUrl?: string | null;
}

/** A person as a list item: picture, name, role, their bio if any, and a link to their profile (About's team, Event Details' speakers). */
export function PersonCard({ person, ...props }: { person: CardPerson } & StackProps) {
  return (
    <Stack as="li" gap={{ base: '3', md: '4' }} bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: '4', md: '5' }} shadow="xs" {...props}>
      <Box rounded="xl" overflow="hidden" aspectRatio="1">
        <Picture person={person} />
      </Box>
      <Box>
        <Text as="h3" fontFamily="heading" fontWeight="700" fontSize={{ base: 'md', md: 'lg' }}>
          {person.name}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {person.role}
        </Text>
        {person.bio && (
          <Text fontSize="sm" lineHeight="1.6" mt="2" whiteSpace="pre-line">
            {person.bio}
          </Text>
        )}
      </Box>
      <chakra.a
        href={person.profile.href}
        target="_blank"
        rel="noopener noreferrer"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontSize="sm"
        fontWeight="600"
        color="brand.fg"
        mt="auto"
        _hover={{ textDecoration: 'underline' }}
      >
        {person.profile.label} <ExternalLink aria-hidden size={14} />
      </chakra.a>
    </Stack>
  );
}

/** The card's picture, filling its square: hidden from screen readers (the name below says it all). */
function Picture({ person }: { person: CardPerson }) {
  if (person.photo) {
    return <ResponsiveImage image={person.photo} sizes="(min-width: 62rem) 22rem, (min-width: 30rem) 18rem, 80vw" imgProps={{ alt: '', w: 'full', h: 'full', aspectRatio: '1' }} />;
  }
  if (person.portraitUrl) return <PortraitImage url={person.portraitUrl} size="100%" round={false} />;
  return (
    <Flex aria-hidden w="full" h="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" fontFamily="heading" fontWeight="800" fontSize="5xl">
      {initialsOf(person.name)}
    </Flex>
  );
}
