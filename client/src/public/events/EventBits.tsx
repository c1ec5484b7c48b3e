import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { COUNTDOWN_UNITS, timeLeft, twoDigits } from './countdown';
import { EVENT_LABELS } from './events';

/**
 * The time left until an event starts, ticking in the browser (`countdown.ts`). Rendered only for
 * an event still to start; when it starts, the numbers give way to `over` (never zeros beside a
 * date to come).
 */
export function Countdown({ startsAt, now, over, tone = 'light' }: { startsAt: string; now: Date; over: string; tone?: 'light' | 'dark' }) {
  const left = timeLeft(new Date(startsAt), now);
  const dark = tone === 'dark';
  return (
    <Box>
      <chakra.dl data-countdown={startsAt} display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap={{ base: '2', md: '3' }}>
        {COUNTDOWN_UNITS.map((unit) => (
          <Flex
            key={unit}
            direction="column-reverse"
            align="center"
            bg={dark ? 'whiteAlpha.100' : 'bg'}
            rounded="xl"
            py={{ base: '3', md: '4' }}
            shadow={dark ? undefined : 'xs'}
            borderWidth="1px"
            borderColor={dark ? 'whiteAlpha.200' : 'border'}
          >
            <chakra.dt fontSize={{ base: '2xs', sm: 'xs' }} color={dark ? 'ink.300' : 'fg.muted'} textTransform="uppercase" letterSpacing="0.08em" fontWeight="700">
              {EVENT_LABELS.countdownUnits[unit]}
            </chakra.dt>
            <chakra.dd data-unit={unit} fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '4xl' }} fontVariantNumeric="tabular-nums" lineHeight="1.1">
              {twoDigits(left[unit])}
            </chakra.dd>
          </Flex>
        ))}
      </chakra.dl>
      <Text data-countdown-over="" hidden fontWeight="700" fontSize="lg">
        {over}
      </Text>
    </Box>
  );
}

/** A notice on an event: cancelled (with the team's note), or moved (its previous start). */
export function EventNotice({ kind, title, text, tone = 'light' }: { kind: 'cancelled' | 'moved' | 'past'; title: string; text?: string | null; tone?: 'light' | 'dark' }) {
  const colours =
    kind === 'cancelled'
      ? { bg: tone === 'dark' ? 'red.900' : 'red.50', border: 'red.500', fg: tone === 'dark' ? 'red.100' : 'red.800' }
      : kind === 'moved'
        ? { bg: tone === 'dark' ? 'whiteAlpha.100' : 'orange.50', border: 'orange.400', fg: tone === 'dark' ? 'orange.100' : 'orange.900' }
        : { bg: tone === 'dark' ? 'whiteAlpha.100' : 'bg.muted', border: 'border.emphasized', fg: tone === 'dark' ? 'ink.100' : 'fg' };
  return (
    <Stack gap="1" bg={colours.bg} color={colours.fg} borderInlineStartWidth="4px" borderColor={colours.border} rounded="lg" px="4" py="3" role={kind === 'past' ? undefined : 'note'}>
      <Text fontWeight="800">{title}</Text>
      {text && <Text>{text}</Text>}
    </Stack>
  );
}
