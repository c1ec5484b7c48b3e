import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Can, Public } from '../../graphql/access.js';
import { SETTINGS_MESSAGES } from '../../rules/settings.js';
import { ImageSources } from '../media/media.type.js';
import { UpdateSiteSettingsInput } from './settings.input.js';
import { SiteSettings, UpdateSiteSettingsPayload, toSiteSettings } from './settings.type.js';

/** The site's settings (issue P20): read by every public page; changed with `settings:manage`. */
@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Public()
  @Query(() => SiteSettings, { description: "The site's settings: what every public page shows of them is public; a few fields need `settings:manage`." })
  async siteSettings(@Ctx() { services }: AppContext): Promise<SiteSettings> {
    return toSiteSettings(await services.settings.current());
  }

  @FieldResolver(() => ImageSources, { nullable: true, description: "The default sharing image (`og:image`) of every page without one of its own; null: the site's own picture." })
  async seoImage(@Root() settings: SiteSettings, @Ctx() { services }: AppContext): Promise<ImageSources | null> {
    const image = await services.settings.seoImage(settings);
    return image ? Object.assign(new ImageSources(), image) : null;
  }

  @Can('settings:manage')
  @Mutation(() => UpdateSiteSettingsPayload, { description: 'Saves the settings given, if `version` is still the current one (CONFLICT otherwise, with nothing changed); every public page shows them within a second, on every server.' })
  async updateSiteSettings(
    @Arg('input', () => UpdateSiteSettingsInput, { description: 'What to change, and the version it was read at.' }) input: UpdateSiteSettingsInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<UpdateSiteSettingsPayload> {
    const saved = await services.settings.update(input, await requireSignedIn());
    return { message: SETTINGS_MESSAGES.saved, siteSettings: toSiteSettings(saved) };
  }
}
