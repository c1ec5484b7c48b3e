import { chakra } from '@chakra-ui/react';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="white"
      color="ink.900"
      px="4"
      py="2"
      rounded="md"
      fontWeight="600"
      shadow="lg"
      _focus={{ top: '4' }}
    >
      Skip to content
    </chakra.a>
  );
}
