import { describe, expect, it } from 'vitest';
import { permissionsOfRole, ROLES, type Role } from './access.js';
import { ADMIN_SCREEN_KEYS, ADMIN_SCREENS, adminUrl, firstScreenOf, isSampleScreen, mayUseScreen, screenAt, SIDEBAR_SCREEN_KEYS } from './admin-screens.js';

const sidebarOf = (role: Role) => SIDEBAR_SCREEN_KEYS.filter((key) => mayUseScreen(key, permissionsOfRole(role))).map((key) => ADMIN_SCREENS[key].title);

describe('the back office screens each role may use', () => {
  it('gives an Owner every screen, in the spec order, Team where the sample Users was', () => {
    expect(sidebarOf('owner')).toEqual(['Dashboard', 'Team', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'API Keys', 'Webhooks', 'Privacy', 'Settings']);
  });

  it('gives an Admin every screen but Team (managing the team is the Owners\' alone)', () => {
    expect(sidebarOf('admin')).toEqual(['Dashboard', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'Privacy', 'Settings']);
  });

  it('gives an Editor the Dashboard, the content screens (Events too) and the media library', () => {
    expect(sidebarOf('editor')).toEqual(['Dashboard', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media']);
  });

  it('gives a Recruiter Careers, and the Dashboard (with the figures of applications only)', () => {
    expect(sidebarOf('recruiter')).toEqual(['Dashboard', 'Careers']);
  });

  it('gives Sales the dashboard, the events they fill, leads, demo requests and newsletter, and no sample screen', () => {
    expect(sidebarOf('sales')).toEqual(['Dashboard', 'Events', 'Form Submissions', 'Demo Requests', 'Newsletter']);
  });

  it('gives a Viewer every screen that reads (the activity log too), and not Email Recipients (managing them changes who gets mail)', () => {
    expect(sidebarOf('viewer')).toEqual(['Dashboard', 'Posts', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Newsletter', 'Activity']);
  });

  it('gives every role its own profile, from the account menu rather than the sidebar', () => {
    for (const role of ROLES) expect(mayUseScreen('profile', permissionsOfRole(role))).toBe(true);
    expect(ADMIN_SCREEN_KEYS.filter((key) => !SIDEBAR_SCREEN_KEYS.includes(key))).toEqual(['profile']);
  });

  it('labels no screen as the seed\'s sample any more', () => {
    expect(ADMIN_SCREEN_KEYS.filter(isSampleScreen)).toEqual([]);
  });

  it('gives every role at least one screen, and opens the back office on the first of them', () => {
    for (const role of ROLES) expect(sidebarOf(role).length).toBeGreaterThan(0);
    for (const role of ROLES) expect(firstScreenOf(permissionsOfRole(role))).toBe('dashboard');
  });
});

describe('the screen an address belongs to', () => {
  it('is the screen itself or the one above it, and none outside the list', () => {
    expect(screenAt('/admin/careers')).toBe('careers');
    expect(screenAt('/admin/careers/new')).toBe('careers');
    expect(screenAt('/admin/email-recipients/edit/7')).toBe('emailRecipients');
    expect(screenAt('/admin/team')).toBe('team');
    expect(screenAt('/admin/users')).toBeUndefined();
    expect(screenAt('/admin/careers-old')).toBeUndefined();
    expect(screenAt('/admin')).toBeUndefined();
  });
});

describe('adminUrl', () => {
  it('gives a screen absolute address under the public URL, with a query when there is one', () => {
    expect(adminUrl('https://finmesh.example', 'formSubmissions')).toBe('https://finmesh.example/admin/form-submissions');
    expect(adminUrl('https://finmesh.example', 'careers', { tab: 'applications' })).toBe('https://finmesh.example/admin/careers?tab=applications');
    expect(adminUrl('https://finmesh.example', 'newsletter', {})).toBe('https://finmesh.example/admin/newsletter');
  });
});
