import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CalendarCheck, LockKeyhole, UserPlus } from 'lucide-react';
import { AUTH_PAGE as LABELS } from '../../content/site';
import { PageWidth } from '../../ui/PageWidth';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { usePageSections } from '../site/pageSections';

/** Sign up / Sign in: visitors are pointed to a conversation or a demo, the company's admins to the back office. */
export default function AuthPage() {
  const wordsOf = usePageSections();
  const [hero, join, team] = [wordsOf('auth-hero'), wordsOf('auth-join'), wordsOf('auth-team')];
  return (
    <HeroSection labelledBy="auth-title" minH="calc(100vh - 4rem)">
      <PageWidth py={{ base: '14', md: '20', lg: '24' }} display="grid" gridTemplateColumns={{ base: '1fr', lg: '0.9fr 1.1fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
        <HeroTitle id="auth-title" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <Grid gap="4">
          <Stack as="section" aria-labelledby="auth-join-title" gap="4" bg="white" color="ink.900" rounded="2xl" p={{ base: '6', md: '8' }} shadow="2xl">
            <Flex boxSize="11" rounded="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <UserPlus aria-hidden size={22} />
            </Flex>
            <Text as="h2" id="auth-join-title" fontFamily="heading" fontWeight="800" fontSize="2xl">
              {join.title}
            </Text>
            {join.lead && <Text color="fg.muted">{join.lead}</Text>}
            <Flex gap="3" wrap="wrap" pt="2">
              <Button asChild size="lg">
                <a href={LABELS.connect.to}>
                  {LABELS.connect.label} <ArrowRight aria-hidden />
                </a>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <a {...opensForm('demo', formPath('demo'))}>
                  <CalendarCheck aria-hidden /> {LABELS.demo}
                </a>
              </Button>
            </Flex>
          </Stack>
          <Flex as="section" aria-labelledby="auth-team-title" direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '6', md: '8' }}>
            <Box flex="1">
              <Flex align="center" gap="2">
                <LockKeyhole aria-hidden size={18} />
                <Text as="h2" id="auth-team-title" fontFamily="heading" fontWeight="700" fontSize="lg">
                  {team.title}
                </Text>
              </Flex>
              {team.lead && (
                <Text color="ink.300" fontSize="sm" mt="1">
                  {team.lead}
                </Text>
              )}
            </Box>
            <Button asChild variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
              <a href={LABELS.signIn.to}>{LABELS.signIn.label}</a>
            </Button>
          </Flex>
        </Grid>
      </PageWidth>
    </HeroSection>
  );
}
