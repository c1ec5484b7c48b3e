import { Box, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { TESTIMONIALS } from '../../content/home';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';
import { initialsOf } from '../../ui/initials';

/** One testimonial as the carousel shows it: the page reads them (published, in order) and hands them over as props. */
export interface TestimonialSlide {
  id: string;
  name: string;
  role: string;
  /** The quote, one line per paragraph. */
  lines: readonly string[];
  /** The drawn portrait's address; null shows the person's initials. */
  portraitUrl: string | null;
}

/**
 * What clients say (spec section 4): the testimonials, the next every 5 seconds, arrows that
 * wrap round. It can be paused, and holds still for visitors who ask for reduced motion.
 */
export function Testimonials({ list: LIST }: { list: readonly TestimonialSlide[] }) {
  const { index, go, playing, togglePlaying } = useRotation({ count: LIST.length, intervalMs: TIMING.testimonialMs });
  return (
    <Stack as="section" aria-roledescription="carousel" aria-label={TESTIMONIALS.label} gap="6">
      {/* Announced as it changes only when the visitor moves it (not every 5 seconds). */}
      <Box aria-live={playing ? 'off' : 'polite'} position="relative" minH={{ base: '22rem', md: '16rem' }}>
        {LIST.map((testimonial, position) => (
          <Box
            key={testimonial.id}
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
              <Face name={testimonial.name} url={testimonial.portraitUrl} />
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
            <Box key={testimonial.id} h="2" w={position === index ? '6' : '2'} rounded="full" bg={position === index ? 'brand.500' : 'border.emphasized'} transition="width 0.3s" />
          ))}
        </Flex>
        <PlayPause ms="auto" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={TESTIMONIALS.pause} playLabel={TESTIMONIALS.play} />
      </Flex>
    </Stack>
  );
}

/** The person's drawn portrait (hidden from screen readers: the name beside it says it all), or their initials. */
function Face({ name, url }: { name: string; url: string | null }) {
  if (url) {
    return <img src={url} alt="" width={56} height={56} loading="lazy" decoding="async" style={{ width: 56, height: 56, borderRadius: '50%', flexShrink: 0, display: 'block', objectFit: 'cover' }} />;
  }
  return (
    <Flex aria-hidden boxSize="14" flexShrink={0} rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" fontWeight="700">
      {initialsOf(name)}
    </Flex>
  );
}
