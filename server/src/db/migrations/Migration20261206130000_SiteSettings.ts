import { Migration } from '@mikro-orm/migrations';
import { FIRST_RUN_SETTINGS } from '../../rules/settings.js';

/**
 * The site's settings (issue P20): one row (the unique index on a constant holds it to one), first
 * the site as it was before they could be edited (`FIRST_RUN_SETTINGS`: the company's name and
 * address, the client's social links, cookie banner and home page head), so a new installation
 * shows the same site. Every change notifies the change feed's topic `site` (as `jobs` does,
 * Migration20261124200000_ChangeNotices), so every server drops its kept pages at once.
 */
/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261206130000_SiteSettings extends Migration {
  override name = 'Migration20261206130000_SiteSettings';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_settings" (
      "id" uuid not null, "site_name" text not null, "tagline" text not null, "contact_email" text not null, "phone" text not null,
      "address_lines" text[] not null, "social_links" jsonb not null, "seo_title" text not null, "seo_description" text not null, "seo_image_id" uuid null,
      "cookie_banner_title" text not null, "cookie_banner_text" text not null, "mail_sender_name" text not null, "maintenance_mode" boolean not null,
      "maintenance_message" text not null, "version" int not null, "updated_at" timestamptz not null, "updated_by_id" uuid null, "updated_by_name" text null,
      primary key ("id"));`);
    this.addSql(`create unique index "site_settings_one_row" on "site_settings" ((true));`);
    const first = FIRST_RUN_SETTINGS;
    this.addSql(
      `insert into "site_settings" ("id", "site_name", "tagline", "contact_email", "phone", "address_lines", "social_links", "seo_title", "seo_description", "seo_image_id",
        "cookie_banner_title", "cookie_banner_text", "mail_sender_name", "maintenance_mode", "maintenance_message", "version", "updated_at")
       values (finmesh_uuid_v7(), ${[first.siteName, first.tagline, first.contactEmail, first.phone].map(literal).join(', ')},
        array[${first.addressLines.map(literal).join(', ')}]::text[], ${literal(JSON.stringify(first.socialLinks))}::jsonb, ${literal(first.seoTitle)}, ${literal(first.seoDescription)}, null,
        ${[first.cookieBannerTitle, first.cookieBannerText, first.mailSenderName].map(literal).join(', ')}, false, ${literal(first.maintenanceMessage)}, 1, now());`,
    );
    this.addSql(`create trigger "site_settings_changed" after insert or update or delete or truncate on "site_settings" for each statement execute function finmesh_notify_change('site');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_settings" cascade;`);
  }
}
