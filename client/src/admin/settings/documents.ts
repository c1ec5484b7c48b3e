import { graphql } from '../gql';

/** Everything the Settings screen edits, with the version its save names. */
export const AdminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      siteName
      tagline
      contactEmail
      phone
      addressLines
      socialLinks {
        network
        url
      }
      seoTitle
      seoDescription
      seoImageId
      cookieBannerTitle
      cookieBannerText
      mailSenderName
      maintenanceMode
      maintenanceMessage
      version
      updatedAt
      updatedBy
    }
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      message
      siteSettings {
        version
        maintenanceMode
      }
    }
  }
`);
