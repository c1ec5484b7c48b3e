import { FAQ_KIND, FIGURE_KIND, LEGAL_KIND, PARTNER_KIND, PROFILE_KIND, STAGE_KIND, STORY_KIND, TESTIMONIAL_KIND } from '@rules/content-kinds';
import { KindEditorPage } from './KindEditorPage';
import { KindListPage } from './KindListPage';

/** Each declared kind's screens: the list and the editor, one generic component each. */
export const StoriesPage = () => <KindListPage kind={STORY_KIND} />;
export const StoryEditorPage = () => <KindEditorPage kind={STORY_KIND} />;
export const TestimonialsPage = () => <KindListPage kind={TESTIMONIAL_KIND} />;
export const TestimonialEditorPage = () => <KindEditorPage kind={TESTIMONIAL_KIND} />;
export const FaqsPage = () => <KindListPage kind={FAQ_KIND} />;
export const FaqEditorPage = () => <KindEditorPage kind={FAQ_KIND} />;
export const LegalPagesPage = () => <KindListPage kind={LEGAL_KIND} />;
export const LegalPageEditorPage = () => <KindEditorPage kind={LEGAL_KIND} />;
export const FiguresPage = () => <KindListPage kind={FIGURE_KIND} />;
export const FigureEditorPage = () => <KindEditorPage kind={FIGURE_KIND} />;
export const StagesPage = () => <KindListPage kind={STAGE_KIND} />;
export const StageEditorPage = () => <KindEditorPage kind={STAGE_KIND} />;
export const PartnerLogosPage = () => <KindListPage kind={PARTNER_KIND} />;
export const PartnerLogoEditorPage = () => <KindEditorPage kind={PARTNER_KIND} />;
export const ProfilesPage = () => <KindListPage kind={PROFILE_KIND} />;
export const ProfileEditorPage = () => <KindEditorPage kind={PROFILE_KIND} />;
