/**
 * Who may do what in the back office and through the API (issue P18). Permissions are data, not
 * code: the server checks them on every operation, and the browser shows and hides by the same
 * list. A role is a named set of permissions; an API key (P15) carries scopes from the same list.
 */
export const PERMISSIONS = [
  'leads:read',
  'leads:write',
  'demos:read',
  'demos:write',
  'careers:read',
  'careers:write',
  'newsletter:read',
  'newsletter:write',
  'recipients:manage',
  'team:manage',
  'keys:manage',
  'webhooks:manage',
  'audit:read',
  'privacy:manage',
  'content:read',
  'content:write',
  'content:publish',
  'events:manage',
  'settings:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  recruiter: 'Recruiter',
  sales: 'Sales',
  viewer: 'Viewer',
};

const READ_PERMISSIONS = PERMISSIONS.filter((permission) => permission.endsWith(':read'));

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((permission) => permission !== 'team:manage' && permission !== 'keys:manage' && permission !== 'webhooks:manage'),
  // The site's words, posts and media (P20): writes, schedules and publishes; the settings stay with Owners and Admins.
  // Events (P21) are content an events team runs: Editors write them, Sales fill them.
  editor: ['content:read', 'content:write', 'content:publish', 'events:manage'],
  recruiter: ['careers:read', 'careers:write'],
  sales: ['leads:read', 'leads:write', 'demos:read', 'demos:write', 'newsletter:read', 'events:manage'],
  viewer: READ_PERMISSIONS,
};

/** What a new admin account gets when whoever creates it names no role. */
export const DEFAULT_NEW_ADMIN_ROLE: Role = 'admin';

/** The role of the first admin of a new installation (and of every admin from before roles). */
export const FIRST_ADMIN_ROLE: Role = 'owner';

/**
 * The permissions a grant amounts to: `x:write` brings `x:read` with it, so whoever may change a
 * record may also read back what they changed.
 */
export function permissionsOf(granted: readonly Permission[]): ReadonlySet<Permission> {
  const permissions = new Set<Permission>(granted);
  for (const permission of granted) {
    if (!permission.endsWith(':write')) continue;
    const read = permission.replace(/:write$/, ':read');
    if (isPermission(read)) permissions.add(read);
  }
  return permissions;
}

export const permissionsOfRole = (role: Role): ReadonlySet<Permission> => permissionsOf(ROLE_PERMISSIONS[role]);

/** What a role may do, in the order of `PERMISSIONS` (as the REST envelope and GraphQL say it). */
export const permissionListOf = (role: Role): Permission[] => {
  const granted = permissionsOfRole(role);
  return PERMISSIONS.filter((permission) => granted.has(permission));
};

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** How a refusal names what the caller may not do: "You do not have permission to {words}." */
export const PERMISSION_WORDS: Readonly<Record<Permission, string>> = {
  'leads:read': 'see leads',
  'leads:write': 'change leads',
  'demos:read': 'see demo requests',
  'demos:write': 'change demo requests',
  'careers:read': 'see jobs and applications',
  'careers:write': 'change jobs and applications',
  'newsletter:read': 'see newsletter subscribers',
  'newsletter:write': 'change newsletter subscribers',
  'recipients:manage': 'manage email recipients',
  'team:manage': 'manage the team',
  'keys:manage': 'manage API keys',
  'webhooks:manage': 'manage webhooks',
  'audit:read': 'see the activity log',
  'privacy:manage': 'handle data-subject requests',
  'content:read': 'see the site’s content',
  'content:write': 'change the site’s content',
  'content:publish': 'publish the site’s content',
  'events:manage': 'manage events',
  'settings:manage': 'change the site’s settings',
};

export const ACCESS_MESSAGES = {
  forbidden: (permission: Permission) => `You do not have permission to ${PERMISSION_WORDS[permission]}.`,
  noAccessPage: 'You do not have access to this page',
  roleUnknown: `Role must be one of ${ROLES.join(', ')}`,
} as const;
