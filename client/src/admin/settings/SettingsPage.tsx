import { Alert, Box, Button, Checkbox, Field, Fieldset, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { SETTINGS_LIMITS, SETTINGS_RULES, SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS, type SiteSettingsValues } from '@rules/settings';
import { ExternalLink, Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import type { FieldErrors } from '../../ui/useFormState';
import type { AdminSiteSettingsQuery as LoadedSettings, UpdateSiteSettingsInput } from '../gql/graphql';
import { LEAVE_UNSAVED } from '../kit/FormFrame';
import { ImageField, type KnownImage } from '../kit/ImageField';
import { useAdminForm } from '../kit/useAdminForm';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { useAdminMutation } from '../ui/useAdminMutation';
import { AdminSiteSettingsQuery, UpdateSiteSettingsMutation } from './documents';

/** What the Settings screen says of itself (the rules' messages come from `@rules/settings`). */
export const SETTINGS_SCREEN = {
  description: 'How the site presents itself to visitors, in search results and in its emails. Saved changes show on every page within a second.',
  loading: 'Loading settings...',
  loadFailed: 'Failed to load the settings. Please reload the page.',
  saveFailed: 'The settings were not saved. Please check the fields marked below.',
  noResponse: 'The settings could not be saved: the server did not answer. Please try again.',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Discard changes',
  addSocial: 'Add social link',
  maintenanceWarning:
    'While maintenance mode is on, visitors get the maintenance page (with its message) instead of any page, and every form refuses what is sent. Signed-in staff still see the site, with a banner.',
  viewSite: 'View the site',
} as const;

interface SocialRow {
  network: string;
  url: string;
}

interface Values {
  siteName: string;
  tagline: string;
  contactEmail: string;
  phone: string;
  address: string;
  socialLinks: SocialRow[];
  seoTitle: string;
  seoDescription: string;
  seoImageId: string;
  cookieBannerTitle: string;
  cookieBannerText: string;
  mailSenderName: string;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  version: number;
}

const EMPTY: Values = {
  siteName: '',
  tagline: '',
  contactEmail: '',
  phone: '',
  address: '',
  socialLinks: [],
  seoTitle: '',
  seoDescription: '',
  seoImageId: '',
  cookieBannerTitle: '',
  cookieBannerText: '',
  mailSenderName: '',
  maintenanceMode: false,
  maintenanceMessage: '',
  version: 0,
};

type SettingsField = Exclude<keyof Values, 'version'>;

function valuesOf({ siteSettings: loaded }: LoadedSettings): Values {
  return {
    siteName: loaded.siteName,
    tagline: loaded.tagline,
    contactEmail: loaded.contactEmail,
    phone: loaded.phone,
    address: loaded.addressLines.join('\n'),
    socialLinks: loaded.socialLinks.map(({ network, url }) => ({ network, url })),
    seoTitle: loaded.seoTitle,
    seoDescription: loaded.seoDescription,
    seoImageId: loaded.seoImageId ?? '',
    cookieBannerTitle: loaded.cookieBannerTitle,
    cookieBannerText: loaded.cookieBannerText,
    mailSenderName: loaded.mailSenderName,
    maintenanceMode: loaded.maintenanceMode,
    maintenanceMessage: loaded.maintenanceMessage,
    version: loaded.version,
  };
}

/** Everything, with the version it was read at: a save made over someone else's is refused, not lost. */
function toInput(values: Values): UpdateSiteSettingsInput {
  return {
    version: values.version,
    siteName: values.siteName.trim(),
    tagline: values.tagline.trim(),
    contactEmail: values.contactEmail.trim(),
    phone: values.phone.trim(),
    addressLines: values.address.split('\n').map((line) => line.trim()).filter(Boolean),
    socialLinks: values.socialLinks.map(({ network, url }) => ({ network, url: url.trim() })),
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
    seoImageId: values.seoImageId.trim() || null,
    cookieBannerTitle: values.cookieBannerTitle.trim(),
    cookieBannerText: values.cookieBannerText.trim(),
    mailSenderName: values.mailSenderName.trim(),
    maintenanceMode: values.maintenanceMode,
    maintenanceMessage: values.maintenanceMessage.trim(),
  };
}

/** The input's field each form field is sent as (the address is sent as its lines). */
const INPUT_FIELD: Readonly<Record<SettingsField, keyof SiteSettingsValues>> = {
  siteName: 'siteName',
  tagline: 'tagline',
  contactEmail: 'contactEmail',
  phone: 'phone',
  address: 'addressLines',
  socialLinks: 'socialLinks',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  seoImageId: 'seoImageId',
  cookieBannerTitle: 'cookieBannerTitle',
  cookieBannerText: 'cookieBannerText',
  mailSenderName: 'mailSenderName',
  maintenanceMode: 'maintenanceMode',
  maintenanceMessage: 'maintenanceMessage',
};

/** The rules the server checks (`@rules/settings`), checked before sending. */
function check(values: Values): FieldErrors<SettingsField> {
  const input = toInput(values);
  const errors: FieldErrors<SettingsField> = {};
  for (const [field, inputField] of Object.entries(INPUT_FIELD) as [SettingsField, keyof SiteSettingsValues][]) {
    errors[field] = SETTINGS_RULES[inputField](input[inputField]) ?? undefined;
  }
  return errors;
}

const fieldOf = (path: string): SettingsField | null => (Object.entries(INPUT_FIELD) as [SettingsField, string][]).find(([, inputField]) => path === inputField || path.startsWith(`${inputField}.`))?.[0] ?? null;

/** The form's message for a failed save: the server's (a stale version says so), the fields' own beside them. */
function saveFailure(error: unknown, withFields: boolean): string | undefined {
  const refusal = refusalOf(error);
  if (!refusal) return SETTINGS_SCREEN.noResponse;
  if (refusal.code === 'BAD_USER_INPUT' && withFields) return SETTINGS_SCREEN.saveFailed;
  return refusal.message;
}

function useSaveSettings(failed: (error: unknown) => void) {
  const [update, updating] = useAdminMutation(UpdateSiteSettingsMutation, { succeeded: (data) => data?.updateSiteSettings.message ?? 'Settings saved.', failed });
  return { save: (input: UpdateSiteSettingsInput) => update({ input }), saving: updating.loading };
}

/** The settings have no id: their query takes nothing (one object, so the query's options stay the same from render to render). */
const NO_VARIABLES = {};

/** The site's settings (issue P20), for Owners and Admins: one form in sections, saved together. */
export function SettingsPage() {
  const form = useAdminForm({
    empty: EMPTY,
    id: 'site',
    load: { query: AdminSiteSettingsQuery, variables: NO_VARIABLES, values: valuesOf, failed: { message: () => SETTINGS_SCREEN.loadFailed } },
    check,
    toInput,
    useSave: useSaveSettings,
    fieldOf,
    failure: saveFailure,
    invalidValue: SETTINGS_SCREEN.saveFailed,
  });
  const { values, errors, set, saving, dirty, reset, guard, initial, form: formElement, submit } = form;
  // The share image picked just now, shown from what the picker gave (one loaded with the settings is read by its id).
  const [pickedImage, setPickedImage] = useState<KnownImage | null>(null);

  if (form.loading || form.loadFailed) {
    return (
      <>
        <PageHeader title="Settings" description={SETTINGS_SCREEN.description} />
        {form.loadFailed ? <ListState kind="error">{form.loadFailed}</ListState> : <ListState kind="loading">{SETTINGS_SCREEN.loading}</ListState>}
      </>
    );
  }

  const text = (label: string, key: Exclude<SettingsField, 'socialLinks' | 'maintenanceMode'>, options: { hint?: string; max?: number; lines?: number; type?: string; required?: boolean } = {}) => {
    const Control = options.lines ? Textarea : Input;
    return (
      <Field.Root required={options.required ?? true} invalid={Boolean(errors[key])}>
        <Field.Label>
          {label} {(options.required ?? true) && <Field.RequiredIndicator />}
        </Field.Label>
        <Control
          value={values[key]}
          onChange={(event) => set(key, event.target.value)}
          {...(options.type ? { type: options.type } : {})}
          {...(options.lines ? { rows: options.lines } : {})}
          {...(options.max ? { maxLength: options.max } : {})}
        />
        {options.hint && <Field.HelperText>{options.hint}</Field.HelperText>}
        <Field.ErrorText>{errors[key]}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <>
      <PageHeader
        title="Settings"
        description={SETTINGS_SCREEN.description}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="/" target="_blank" rel="noopener">
              {SETTINGS_SCREEN.viewSite} <ExternalLink aria-hidden />
            </a>
          </Button>
        }
      />
      <Panel as="div" maxW="4xl">
        <chakra.form ref={formElement} onSubmit={submit} noValidate>
          <Stack gap="8" p={{ base: '5', md: '7' }}>
            <FormProblem message={errors.form} />

            <Section title="Site" description="The name and line every page and email carries.">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {text('Site name', 'siteName', { max: SETTINGS_LIMITS.siteName })}
                {text('Tagline', 'tagline', { max: SETTINGS_LIMITS.tagline, hint: "The home page's headline" })}
              </SimpleGrid>
            </Section>

            <Section title="Contact" description="Shown in the footer and on the Contact page.">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {text('Contact email', 'contactEmail', { type: 'email' })}
                {text('Phone', 'phone', { type: 'tel', max: SETTINGS_LIMITS.phone })}
              </SimpleGrid>
              {text('Address', 'address', { lines: 4, hint: `One line per line of the address, at most ${SETTINGS_LIMITS.addressLines}` })}
            </Section>

            <Section title="Social links" description="The round icons in the footer and on the Contact page, in this order.">
              <SocialLinksField rows={values.socialLinks} onChange={(rows) => set('socialLinks', rows)} error={errors.socialLinks} />
            </Section>

            <Section title="SEO" description="The home page's title and description, and those of any page without its own.">
              {text('Default page title', 'seoTitle', { max: SETTINGS_LIMITS.seoTitle })}
              {text('Default description', 'seoDescription', { lines: 3, max: SETTINGS_LIMITS.seoDescription })}
              <ImageField
                label="Default share image"
                hint="Shown when a page without an image of its own is shared (Open Graph); none: the site's own picture."
                imageId={values.seoImageId || null}
                known={pickedImage && pickedImage.id === values.seoImageId ? pickedImage : undefined}
                error={errors.seoImageId}
                onChange={(image) => {
                  setPickedImage(image);
                  set('seoImageId', image?.id ?? '');
                }}
              />
            </Section>

            <Section title="Cookie banner" description="What visitors read before they choose which cookies to allow.">
              {text('Banner title', 'cookieBannerTitle', { max: SETTINGS_LIMITS.cookieBannerTitle })}
              {text('Banner text', 'cookieBannerText', { lines: 4, max: SETTINGS_LIMITS.cookieBannerText })}
            </Section>

            <Section title="Email" description="The name outgoing mail is sent under; the address stays the one the server is configured with.">
              {text('Sender name', 'mailSenderName', { max: SETTINGS_LIMITS.mailSenderName })}
            </Section>

            <Section title="Maintenance mode" description="Closes the site to visitors while you work on it.">
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>{SETTINGS_SCREEN.maintenanceWarning}</Alert.Description>
              </Alert.Root>
              <Box borderWidth="1px" borderColor={values.maintenanceMode ? 'orange.400' : 'border'} rounded="lg" p="4">
                <Checkbox.Root checked={values.maintenanceMode} onCheckedChange={(event) => set('maintenanceMode', event.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="600">Maintenance mode</Checkbox.Label>
                </Checkbox.Root>
              </Box>
              {text('Maintenance message', 'maintenanceMessage', { lines: 3, max: SETTINGS_LIMITS.maintenanceMessage, hint: 'Shown on the maintenance page, with the contact email' })}
            </Section>
          </Stack>
          <Flex justify="flex-end" wrap="wrap" gap="3" px={{ base: '5', md: '7' }} py="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
            <Button type="button" variant="outline" disabled={!dirty || saving} onClick={() => reset(initial)}>
              {SETTINGS_SCREEN.cancel}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? SETTINGS_SCREEN.saving : SETTINGS_SCREEN.save}
            </Button>
          </Flex>
        </chakra.form>
      </Panel>
      <ConfirmDialog open={guard.open} title={LEAVE_UNSAVED.title} confirmLabel={LEAVE_UNSAVED.leave} onConfirm={guard.onLeave} onCancel={guard.onStay}>
        {LEAVE_UNSAVED.message}
      </ConfirmDialog>
    </>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Stack gap="1" mb="1">
        <Fieldset.Legend fontFamily="heading" fontWeight="700" fontSize="lg">
          {title}
        </Fieldset.Legend>
        <Fieldset.HelperText>{description}</Fieldset.HelperText>
      </Stack>
      <Stack gap="5">{children}</Stack>
    </Fieldset.Root>
  );
}

/** The social links: a network and an https:// address a row, added and removed at will. */
function SocialLinksField({ rows, onChange, error }: { rows: SocialRow[]; onChange(rows: SocialRow[]): void; error?: string }) {
  const change = (index: number, row: Partial<SocialRow>) => onChange(rows.map((existing, at) => (at === index ? { ...existing, ...row } : existing)));
  const unused = SOCIAL_NETWORKS.find((network) => !rows.some((row) => row.network === network));
  return (
    <Stack gap="3">
      {rows.map((row, index) => {
        const name = SOCIAL_NETWORK_LABELS[row.network as keyof typeof SOCIAL_NETWORK_LABELS] ?? row.network;
        return (
          <Flex key={index} gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
            <NativeSelect.Root w={{ base: 'full', sm: '40' }} flexShrink={0}>
              <NativeSelect.Field aria-label={`Network of social link ${index + 1}`} value={row.network} onChange={(event) => change(index, { network: event.target.value })}>
                {SOCIAL_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {SOCIAL_NETWORK_LABELS[network]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Flex gap="2" flex="1" w="full">
              <Input type="url" aria-label={`${name} address`} placeholder="https://" value={row.url} onChange={(event) => change(index, { url: event.target.value })} />
              <IconButton variant="ghost" aria-label={`Remove the ${name} link`} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                <X aria-hidden />
              </IconButton>
            </Flex>
          </Flex>
        );
      })}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      {unused && rows.length < SETTINGS_LIMITS.socialLinks && (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange([...rows, { network: unused, url: '' }])}>
          <Plus aria-hidden /> {SETTINGS_SCREEN.addSocial}
        </Button>
      )}
    </Stack>
  );
}
