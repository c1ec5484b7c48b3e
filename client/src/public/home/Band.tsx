import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageWidth } from '../../ui/PageWidth';

/** A band of the home page below the hero: its vertical rhythm, and the scroll reveal. */
export function Band({ labelledBy, children, ...props }: { labelledBy: string; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: 'section.sm', md: 'section' }} {...props}>
      <PageWidth data-reveal="">{children}</PageWidth>
    </Box>
  );
}
