import { Badge, Flex, Stack, Text, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The label of the seed's sample screens (`ADMIN_SCREENS[…].sample`), beside their title and in
 * the sidebar (where `inherit` draws it in the link's own colour, readable on dark and on the
 * current screen's highlight alike).
 */
export function SampleBadge({ inherit = false, ...props }: { inherit?: boolean } & BadgeProps) {
  const colours: BadgeProps = inherit ? { color: 'inherit', boxShadow: 'inset 0 0 0 1px currentColor' } : { colorPalette: 'orange' };
  return (
    <Badge variant="outline" size="sm" title="Made-up content: nothing here is saved" {...colours} {...props}>
      Sample
    </Badge>
  );
}

/** Title, a line of context and the screen's main actions. `sample`: one of the seed's sample screens, labelled so. */
export function PageHeader({ title, description, actions, sample = false }: { title: string; description?: string; actions?: ReactNode; sample?: boolean }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-end' }} gap="4" mb="6">
      <Stack gap="1">
        <Flex align="center" gap="3" wrap="wrap">
          <Text as="h1" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            {title}
          </Text>
          {sample && <SampleBadge />}
        </Flex>
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
