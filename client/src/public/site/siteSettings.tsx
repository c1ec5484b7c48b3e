import { FIRST_RUN_SETTINGS, phoneHrefOf, socialLinkLabel, type SocialNetwork } from '@rules/settings';
import { createContext, use, type ReactNode } from 'react';
import type { SocialProfile } from '../../ui/SocialIcon';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import type { SiteSettingsQuery as SiteSettingsResult } from '../gql/graphql';

/**
 * The site's settings as its pages show them (issue P20): the name, contact details, social links,
 * default head, cookie banner and whether maintenance mode is on. The layout reads them with one
 * page query (`SiteSettingsProvider`, in `PublicPage`); what the server renders reads them with
 * `useSiteSettings`, and islands get what they need of them in their props.
 */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      siteName
      tagline
      contactEmail
      phone
      phoneHref
      addressLines
      socialLinks {
        network
        url
      }
      seoTitle
      seoDescription
      seoImageId
      seoImage {
        src
      }
      cookieBannerTitle
      cookieBannerText
      maintenanceMode
    }
  }
`);

export type SiteSettings = SiteSettingsResult['siteSettings'];

/**
 * What a page shows when the settings could not be read (the page is then a 503 that no one
 * keeps), and what the build checks every page with: the first run's values.
 */
export const FIRST_RUN_SITE: SiteSettings = {
  __typename: 'SiteSettings',
  ...FIRST_RUN_SETTINGS,
  seoImage: null,
  phoneHref: phoneHrefOf(FIRST_RUN_SETTINGS.phone),
  socialLinks: FIRST_RUN_SETTINGS.socialLinks.map((link) => ({ __typename: 'SocialLink', ...link })),
};

/** The settings of the page being rendered (`SiteSettingsProvider` reads them; a part rendered apart, `KeptMarkup`, passes them on). */
export const SiteSettingsContext = createContext<SiteSettings>(FIRST_RUN_SITE);

/** Reads the settings once for the page being rendered, for everything inside. */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = usePageQuery(SiteSettingsQuery, {});
  return <SiteSettingsContext value={data?.siteSettings ?? FIRST_RUN_SITE}>{children}</SiteSettingsContext>;
}

export function useSiteSettings(): SiteSettings {
  return use(SiteSettingsContext);
}

/** The social links as the site's round icons show them, named after the site ("Finmesh on LinkedIn"). */
export function socialProfilesOf(settings: Pick<SiteSettings, 'siteName' | 'socialLinks'>): SocialProfile[] {
  return settings.socialLinks.map(({ network, url }) => ({ network: network as SocialNetwork, label: socialLinkLabel(settings.siteName, network as SocialNetwork), href: url }));
}
