import { Box, Button, Checkbox, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { BRAND } from '../../content/brand';
import { toaster } from '../../ui/toaster';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

export const POSTS_PER_PAGE = [5, 10, 20, 50] as const;
export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export const SETTINGS_MESSAGES = { saved: 'Settings saved successfully!' } as const;

interface Settings {
  siteName: string;
  siteDescription: string;
  adminEmail: string;
  postsPerPage: (typeof POSTS_PER_PAGE)[number];
  timezone: (typeof TIMEZONES)[number];
  maintenanceMode: boolean;
}

const DEFAULTS: Settings = {
  siteName: BRAND.name,
  siteDescription: BRAND.tagline,
  adminEmail: BRAND.email,
  postsPerPage: 10,
  timezone: 'UTC',
  maintenanceMode: false,
};

/** Site settings, kept on this page only (spec: local only; Save confirms, Cancel does nothing). */
export function SettingsPage() {
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toaster.success({ title: SETTINGS_MESSAGES.saved, closable: true });
  }

  return (
    <>
      <PageHeader title="Settings" sample description="How the site presents itself. Changes apply to this page only." />
      <Panel as="div" maxW="3xl">
        <chakra.form onSubmit={onSubmit}>
          <Stack gap="6" p={{ base: '5', md: '7' }}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Field.Root>
                <Field.Label>Site Name</Field.Label>
                <Input value={settings.siteName} onChange={(event) => set('siteName', event.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Admin Email</Field.Label>
                <Input type="email" value={settings.adminEmail} onChange={(event) => set('adminEmail', event.target.value)} />
              </Field.Root>
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Site Description</Field.Label>
              <Textarea rows={3} value={settings.siteDescription} onChange={(event) => set('siteDescription', event.target.value)} />
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Field.Root>
                <Field.Label>Posts Per Page</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={settings.postsPerPage} onChange={(event) => set('postsPerPage', Number(event.target.value) as Settings['postsPerPage'])}>
                    {POSTS_PER_PAGE.map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Timezone</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={settings.timezone} onChange={(event) => set('timezone', event.target.value as Settings['timezone'])}>
                    {TIMEZONES.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Box borderWidth="1px" borderColor="border" rounded="lg" p="4">
              <Checkbox.Root checked={settings.maintenanceMode} onCheckedChange={(event) => set('maintenanceMode', event.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="600">Maintenance Mode</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted" mt="1" ms="7">
                When on, only administrators can access the site.
              </Text>
            </Box>
          </Stack>
          <Flex justify="flex-end" gap="3" px={{ base: '5', md: '7' }} py="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
            <Button type="button" variant="outline">
              Cancel
            </Button>
            <Button type="submit">Save Changes</Button>
          </Flex>
        </chakra.form>
      </Panel>
    </>
  );
}
