import { Box, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { TESTIMONIALS } from '../../content/home';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';
import { Portrait } from '../../ui/Portrait';

const LIST = TESTIMONIALS.list;

/**
 * What clients say (spec section 4): three testimonials, the next every 5 seconds, arrows that
 * wrap round. It can be paused, and holds still for visitors who ask for reduced motion.
 */
export function Testimonials() {
  const { index, go, playing, togglePlaying } = useRotation({ count: LIST.length, intervalMs: TIMING.testimonialMs });
  return (
    <Stack as="section" aria-roledescription="carousel" aria-label={TESTIMONIALS.title} gap="6">
      {/* Announced as it changes only when the visitor moves it (not every 5 seconds). */}
      <Box aria-live={playing ? 'off' : 'polite'} position="relative" minH={{ base: '22rem', md: '16rem' }}>
        {LIST.map((testimonial, position) => (
          <Box
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${LIST.length}`}
            hidden={position !== index}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            rounded="3xl"
            shadow="sm"
            p={{ base: '6', md: '10' }}
            animation="fade-in 0.5s ease-out"
          >
            <Flex boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" mb="5">
              <Quote aria-hidden size={18} />
            </Flex>
            <chakra.blockquote>
              {testimonial.lines.map((line) => (
                <Text key={line} fontFamily="heading" fontWeight="600" fontSize={{ base: 'lg', md: '2xl' }} lineHeight="1.45" letterSpacing="-0.01em">
                  {line}
                </Text>
              ))}
            </chakra.blockquote>
            <Flex as="figure" align="center" gap="4" mt="8">
              <Portrait name={testimonial.name} size={56} />
              <chakra.figcaption>
                <Text fontWeight="700">{testimonial.name}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {testimonial.role}
                </Text>
              </chakra.figcaption>
            </Flex>
          </Box>
        ))}
      </Box>
      <Flex align="center" gap="2" wrap="wrap">
        <IconButton aria-label={TESTIMONIALS.previous} variant="outline" rounded="full" onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden />
        </IconButton>
        <IconButton aria-label={TESTIMONIALS.next} variant="outline" rounded="full" onClick={() => go(index + 1)}>
          <ChevronRight aria-hidden />
        </IconButton>
        <Flex gap="1.5" mx="3" aria-hidden>
          {LIST.map((testimonial, position) => (
            <Box key={testimonial.name} h="2" w={position === index ? '6' : '2'} rounded="full" bg={position === index ? 'brand.500' : 'border.emphasized'} transition="width 0.3s" />
          ))}
        </Flex>
        <PlayPause ms="auto" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={TESTIMONIALS.pause} playLabel={TESTIMONIALS.play} />
      </Flex>
    </Stack>
  );
}
