import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { COOKIE_CONSENT as COPY } from '../../content/site';
import { ALL_COOKIES, COOKIE_CATEGORIES, readConsent, saveConsent, type CookieCategory, type CookiePreferences } from './consent';

/**
 * The Manage Cookies choices (spec section 4): a switch per category, necessary always on; Back,
 * Allow selection (the switches as set) and Accept All. The switches start from the visitor's
 * earlier choice, if any. Used in the banner and in the dialog the Cookie Management page opens.
 */
export function CookieChoices({ onBack, onDecided }: { onBack: () => void; onDecided: () => void }) {
  const [choices, setChoices] = useState<CookiePreferences>(() => readConsent().preferences);
  const decide = (preferences: CookiePreferences) => {
    saveConsent(preferences);
    onDecided();
  };
  return (
    <Stack gap="4">
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
        <Button variant="ghost" size="sm" onClick={onBack}>
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
  );
}

function CategorySwitch({ category, checked, onChange }: { category: CookieCategory; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const { label, text } = COPY.categories[category];
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
        disabled={category === 'necessary'}
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
