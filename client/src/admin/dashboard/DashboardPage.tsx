import { Badge, Box, Flex, Progress, SimpleGrid, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LEAD_SOURCE_RULES } from '@rules/dashboard';
import { valueLabel } from '@rules/value-labels';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRefreshWhileVisible } from '../kit/useRefreshWhileVisible';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { ListState } from '../ui/ListStates';
import type { DashboardQuery as DashboardData } from '../gql/graphql';
import { DashboardQuery } from './documents';
import { LeadsChart } from './LeadsChart';
import { heldLink, screenLink, sourceLink } from './links';

export const DASHBOARD_MESSAGES = {
  loading: 'Loading the figures...',
  failed: 'The figures could not be loaded. Please reload the page.',
  nothing: 'Your role opens no list with figures to show here.',
} as const;

type Figures = DashboardData['dashboard'];
type Lead = Figures['leads'][number];

const RouterLink = chakra(Link);
const count = (value: number) => value.toLocaleString('en-US');
const meetingAt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const deliveredAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The back office's landing page (issue P14): what came in this week by source against last week,
 * leads per day for 90 days, demo requests waiting and the next meetings, applications by status,
 * the outbox, event bookings this week and the next event's fill rate (P21). Each figure opens its list with that filter; the server sends only the sections the
 * admin's role may read (a Recruiter's is applications only). The figures follow what comes in while
 * the page is open (`useRefreshWhileVisible`).
 */
export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  useRefreshWhileVisible({ query: DashboardQuery, variables: {} });
  const figures = data?.dashboard;
  return (
    <>
      <PageHeader title="Dashboard" description="New leads, meetings and applications, as they stand now." />
      {!figures ? (
        <Panel>
          <ListState kind={error ? 'error' : 'loading'}>{error ? DASHBOARD_MESSAGES.failed : loading ? DASHBOARD_MESSAGES.loading : DASHBOARD_MESSAGES.failed}</ListState>
        </Panel>
      ) : (
        <Figures figures={figures} />
      )}
    </>
  );
}

function Figures({ figures }: { figures: Figures }) {
  const { leads, demoRequests, applications, outbox, bookings } = figures;
  if (leads.length === 0 && !demoRequests && !applications && !outbox && !bookings) {
    return (
      <Panel>
        <ListState kind="empty">{DASHBOARD_MESSAGES.nothing}</ListState>
      </Panel>
    );
  }
  return (
    <Stack gap="4">
      {leads.length > 0 && (
        <>
          <Box as="section" aria-labelledby="leads-title">
            <Text as="h2" id="leads-title" textStyle="sm" fontWeight="700" color="fg.muted" mb="3">
              New leads this week (last 7 days)
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: leads.length > 4 ? 5 : leads.length }} gap="4">
              {leads.map((lead) => (
                <LeadCard key={lead.source} lead={lead} />
              ))}
            </SimpleGrid>
          </Box>
          <Panel aria-labelledby="chart-title" p="5">
            <Text as="h2" id="chart-title" fontWeight="700">
              Leads per day
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="4">
              The last 90 days (UTC), spam held apart.
            </Text>
            <LeadsChart since={new Date(String(figures.since))} series={leads} title="Leads per day by source, the last 90 days" />
          </Panel>
        </>
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {demoRequests && (
          <Section id="demos" title="Demo requests" link={{ to: screenLink('demoRequests'), label: 'Open demo requests' }}>
            <Figure label="Waiting for confirmation" value={demoRequests.pending} to={screenLink('demoRequests', { status: 'pending' })} />
            <Text fontSize="sm" fontWeight="600" mt="5" mb="2">
              Next confirmed meetings
            </Text>
            {demoRequests.nextMeetings.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No confirmed meeting is coming up.
              </Text>
            ) : (
              <Stack as="ol" listStyleType="none" gap="2">
                {demoRequests.nextMeetings.map((meeting) => (
                  <Flex as="li" key={meeting.id} justify="space-between" gap="3" fontSize="sm">
                    <Box minW="0">
                      <Text fontWeight="600" truncate>
                        {meeting.firstName} {meeting.lastName}
                      </Text>
                      {meeting.companyName && (
                        <Text color="fg.muted" truncate>
                          {meeting.companyName}
                        </Text>
                      )}
                    </Box>
                    <Text color="fg.muted" whiteSpace="nowrap">
                      {meetingAt.format(new Date(String(meeting.meetingDate)))}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </Section>
        )}
        {bookings && (
          <Section id="bookings" title="Event bookings" link={{ to: screenLink('events', { when: 'upcoming' }), label: 'Open events' }}>
            <Figure label="Bookings this week" value={bookings.thisWeek} to={screenLink('events', { when: 'upcoming' })} />
            <Text fontSize="sm" fontWeight="600" mt="5" mb="2">
              Next event
            </Text>
            {bookings.nextEvent ? (
              <RouterLink
                to={`${screenLink('events')}/${encodeURIComponent(bookings.nextEvent.id)}/attendees`}
                display="block"
                fontSize="sm"
                py="1"
                px="2"
                mx="-2"
                rounded="md"
                _hover={{ bg: 'bg.muted' }}
              >
                {/* Its name is what it shows (read in order), with "full" after the figure and where it leads at the end. */}
                <Flex justify="space-between" align="baseline" gap="3">
                  <Text as="span" fontWeight="600" truncate>
                    {bookings.nextEvent.title}
                  </Text>
                  <Text as="span" fontFamily="heading" fontWeight="800" fontSize="2xl">
                    {bookings.nextEvent.fillPercent}%<VisuallyHidden> full</VisuallyHidden>
                  </Text>
                </Flex>
                <Text as="span" display="block" color="fg.muted">
                  {meetingAt.format(new Date(String(bookings.nextEvent.startsAt)))} · {count(bookings.nextEvent.seated)} of {count(bookings.nextEvent.capacity)} seats booked
                  <VisuallyHidden>, open its attendees</VisuallyHidden>
                </Text>
                <Progress.Root value={Math.min(100, bookings.nextEvent.fillPercent)} size="xs" mt="2" colorPalette={bookings.nextEvent.fillPercent >= 100 ? 'orange' : 'blue'} aria-hidden>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </RouterLink>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No published event is coming up.
              </Text>
            )}
          </Section>
        )}
        {applications && (
          <Section id="applications" title="Applications by status" link={{ to: sourceLink('application'), label: 'Open applications' }}>
            <Stack as="ul" listStyleType="none" gap="1">
              {applications.map((row) => (
                <Box as="li" key={row.status}>
                  <Figure label={valueLabel('JobApplication', 'status', row.status)} value={row.count} to={sourceLink('application', row.status)} compact />
                </Box>
              ))}
            </Stack>
          </Section>
        )}
        {outbox && (
          <Section id="outbox" title="Mail outbox">
            <Stack gap="1">
              <Figure label="Waiting to be sent" value={outbox.queued} compact />
              <Figure label="Failed after every retry" value={outbox.failed} compact alert={outbox.failed > 0} />
            </Stack>
            <Text fontSize="sm" color="fg.muted" mt="4">
              Last delivery: {outbox.lastDeliveredAt ? deliveredAt.format(new Date(String(outbox.lastDeliveredAt))) : 'none yet'}
            </Text>
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** One source: this week's count (opens its list), the change from last week, and what the spam guard holds. */
function LeadCard({ lead }: { lead: Lead }) {
  const { label } = LEAD_SOURCE_RULES[lead.source];
  return (
    <Panel p="5" position="relative">
      <RouterLink to={sourceLink(lead.source)} aria-label={`${label}: ${count(lead.thisWeek)} this week, open the list`} fontSize="sm" color="fg.muted" fontWeight="600" _hover={{ color: 'brand.fg' }}>
        {label}
      </RouterLink>
      <Text fontFamily="heading" fontWeight="800" fontSize="3xl" mt="1" aria-hidden>
        {count(lead.thisWeek)}
      </Text>
      <Change lead={lead} />
      {lead.held > 0 && (
        <RouterLink to={heldLink(lead.source)} display="inline-block" mt="2" fontSize="xs" color="orange.fg" fontWeight="600">
          {count(lead.held)} held as spam
        </RouterLink>
      )}
    </Panel>
  );
}

function Change({ lead }: { lead: Lead }) {
  const { changePercent, lastWeek } = lead;
  const words = `${count(lastWeek)} last week`;
  if (changePercent === null || changePercent === undefined) {
    return (
      <Text fontSize="xs" color="fg.muted" mt="1">
        {words}
      </Text>
    );
  }
  const up = changePercent > 0;
  const Icon = changePercent === 0 ? Minus : up ? ArrowUpRight : ArrowDownRight;
  return (
    <Flex align="center" gap="2" mt="1" fontSize="xs" wrap="wrap">
      <Badge colorPalette={changePercent === 0 ? 'gray' : up ? 'green' : 'red'} variant="subtle" gap="1">
        <Icon size={12} aria-hidden />
        {up ? '+' : ''}
        {changePercent}%
      </Badge>
      <Text color="fg.muted">vs {words}</Text>
    </Flex>
  );
}

function Section({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Panel aria-labelledby={`${id}-title`} p="5">
      <Flex justify="space-between" align="baseline" gap="3" mb="3">
        <Text as="h2" id={`${id}-title`} fontWeight="700">
          {title}
        </Text>
        {link && (
          <RouterLink to={link.to} fontSize="sm" color="brand.fg" fontWeight="600">
            {link.label}
          </RouterLink>
        )}
      </Flex>
      {children}
    </Panel>
  );
}

/** A labelled number; with `to`, the row opens the list it counts. */
function Figure({ label, value, to, compact = false, alert = false }: { label: string; value: number; to?: string; compact?: boolean; alert?: boolean }) {
  const content = (
    <>
      <Text as="span" color="fg.muted">
        {label}
      </Text>
      <Text as="span" fontFamily="heading" fontWeight="800" fontSize={compact ? 'md' : '2xl'} color={alert ? 'red.fg' : undefined}>
        {count(value)}
      </Text>
    </>
  );
  const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', fontSize: 'sm', py: '1', px: '2', mx: '-2', rounded: 'md' } as const;
  return to ? (
    <RouterLink to={to} {...row} _hover={{ bg: 'bg.muted' }}>
      {content}
    </RouterLink>
  ) : (
    <Box {...row}>{content}</Box>
  );
}
