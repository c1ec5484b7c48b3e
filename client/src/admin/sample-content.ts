/**
 * The static sample data of the Dashboard (spec section 1: it showed sample data only and made no
 * calls). The sample Posts became Insights (issue P20).
 */

export const DASHBOARD_STATS = [
  { label: 'Total Users', value: '2,847', change: '+12% from last month' },
  { label: 'Total Posts', value: '1,429', change: '+8% from last month' },
  { label: 'Active Now', value: '573', change: '+3% from last hour' },
  { label: 'Media Files', value: '8,942', change: '+18% from last month' },
] as const;

export const RECENT_ACTIVITY = [
  { who: 'Ananya Rao', what: 'registered as a new user', when: '2 minutes ago' },
  { who: 'Marcus Lee', what: 'published “Private credit in 2026: what lenders want”', when: '1 hour ago' },
  { who: 'Priya Shah', what: 'uploaded 12 media files', when: '3 hours ago' },
  { who: 'Omar Haddad', what: 'updated the site settings', when: 'Yesterday' },
  { who: 'Lena Fischer', what: 'commented on “Funding in minutes, not months”', when: '2 days ago' },
] as const;

export const QUICK_ACTIONS = [
  { label: 'New Post', to: '/admin/posts/new' },
  { label: 'Upload Media', to: '/admin/media/upload' },
  // The sample Users screen became Team (issue P14): its quick action leads there.
  { label: 'Add New User', to: '/admin/team' },
  { label: 'Site Settings', to: '/admin/settings' },
] as const;

/** As the spec shows it: the bar reads 45%, next to 12.5 GB of 25 GB. */
export const STORAGE = { usedGb: 12.5, totalGb: 25, barPercent: 45 } as const;
