import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { COOKIE_CONSENT as COPY } from '../../content/site';
import { ALL_COOKIES, CONSENT_PENDING, COOKIE_CATEGORIES, NECESSARY_ONLY, readConsent, saveConsent, type CookieCategory, type CookiePreferences } from './consent';

/**
 * The cookie banner and its Manage Cookies panel (an island on every page). It is in the page's
 * HTML, hidden by CSS unless `<html>` carries `data-consent-pending`, which the page's loader sets
 * while `cookieConsent` is not true and a choice clears (`consent.ts`); its code wakes when the
 * visitor reaches for it. Allow and Accept All agree to every category; Allow selection to the
 * ones switched on; necessary cookies are always on.
 */
export function CookieConsent() {
  const [managing, setManaging] = useState(false);
  // The switches start from an earlier choice, if any (the panel only shows once awake, so the server's HTML is not concerned).
  const [choices, setChoices] = useState<CookiePreferences>(() => (typeof document === 'undefined' ? NECESSARY_ONLY : readConsent().preferences));
  const manageButton = useRef<HTMLButtonElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const decide = (preferences: CookiePreferences) => {
    saveConsent(preferences);
    setManaging(false);
  };
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
          <Stack as="ul" listStyleType="none" gap="3" maxH="min(50vh, 22rem)" overflowY="auto">
            {COOKIE_CATEGORIES.map((category) => (
              <CategorySwitch
                key={category}
                category={category}
                checked={category === 'necessary' || choices[category]}
                onChange={(on) => setChoices({ ...choices, [category]: on })}
              />
            ))}
          </Stack>
          <Flex gap="2" wrap="wrap" justify="flex-end">
            <Button variant="ghost" size="sm" onClick={() => openPanel(false)}>
              {COPY.back}
            </Button>
            <Button variant="outline" size="sm" onClick={() => decide(choices)}>
              {COPY.allowSelection}
            </Button>
            <Button size="sm" onClick={() => decide(ALL_COOKIES)}>
              {COPY.acceptAll}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack gap="4">
          <Flex gap="3" align="center">
            <Flex boxSize="9" flexShrink={0} rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <Cookie aria-hidden size={18} />
            </Flex>
            <Text as="h2" id={titleId} fontFamily="heading" fontWeight="800" fontSize="lg">
              {COPY.title}
            </Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
            {COPY.text}
          </Text>
          <Flex gap="2" wrap="wrap" justify="flex-end">
            <Button ref={manageButton} variant="outline" size="sm" onClick={() => openPanel(true)}>
              {COPY.manage}
            </Button>
            <Button size="sm" onClick={() => decide(ALL_COOKIES)}>
              {COPY.allow}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}

function CategorySwitch({ category, checked, onChange }: { category: CookieCategory; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const { label, text } = COPY.categories[category];
  const locked = category === 'necessary';
  return (
    <Flex as="li" gap="4" align="flex-start" justify="space-between" borderBottomWidth="1px" borderColor="border" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <Box>
        <chakra.label htmlFor={id} fontWeight="700" fontSize="sm">
          {label}
        </chakra.label>
        <Text id={`${id}-text`} fontSize="xs" color="fg.muted" mt="0.5" lineHeight="1.5">
          {text}
        </Text>
      </Box>
      <chakra.input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={locked}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange(event.target.checked)}
        appearance="none"
        flexShrink={0}
        position="relative"
        w="11"
        h="6"
        mt="0.5"
        rounded="full"
        bg="ink.200"
        cursor="pointer"
        transition="background-color 0.2s"
        _checked={{ bg: 'brand.600' }}
        _disabled={{ cursor: 'not-allowed', opacity: 0.7 }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        _before={{ content: '""', position: 'absolute', top: '2px', left: '2px', w: '5', h: '5', rounded: 'full', bg: 'white', shadow: 'sm', transition: 'transform 0.2s' }}
        css={{ '&:checked::before': { transform: 'translateX(20px)' } }}
      />
    </Flex>
  );
}
