import { Box, Flex, Grid, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { TEAM } from '../../content/about';
import { profileLinkLabel } from '../../content/people';
import { LAYOUT } from '../../content/timing';
import { PageWidth } from '../../ui/PageWidth';
import { portraitUrlOf } from '../../ui/Portrait';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { imageSourcesOf } from '../media/imageSources';
import { PersonCard, type CardPerson } from '../layout/PersonCard';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';

/** The published profiles, in the order the team gave them (issue P20: edited in the back office); the carousel shows the leadership. */
const AboutTeamQuery = graphql(`
  query AboutTeam {
    profiles {
      id
      name
      role
      group
      profileUrl
      portrait
      bio
      photoImage {
        ...ResponsiveImage_image
      }
    }
  }
`);

const TEAM_LIST_ID = 'team-members';

/**
 * The team carousel: the leadership profiles, each with a photo when the team gave one, else the
 * drawn portrait, else initials. Previous and next scroll it 500px, smoothly (spec sections 2 and
 * 9; `scrollButtons.ts`).
 */
export function Team() {
  const words = usePageSection('about-team');
  const members: (CardPerson & { id: string })[] = (usePageQuery(AboutTeamQuery, {}).data?.profiles ?? [])
    .filter((profile) => profile.group === 'leadership')
    .map(({ id, name, role, bio, profileUrl, portrait, photoImage }) => ({
      id,
      name,
      role,
      bio,
      profile: { href: profileUrl, label: profileLinkLabel(name, profileUrl) },
      photo: photoImage ? imageSourcesOf(photoImage) : null,
      portraitUrl: portraitUrlOf(portrait),
    }));
  if (members.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="team-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
      <PageWidth data-reveal="">
        <Flex justify="space-between" align="flex-end" gap="6" mb={{ base: '8', md: '12' }}>
          <SectionHeading id="team-title" eyebrow={words.eyebrow} title={words.title} />
          <Flex gap="2" flexShrink={0}>
            {[
              { step: -LAYOUT.carouselStepPx, label: TEAM.previous, Icon: ChevronLeft },
              { step: LAYOUT.carouselStepPx, label: TEAM.next, Icon: ChevronRight },
            ].map(({ step, label, Icon }) => (
              <IconButton key={label} aria-label={label} aria-controls={TEAM_LIST_ID} data-scroll-step={step} disabled variant="outline" rounded="full" bg="bg">
                <Icon aria-hidden />
              </IconButton>
            ))}
          </Flex>
        </Flex>
        <Grid
          as="ul"
          id={TEAM_LIST_ID}
          aria-label={TEAM.label}
          tabIndex={0}
          listStyleType="none"
          gridAutoFlow="column"
          gridAutoColumns={{ base: '80%', sm: '18rem', lg: '22rem' }}
          gap="5"
          overflowX="auto"
          pb="4"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '4px', rounded: 'lg' }}
        >
          {members.map((member) => (
            <PersonCard key={member.id} person={member} />
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}
