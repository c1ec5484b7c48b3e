import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Records as a list of cards, which reads well at any width: Form Submissions always, and the
 * screens whose table would need sideways scrolling on a phone (Demo Requests) below their table's
 * width. Each item is what the record is and what can be done with it, side by side on wide
 * screens and stacked on narrow ones, with what opens under it.
 */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={label}>
      {children}
    </Stack>
  );
}

export function RecordItem({
  summary,
  actions,
  actionsIndent,
  children,
}: {
  /** Who or what the record is; it takes the row's free width. */
  summary: ReactNode;
  actions: ReactNode;
  /** Lines the actions up under the summary's text when stacked (past a chevron, say). */
  actionsIndent?: string;
  /** What is open under it, if anything. */
  children?: ReactNode;
}) {
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}>
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} px="4" py="3" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0" w={{ base: 'full', md: 'auto' }}>
          {summary}
        </Box>
        <Flex gap="2" align="center" wrap="wrap" ps={{ base: actionsIndent, md: 0 }}>
          {actions}
        </Flex>
      </Flex>
      {children}
    </Box>
  );
}
