import { FIRST_RUN_SETTINGS, SETTINGS_MESSAGES } from '@rules/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { renderAdminRoutes } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { SETTINGS_SCREEN, SettingsPage } from './SettingsPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const LOADED = {
  __typename: 'SiteSettings',
  ...FIRST_RUN_SETTINGS,
  socialLinks: FIRST_RUN_SETTINGS.socialLinks.map((link) => ({ __typename: 'SocialLink', ...link })),
  version: 3,
  updatedAt: null,
  updatedBy: null,
};

const loaded = (fields: Partial<typeof LOADED> = {}) => () => ({ data: { siteSettings: { ...LOADED, ...fields } } });
const saved = (version: number, maintenanceMode = false) => ({
  data: { updateSiteSettings: { __typename: 'UpdateSiteSettingsPayload', message: SETTINGS_MESSAGES.saved, siteSettings: { __typename: 'SiteSettings', version, maintenanceMode } } },
});

function open() {
  session.store('token');
  renderAdminRoutes([{ path: '/admin/settings', element: <SettingsPage /> }], { path: '/admin/settings' });
}

/** Types `text` in place of what the field holds. */
async function replace(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.clear(field);
  await fill(user, field, text);
}

const save = (user: ReturnType<typeof setupUser>) => user.click(screen.getByRole('button', { name: SETTINGS_SCREEN.save }));

describe("the Settings screen's default share image", () => {
  const IMAGE = '0190a4d6-2c3b-7c3e-9a8b-0123456789ab';
  it('shows the image of the media library the settings name, and a removed one is saved as none', async () => {
    const { variablesOf } = stubGraphQL({
      AdminSiteSettings: loaded({ seoImageId: IMAGE }),
      MediaImage: () => ({
        data: { mediaAsset: { __typename: 'MediaAsset', id: 'TWVkaWFBc3NldDowMTkw', alt: 'The Bengaluru skyline at dusk', fileName: 'skyline.jpg', thumbnailUrl: `/media/${IMAGE}/320.webp`, width: 1600, height: 900 } },
      }),
      UpdateSiteSettings: () => saved(4),
    });
    open();
    const user = setupUser();
    expect(await screen.findByText('Alt text: The Bengaluru skyline at dusk')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The Bengaluru skyline at dusk' }).getAttribute('src')).toBe(`/media/${IMAGE}/320.webp`);
    await user.click(screen.getByRole('button', { name: 'Remove (Default share image)' }));
    expect(screen.getByRole('button', { name: 'Choose image (Default share image)' })).toBeTruthy();
    await save(user);
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(variablesOf('UpdateSiteSettings')).toEqual([{ input: expect.objectContaining({ seoImageId: null, version: 3 }) }]);
  });
});

describe('the Settings screen', () => {
  it('shows the settings in their sections, with no Sample label', async () => {
    stubGraphQL({ AdminSiteSettings: loaded() });
    open();
    expect(((await screen.findByRole('textbox', { name: /^Site name/ })) as HTMLInputElement).value).toBe('Finmesh');
    for (const section of ['Site', 'Contact', 'Social links', 'SEO', 'Cookie banner', 'Email', 'Maintenance mode']) expect(screen.getByRole('group', { name: section })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Address/ }) as HTMLTextAreaElement).value).toBe(FIRST_RUN_SETTINGS.addressLines.join('\n'));
    expect((screen.getByRole('textbox', { name: 'LinkedIn address' }) as HTMLInputElement).value).toBe('https://www.linkedin.com/company/finmesh');
    expect(screen.getByText(SETTINGS_SCREEN.maintenanceWarning)).toBeTruthy();
    expect(screen.queryByText('Sample')).toBeNull();
  });

  it('saves every field with the version it read, says so, and is filled with what was saved', async () => {
    let version = 3;
    const { variablesOf } = stubGraphQL({
      AdminSiteSettings: () => loaded({ version, siteName: version > 3 ? 'Finmesh Capital' : 'Finmesh', maintenanceMode: version > 3 })(),
      UpdateSiteSettings: () => {
        version = 4;
        return saved(4, true);
      },
    });
    open();
    const user = setupUser();
    await replace(user, await screen.findByRole('textbox', { name: /^Site name/ }), 'Finmesh Capital');
    await user.click(screen.getByRole('checkbox', { name: 'Maintenance mode' }));
    await user.click(screen.getByRole('button', { name: 'Remove the X link' }));
    await save(user);

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(variablesOf('UpdateSiteSettings')).toEqual([
      {
        input: {
          ...FIRST_RUN_SETTINGS,
          siteName: 'Finmesh Capital',
          maintenanceMode: true,
          socialLinks: FIRST_RUN_SETTINGS.socialLinks.filter((link) => link.network !== 'x'),
          version: 3,
        },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: SETTINGS_SCREEN.cancel }).hasAttribute('disabled')).toBe(true));
  });

  it('says when someone else saved first, and keeps what was typed', async () => {
    stubGraphQL({
      AdminSiteSettings: loaded(),
      UpdateSiteSettings: () => ({ errors: [{ message: SETTINGS_MESSAGES.stale, extensions: { code: 'CONFLICT', fields: [{ path: 'version', message: SETTINGS_MESSAGES.stale }] } }] }),
    });
    open();
    const user = setupUser();
    const name = await screen.findByRole('textbox', { name: /^Site name/ });
    await replace(user, name, 'Finmesh Two');
    await save(user);

    expect((await screen.findByRole('alert')).textContent).toContain(SETTINGS_MESSAGES.stale);
    expect((name as HTMLInputElement).value).toBe('Finmesh Two');
  });

  it("checks the server's rules before sending: an http:// social link, an address that is not one", async () => {
    const { variablesOf } = stubGraphQL({ AdminSiteSettings: loaded() });
    open();
    const user = setupUser();
    await replace(user, await screen.findByRole('textbox', { name: 'Facebook address' }), 'http://facebook.com/finmesh');
    await replace(user, screen.getByRole('textbox', { name: /^Contact email/ }), 'hello@');
    await save(user);

    expect(await screen.findByText(SETTINGS_MESSAGES.socialUrlInvalid)).toBeTruthy();
    expect(screen.getByText(SETTINGS_MESSAGES.contactEmailInvalid)).toBeTruthy();
    expect(variablesOf('UpdateSiteSettings')).toEqual([]);
  });

  it('adds a social link for a network not linked yet', async () => {
    stubGraphQL({ AdminSiteSettings: loaded() });
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: SETTINGS_SCREEN.addSocial }));
    expect(screen.getByRole('textbox', { name: 'YouTube address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SETTINGS_SCREEN.addSocial })).toBeNull();
  });
});
