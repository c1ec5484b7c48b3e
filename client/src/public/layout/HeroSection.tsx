import { Box, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from './Header';

/** The dark band every public page opens with, under the fixed header. */
export function HeroSection({ labelledBy, children, ...props }: { labelledBy: string; children: ReactNode } & BoxProps) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      position="relative"
      overflow="hidden"
      bg="ink.950"
      color="white"
      pt={HEADER_HEIGHT}
      bgImage="radial-gradient(60rem 40rem at 85% 10%, rgba(36, 70, 214, 0.45), transparent 60%), radial-gradient(40rem 30rem at 0% 100%, rgba(20, 174, 151, 0.22), transparent 60%)"
      {...props}
    >
      {children}
    </Box>
  );
}

/** A hero's eyebrow, page title (the page's only h1) and lead paragraph. */
export function HeroTitle({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: ReactNode; lead?: ReactNode }) {
  return (
    <Stack gap="6">
      <Text textStyle="eyebrow" color="mint.300">
        {eyebrow}
      </Text>
      <Text as="h1" id={id} textStyle="display">
        {title}
      </Text>
      {lead && (
        <Text textStyle="lead" color="ink.200" maxW="2xl">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
