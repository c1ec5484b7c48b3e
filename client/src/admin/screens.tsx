import type { Permission } from '@rules/access';
import type { AdminScreenKey } from '@rules/admin-screens';
import {
  Blocks,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  ChartBarBig,
  CircleHelp,
  Clapperboard,
  Contact,
  FileText,
  Gauge,
  Handshake,
  HeartHandshake,
  History,
  Image,
  Inbox,
  KeyRound,
  Layers,
  LayoutDashboard,
  MessageSquareQuote,
  MailCheck,
  Newspaper,
  PanelsTopLeft,
  Scale,
  Settings,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** An address below a screen (`careers/new`), relative to the screen's own. */
export interface SubScreen {
  path: string;
  Component: Screen;
  /** What it needs beyond the screen's own permissions (a form that saves needs the area's write). */
  requires?: readonly Permission[];
}

export interface ScreenParts {
  icon: LucideIcon;
  Component: Screen;
  children?: readonly SubScreen[];
}

/** A screen's module, loaded when it is first opened (each is a chunk of its own). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(async () => ({ default: pick(await load()) }));
}

const DashboardPage = screen(() => import('./dashboard/DashboardPage'), (module) => module.DashboardPage);
const TeamPage = screen(() => import('./team/TeamPage'), (module) => module.TeamPage);
const PostsPage = screen(() => import('./posts/PostsPage'), (module) => module.PostsPage);
const PostEditorPage = screen(() => import('./posts/PostEditorPage'), (module) => module.PostEditorPage);
const EventsPage = screen(() => import('./events/EventsPage'), (module) => module.EventsPage);
const EventEditorPage = screen(() => import('./events/EventEditorPage'), (module) => module.EventEditorPage);
const AttendeesPage = screen(() => import('./events/attendees/AttendeesPage'), (module) => module.AttendeesPage);
const CheckInPage = screen(() => import('./events/attendees/CheckInPage'), (module) => module.CheckInPage);
const MediaPage = screen(() => import('./media/MediaPage'), (module) => module.MediaPage);
const PageTextsPage = screen(() => import('./content/screens'), (module) => module.PageTextsPage);
const PageTextEditorPage = screen(() => import('./content/screens'), (module) => module.PageTextEditorPage);
const StoriesPage = screen(() => import('./content/screens'), (module) => module.StoriesPage);
const StoryEditorPage = screen(() => import('./content/screens'), (module) => module.StoryEditorPage);
const TestimonialsPage = screen(() => import('./content/screens'), (module) => module.TestimonialsPage);
const TestimonialEditorPage = screen(() => import('./content/screens'), (module) => module.TestimonialEditorPage);
const FaqsPage = screen(() => import('./content/screens'), (module) => module.FaqsPage);
const FaqEditorPage = screen(() => import('./content/screens'), (module) => module.FaqEditorPage);
const LegalPagesPage = screen(() => import('./content/screens'), (module) => module.LegalPagesPage);
const LegalPageEditorPage = screen(() => import('./content/screens'), (module) => module.LegalPageEditorPage);
const FiguresPage = screen(() => import('./content/screens'), (module) => module.FiguresPage);
const FigureEditorPage = screen(() => import('./content/screens'), (module) => module.FigureEditorPage);
const StagesPage = screen(() => import('./content/screens'), (module) => module.StagesPage);
const StageEditorPage = screen(() => import('./content/screens'), (module) => module.StageEditorPage);
const PartnerLogosPage = screen(() => import('./content/screens'), (module) => module.PartnerLogosPage);
const PartnerLogoEditorPage = screen(() => import('./content/screens'), (module) => module.PartnerLogoEditorPage);
const ProfilesPage = screen(() => import('./content/screens'), (module) => module.ProfilesPage);
const ProfileEditorPage = screen(() => import('./content/screens'), (module) => module.ProfileEditorPage);
const ServicesPage = screen(() => import('./content/screens'), (module) => module.ServicesPage);
const ServiceEditorPage = screen(() => import('./content/screens'), (module) => module.ServiceEditorPage);
const ValuesPage = screen(() => import('./content/screens'), (module) => module.ValuesPage);
const ValueEditorPage = screen(() => import('./content/screens'), (module) => module.ValueEditorPage);
const EcosystemTilesPage = screen(() => import('./content/screens'), (module) => module.EcosystemTilesPage);
const EcosystemTileEditorPage = screen(() => import('./content/screens'), (module) => module.EcosystemTileEditorPage);
const EdgePanelsPage = screen(() => import('./content/screens'), (module) => module.EdgePanelsPage);
const EdgePanelEditorPage = screen(() => import('./content/screens'), (module) => module.EdgePanelEditorPage);
const CareersPage = screen(() => import('./careers/CareersPage'), (module) => module.CareersPage);
const JobFormPage = screen(() => import('./careers/JobFormPage'), (module) => module.JobFormPage);
const FormSubmissionsPage = screen(() => import('./form-submissions/FormSubmissionsPage'), (module) => module.FormSubmissionsPage);
const DemoRequestsPage = screen(() => import('./demo-requests/DemoRequestsPage'), (module) => module.DemoRequestsPage);
const RecipientsPage = screen(() => import('./recipients/RecipientsPage'), (module) => module.RecipientsPage);
const RecipientFormPage = screen(() => import('./recipients/RecipientFormPage'), (module) => module.RecipientFormPage);
const NewsletterPage = screen(() => import('./newsletter/NewsletterPage'), (module) => module.NewsletterPage);
const ActivityPage = screen(() => import('./activity/ActivityPage'), (module) => module.ActivityPage);
const ApiKeysPage = screen(() => import('./keys/ApiKeysPage'), (module) => module.ApiKeysPage);
const WebhooksPage = screen(() => import('./webhooks/WebhooksPage'), (module) => module.WebhooksPage);
const WebhookDeliveriesPage = screen(() => import('./webhooks/DeliveriesPage'), (module) => module.DeliveriesPage);
const PrivacyPage = screen(() => import('./privacy/PrivacyPage'), (module) => module.PrivacyPage);
const SettingsPage = screen(() => import('./settings/SettingsPage'), (module) => module.SettingsPage);
const ProfilePage = screen(() => import('./profile/ProfilePage'), (module) => module.ProfilePage);

/**
 * What the browser adds to each of `ADMIN_SCREENS` (path, title and permissions live there, shared
 * with the server): its icon and its component. The router and the sidebar are both made from the
 * two; the type keeps the lists to the same keys (a missing or extra one does not compile).
 */
export const SCREENS: Readonly<Record<AdminScreenKey, ScreenParts>> = {
  dashboard: { icon: LayoutDashboard, Component: DashboardPage },
  team: { icon: Users, Component: TeamPage },
  // Writing a post needs more than reading the list.
  posts: { icon: FileText, Component: PostsPage, children: [{ path: 'new', Component: PostEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: PostEditorPage, requires: ['content:write'] }] },
  // The events the team runs: their list and editor need what the screen does (events:manage) alone.
  events: {
    icon: CalendarDays,
    Component: EventsPage,
    children: [
      { path: 'new', Component: EventEditorPage },
      { path: ':id/edit', Component: EventEditorPage },
      { path: ':id/attendees', Component: AttendeesPage },
      { path: ':id/check-in', Component: CheckInPage },
    ],
  },
  // Writing needs content:write; reading an item, content:read (its editor is then read-only). The page texts are the pages' places: none is added.
  pageTexts: { icon: PanelsTopLeft, Component: PageTextsPage, children: [{ path: ':id/edit', Component: PageTextEditorPage, requires: ['content:read'] }] },
  stories: { icon: Trophy, Component: StoriesPage, children: [{ path: 'new', Component: StoryEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: StoryEditorPage, requires: ['content:read'] }] },
  testimonials: { icon: MessageSquareQuote, Component: TestimonialsPage, children: [{ path: 'new', Component: TestimonialEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: TestimonialEditorPage, requires: ['content:read'] }] },
  faqs: { icon: CircleHelp, Component: FaqsPage, children: [{ path: 'new', Component: FaqEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: FaqEditorPage, requires: ['content:read'] }] },
  legalPages: { icon: Scale, Component: LegalPagesPage, children: [{ path: 'new', Component: LegalPageEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: LegalPageEditorPage, requires: ['content:read'] }] },
  figures: { icon: Gauge, Component: FiguresPage, children: [{ path: 'new', Component: FigureEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: FigureEditorPage, requires: ['content:read'] }] },
  stages: { icon: ChartBarBig, Component: StagesPage, children: [{ path: 'new', Component: StageEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: StageEditorPage, requires: ['content:read'] }] },
  partners: { icon: Handshake, Component: PartnerLogosPage, children: [{ path: 'new', Component: PartnerLogoEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: PartnerLogoEditorPage, requires: ['content:read'] }] },
  profiles: { icon: Contact, Component: ProfilesPage, children: [{ path: 'new', Component: ProfileEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: ProfileEditorPage, requires: ['content:read'] }] },
  services: { icon: Layers, Component: ServicesPage, children: [{ path: 'new', Component: ServiceEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: ServiceEditorPage, requires: ['content:read'] }] },
  values: { icon: HeartHandshake, Component: ValuesPage, children: [{ path: 'new', Component: ValueEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: ValueEditorPage, requires: ['content:read'] }] },
  ecosystemTiles: { icon: Blocks, Component: EcosystemTilesPage, children: [{ path: 'new', Component: EcosystemTileEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: EcosystemTileEditorPage, requires: ['content:read'] }] },
  edgePanels: { icon: Clapperboard, Component: EdgePanelsPage, children: [{ path: 'new', Component: EdgePanelEditorPage, requires: ['content:write'] }, { path: ':id/edit', Component: EdgePanelEditorPage, requires: ['content:read'] }] },
  // `/admin/media/upload` is the same screen with its upload open; uploading needs more than looking.
  media: { icon: Image, Component: MediaPage, children: [{ path: 'upload', Component: MediaPage, requires: ['content:write'] }] },
  // Writing a job needs more than reading the list.
  careers: { icon: Briefcase, Component: CareersPage, children: [{ path: 'new', Component: JobFormPage, requires: ['careers:write'] }, { path: ':id/edit', Component: JobFormPage, requires: ['careers:write'] }] },
  formSubmissions: { icon: Inbox, Component: FormSubmissionsPage },
  demoRequests: { icon: CalendarCheck, Component: DemoRequestsPage },
  emailRecipients: { icon: MailCheck, Component: RecipientsPage, children: [{ path: 'new', Component: RecipientFormPage }, { path: 'edit/:id', Component: RecipientFormPage }] },
  newsletter: { icon: Newspaper, Component: NewsletterPage },
  activity: { icon: History, Component: ActivityPage },
  apiKeys: { icon: KeyRound, Component: ApiKeysPage },
  // An endpoint's delivery log is an address of its own.
  webhooks: { icon: Webhook, Component: WebhooksPage, children: [{ path: ':id', Component: WebhookDeliveriesPage }] },
  privacy: { icon: ShieldCheck, Component: PrivacyPage },
  settings: { icon: Settings, Component: SettingsPage },
  profile: { icon: UserRound, Component: ProfilePage },
};
