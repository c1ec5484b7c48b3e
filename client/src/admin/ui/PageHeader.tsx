import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Title, a line of context and the screen's main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-end' }} gap="4" mb="6">
      <Stack gap="1">
        <Text as="h1" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {title}
        </Text>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
