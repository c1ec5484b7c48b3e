import { Box, Button, Flex, Progress, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowUpRight, FilePlus2, Settings, Upload, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toaster } from '../../ui/toaster';
import { DASHBOARD_STATS, QUICK_ACTIONS, RECENT_ACTIVITY, STORAGE } from '../sample-content';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

const ACTION_ICONS: Record<(typeof QUICK_ACTIONS)[number]['label'], LucideIcon> = {
  'New Post': FilePlus2,
  'Upload Media': Upload,
  'Add New User': UserPlus,
  'Site Settings': Settings,
};

const RouterLink = chakra(Link);

/** Static sample dashboard (spec): stat cards, recent activity, quick actions, storage. */
export function DashboardPage() {
  const usedPercent = STORAGE.barPercent;
  return (
    <>
      <PageHeader title="Dashboard" description="A sample overview of the site's content and activity." />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {DASHBOARD_STATS.map((stat) => (
          <Panel key={stat.label} p="5">
            <Text fontSize="sm" color="fg.muted" fontWeight="500">
              {stat.label}
            </Text>
            <Text fontFamily="heading" fontWeight="800" fontSize="3xl" mt="1">
              {stat.value}
            </Text>
            <Flex align="center" gap="1" mt="1" fontSize="xs" color="green.fg">
              <ArrowUpRight size={14} aria-hidden /> {stat.change}
            </Flex>
          </Panel>
        ))}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mt="4">
        <Panel gridColumn={{ lg: 'span 2' }} aria-labelledby="activity-title">
          <Flex justify="space-between" align="center" px="5" py="4" borderBottomWidth="1px" borderColor="border">
            <Text as="h2" id="activity-title" fontWeight="700">
              Recent Activity
            </Text>
            <RouterLink to="/admin/activity" fontSize="sm" color="brand.fg" fontWeight="600">
              View all
            </RouterLink>
          </Flex>
          <Stack as="ul" listStyleType="none" gap="0">
            {RECENT_ACTIVITY.map((item) => (
              <Flex as="li" key={`${item.who}-${item.when}`} gap="3" px="5" py="3.5" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }} align="center">
                <Flex boxSize="8" rounded="full" bg="brand.subtle" color="brand.fg" fontWeight="700" fontSize="sm" align="center" justify="center" flexShrink={0} aria-hidden>
                  {item.who.charAt(0)}
                </Flex>
                <Text fontSize="sm" flex="1">
                  <chakra.span fontWeight="600">{item.who}</chakra.span> {item.what}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {item.when}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Panel>

        <Stack gap="4">
          <Panel p="5" aria-labelledby="actions-title">
            <Text as="h2" id="actions-title" fontWeight="700" mb="4">
              Quick Actions
            </Text>
            <SimpleGrid columns={2} gap="2">
              {QUICK_ACTIONS.map((action) => {
                const Icon = ACTION_ICONS[action.label];
                return (
                  <Button key={action.label} asChild variant="outline" h="auto" py="4" flexDirection="column" gap="2" fontSize="sm">
                    <Link to={action.to}>
                      <Icon size={20} aria-hidden />
                      {action.label}
                    </Link>
                  </Button>
                );
              })}
            </SimpleGrid>
          </Panel>

          <Panel p="5" aria-labelledby="status-title">
            <Text as="h2" id="status-title" fontWeight="700" mb="4">
              System Status
            </Text>
            <Progress.Root value={usedPercent} size="sm" colorPalette="brand">
              <Flex justify="space-between" fontSize="sm" mb="2">
                <Progress.Label>Storage</Progress.Label>
                <Progress.ValueText>{usedPercent}%</Progress.ValueText>
              </Flex>
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Flex justify="space-between" align="center" mt="3">
              <Text fontSize="sm" color="fg.muted">
                {STORAGE.usedGb} GB of {STORAGE.totalGb} GB used
              </Text>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => toaster.info({ title: 'Storage is part of the hosting plan', description: 'Ask your hosting provider to add space.', closable: true })}
              >
                Upgrade
              </Button>
            </Flex>
          </Panel>
        </Stack>
      </SimpleGrid>
      <Box h="4" />
    </>
  );
}
