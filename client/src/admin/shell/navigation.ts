import {
  Briefcase,
  CalendarCheck,
  FileText,
  Inbox,
  LayoutDashboard,
  MailCheck,
  Newspaper,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar, in the spec's order. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Posts', to: '/admin/posts', icon: FileText },
  { label: 'Careers', to: '/admin/careers', icon: Briefcase },
  { label: 'Form Submissions', to: '/admin/form-submissions', icon: Inbox },
  { label: 'Demo Requests', to: '/admin/demo-requests', icon: CalendarCheck },
  { label: 'Email Recipients', to: '/admin/email-recipients', icon: MailCheck },
  { label: 'Newsletter', to: '/admin/newsletter', icon: Newspaper },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

/** The page title for a path: the sidebar item it belongs to. */
export function sectionOf(pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
