import { Authorized, Field, Int, ObjectType } from 'type-graphql';
import { SOCIAL_NETWORKS } from '../../rules/settings.js';
import { siteSettingsRecord } from './settings.record.js';
import type { SiteSettings as Settings } from './settings.service.js';

@ObjectType('SocialLink', { description: 'A profile of the site on a social network.' })
export class SocialLink {
  @Field(() => String, { description: `One of ${SOCIAL_NETWORKS.join(', ')}.` })
  network!: string;

  @Field(() => String, { description: "The profile's https:// address." })
  url!: string;
}

/**
 * The site's settings. Visitors' pages read the public fields; the name mail is signed with, the
 * maintenance message and who saved them last need `settings:manage`.
 */
@ObjectType('SiteSettings', { description: "The site's name, contact details, social links, default SEO, cookie banner and maintenance mode." })
export class SiteSettings {
  @Field(() => String, { description: "The site's name: in its header, footer, page titles and emails." })
  siteName!: string;

  @Field(() => String, { description: "A line under the name: the home page's headline." })
  tagline!: string;

  @Field(() => String, { description: 'The address visitors write to.' })
  contactEmail!: string;

  @Field(() => String, { description: 'The phone number as the site shows it.' })
  phone!: string;

  @Field(() => String, { description: 'Its tel: link (its digits and a leading +).' })
  phoneHref!: string;

  @Field(() => [String], { description: 'The postal address, a line each.' })
  addressLines!: string[];

  @Field(() => [SocialLink], { description: 'The social profiles, in the order shown.' })
  socialLinks!: SocialLink[];

  @Field(() => String, { description: "The home page's title, and any page's without one." })
  seoTitle!: string;

  @Field(() => String, { description: "The home page's description, and any page's without one." })
  seoDescription!: string;

  @Field(() => String, { nullable: true, description: "A media library image's id for link previews; null: the site's own picture." })
  seoImageId!: string | null;

  @Field(() => String, { description: "The cookie banner's title." })
  cookieBannerTitle!: string;

  @Field(() => String, { description: "The cookie banner's text." })
  cookieBannerText!: string;

  @Field(() => Boolean, { description: 'On: visitors get the maintenance page (503) and the forms are closed; signed-in staff still see the site, with a banner.' })
  maintenanceMode!: boolean;

  @Field(() => Int, { description: 'One more on every save: send it back with `updateSiteSettings`, which refuses a stale one.' })
  version!: number;

  @Field(() => Date, { nullable: true, description: 'When they were last saved; null: never (the first run\'s values).' })
  updatedAt!: Date | null;

  @Authorized('settings:manage')
  @Field(() => String, { description: 'The name outgoing mail is sent under. Needs `settings:manage`.' })
  mailSenderName!: string;

  @Authorized('settings:manage')
  @Field(() => String, { description: 'What the maintenance page says. Needs `settings:manage`.' })
  maintenanceMessage!: string;

  @Authorized('settings:manage')
  @Field(() => String, { nullable: true, description: 'Who saved them last (a username or key name). Needs `settings:manage`.' })
  updatedBy!: string | null;
}

export function toSiteSettings(settings: Settings): SiteSettings {
  const { _id: _unused, ...fields } = siteSettingsRecord.of(settings);
  return Object.assign(new SiteSettings(), fields);
}

@ObjectType('UpdateSiteSettingsPayload', { description: 'What `updateSiteSettings` answers.' })
export class UpdateSiteSettingsPayload {
  @Field(() => String, { description: 'Says they were saved.' })
  message!: string;

  @Field(() => SiteSettings, { description: 'The settings as saved, with their new version.' })
  siteSettings!: SiteSettings;
}
