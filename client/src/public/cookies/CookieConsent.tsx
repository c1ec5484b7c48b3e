import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { COOKIE_CONSENT as COPY } from '../../content/site';
import { ALL_COOKIES, CONSENT_PENDING, saveConsent } from './consent';
import { CookieChoices } from './CookieChoices';

/**
 * The cookie banner and its Manage Cookies panel (an island on every page). It is in the page's
 * HTML, hidden by CSS unless `<html>` carries `data-consent-pending`, which the page's loader sets
 * while `cookieConsent` is not true and a choice clears (`consent.ts`); its code wakes when the
 * visitor reaches for it. Allow and Accept All agree to every category; Allow selection to the
 * ones switched on; necessary cookies are always on. Its title and text are the site's settings.
 */
export function CookieConsent({ title, text }: { title: string; text: string }) {
  const [managing, setManaging] = useState(false);
  const manageButton = useRef<HTMLButtonElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const openPanel = (open: boolean) => {
    setManaging(open);
    requestAnimationFrame(() => (open ? panelTitle.current : manageButton.current)?.focus());
  };

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      css={{ [`html:not([${CONSENT_PENDING}]) &`]: { display: 'none' } }}
      position="fixed"
      zIndex="overlay"
      insetX={{ base: '3', md: '6' }}
      bottom={{ base: '3', md: '6' }}
      maxW={{ md: '30rem' }}
      bg="white"
      color="ink.900"
      rounded="2xl"
      shadow="2xl"
      borderWidth="1px"
      borderColor="border"
      p={{ base: '5', md: '6' }}
    >
      {managing ? (
        <Stack gap="4">
          <Text as="h2" id={titleId} ref={panelTitle} tabIndex={-1} fontFamily="heading" fontWeight="800" fontSize="lg" outline="none">
            {COPY.manageTitle}
          </Text>
          <CookieChoices onBack={() => openPanel(false)} onDecided={() => setManaging(false)} />
        </Stack>
      ) : (
        <Stack gap="4">
          <Flex gap="3" align="center">
            <Flex boxSize="9" flexShrink={0} rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <Cookie aria-hidden size={18} />
            </Flex>
            <Text as="h2" id={titleId} fontFamily="heading" fontWeight="800" fontSize="lg">
              {title}
            </Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
            {text}
          </Text>
          <Flex gap="2" wrap="wrap" justify="flex-end">
            <Button ref={manageButton} variant="outline" size="sm" onClick={() => openPanel(true)}>
              {COPY.manage}
            </Button>
            <Button size="sm" onClick={() => saveConsent(ALL_COOKIES)}>
              {COPY.allow}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
