import { Box, Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { historyPath } from './describe';
import { useMayChange } from '../auth/AuthProvider';
import { RecordList } from '../ui/RecordList';
import { AuditEventsQuery } from './documents';
import { EventItem } from './ActivityPage';

const SHOWN = 10;

/**
 * A record's history (issue P14): its events, newest first, opened on demand, with a link to the
 * whole of it on the Activity screen. Shown to those who may read the audit trail.
 */
export function HistoryPanel({ subject, name }: { subject: string; name: string }) {
  const mayRead = useMayChange('audit:read');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!mayRead) return null;
  return (
    <Box mt="4">
      <Button size="sm" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <History aria-hidden /> {open ? 'Hide history' : 'History'}
      </Button>
      {open && (
        <Box id={panelId} mt="3" borderWidth="1px" borderColor="border" rounded="lg">
          <HistoryEntries subject={subject} name={name} />
        </Box>
      )}
    </Box>
  );
}

function HistoryEntries({ subject, name }: { subject: string; name: string }) {
  const { data, loading, error } = useQuery(AuditEventsQuery, { variables: { subject, first: SHOWN }, fetchPolicy: 'cache-and-network' });
  const connection = data?.auditEvents;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" px="4" py="2" borderBottomWidth="1px" borderColor="border" bg="bg.subtle">
        <Heading as="h3" id={headingId} fontSize="sm">
          History of {name}
        </Heading>
        {connection?.pageInfo.hasNextPage && (
          <Link to={historyPath(subject)}>
            <Text as="span" fontSize="sm" color="brand.fg" textDecoration="underline">
              See all {connection.totalCount.toLocaleString('en-US')}
              {connection.totalCountIsExact ? '' : '+'} in Activity
            </Text>
          </Link>
        )}
      </Flex>
      {loading && !data ? (
        <Flex gap="2" align="center" px="4" py="3" color="fg.muted" fontSize="sm">
          <Spinner size="sm" /> Loading history...
        </Flex>
      ) : error && !data ? (
        <Text px="4" py="3" color="red.fg" fontSize="sm" role="alert">
          Failed to load the history. Please try again.
        </Text>
      ) : connection && connection.edges.length > 0 ? (
        <RecordList label={`History of ${name}`}>
          {connection.edges.map(({ node }) => (
            <EventItem key={node.id} event={node} compact />
          ))}
        </RecordList>
      ) : (
        <Text px="4" py="3" color="fg.muted" fontSize="sm">
          Nothing recorded yet.
        </Text>
      )}
    </section>
  );
}
