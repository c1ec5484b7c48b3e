import { Box, Stack, type StackProps, Text, chakra } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { Person } from '../../content/people';
import { Portrait } from '../../ui/Portrait';

/** A person as a list item: portrait, name, role and a link to their profile (About's team, Event Details' speakers). */
export function PersonCard({ person, ...props }: { person: Person } & StackProps) {
  return (
    <Stack as="li" gap={{ base: '3', md: '4' }} bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: '4', md: '5' }} shadow="xs" {...props}>
      <Box rounded="xl" overflow="hidden" aspectRatio="1">
        <Portrait name={person.name} size="100%" round={false} />
      </Box>
      <Box>
        <Text as="h3" fontFamily="heading" fontWeight="700" fontSize={{ base: 'md', md: 'lg' }}>
          {person.name}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {person.role}
        </Text>
      </Box>
      <chakra.a href={person.profile.href} target="_blank" rel="noopener noreferrer" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" fontWeight="600" color="brand.fg" mt="auto" _hover={{ textDecoration: 'underline' }}>
        {person.profile.label} <ExternalLink aria-hidden size={14} />
      </chakra.a>
    </Stack>
  );
}
