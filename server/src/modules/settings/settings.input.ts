import { Field, InputType, Int } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES, SETTINGS_RULES, SOCIAL_NETWORKS, type SiteSettingsValues, type SocialNetwork } from '../../rules/settings.js';
import type { Rule } from '../../rules/rule.js';

/** A field that may be left out (it stays as it is: null too, but for the image, where null is none); when given, the settings' own rule. */
const given =
  (field: keyof SiteSettingsValues): Rule =>
  (value) =>
    value === undefined || value === null ? null : SETTINGS_RULES[field](value);

@InputType('SocialLinkInput', { description: 'A profile of the site on a social network.' })
export class SocialLinkInput {
  @Field(() => String, { description: `One of ${SOCIAL_NETWORKS.join(', ')}.` })
  network!: SocialNetwork;

  @Field(() => String, { description: `The profile's https:// address, at most ${SETTINGS_LIMITS.url} characters.` })
  url!: string;
}

@InputType('UpdateSiteSettingsInput', {
  description: "What `updateSiteSettings` changes, with the `version` it was read at; a field left out stays as it is. A stale version changes nothing (CONFLICT).",
})
export class UpdateSiteSettingsInput {
  @Field(() => Int, { description: 'The version of the settings these changes were made to (`SiteSettings.version`).' })
  @Satisfies((value) => (Number.isInteger(value) && (value as number) >= 0 ? null : SETTINGS_MESSAGES.versionRequired))
  version!: number;

  @Field(() => String, { nullable: true, description: `The site's name, at most ${SETTINGS_LIMITS.siteName} characters.` })
  @Satisfies(given('siteName'))
  siteName?: string | null;

  @Field(() => String, { nullable: true, description: `A line under the name, at most ${SETTINGS_LIMITS.tagline} characters.` })
  @Satisfies(given('tagline'))
  tagline?: string | null;

  @Field(() => String, { nullable: true, description: 'The address visitors write to.' })
  @Satisfies(given('contactEmail'))
  contactEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The phone number as the site shows it (its tel: link is made from its digits).' })
  @Satisfies(given('phone'))
  phone?: string | null;

  @Field(() => [String], { nullable: true, description: `The postal address, a line each (at most ${SETTINGS_LIMITS.addressLines}).` })
  @Satisfies(given('addressLines'))
  addressLines?: string[] | null;

  @Field(() => [SocialLinkInput], { nullable: true, description: `The site's social profiles, in the order shown (at most ${SETTINGS_LIMITS.socialLinks}, each network once).` })
  @Satisfies(given('socialLinks'))
  socialLinks?: SocialLinkInput[] | null;

  @Field(() => String, { nullable: true, description: `The home page's title, and any page's without one (at most ${SETTINGS_LIMITS.seoTitle} characters).` })
  @Satisfies(given('seoTitle'))
  seoTitle?: string | null;

  @Field(() => String, { nullable: true, description: `The home page's description, and any page's without one (at most ${SETTINGS_LIMITS.seoDescription} characters).` })
  @Satisfies(given('seoDescription'))
  seoDescription?: string | null;

  @Field(() => String, { nullable: true, description: "The id of a media library image for link previews; null for the site's own picture." })
  @Satisfies(given('seoImageId'))
  seoImageId?: string | null;

  @Field(() => String, { nullable: true, description: `The cookie banner's title, at most ${SETTINGS_LIMITS.cookieBannerTitle} characters.` })
  @Satisfies(given('cookieBannerTitle'))
  cookieBannerTitle?: string | null;

  @Field(() => String, { nullable: true, description: `The cookie banner's text, at most ${SETTINGS_LIMITS.cookieBannerText} characters.` })
  @Satisfies(given('cookieBannerText'))
  cookieBannerText?: string | null;

  @Field(() => String, { nullable: true, description: 'The name outgoing mail is sent under (the address stays the configured one).' })
  @Satisfies(given('mailSenderName'))
  mailSenderName?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'On: visitors get the maintenance page (503) and the forms are closed; signed-in staff still see the site.' })
  @Satisfies(given('maintenanceMode'))
  maintenanceMode?: boolean | null;

  @Field(() => String, { nullable: true, description: `What the maintenance page says, at most ${SETTINGS_LIMITS.maintenanceMessage} characters.` })
  @Satisfies(given('maintenanceMessage'))
  maintenanceMessage?: string | null;
}
