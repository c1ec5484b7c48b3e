import { Migration } from '@mikro-orm/migrations';

/**
 * The media library's images are part of what the kept pages and lists show (an image's alt text,
 * its focal point): a change to `media_assets` notifies the content topic, as a change of content
 * does, so every server drops what it keeps of the pages (`CHANGE_TOPICS.content`).
 */
export class Migration20261209090000_MediaChangeNotices extends Migration {
  override name = 'Migration20261209090000_MediaChangeNotices';

  override up(): void | Promise<void> {
    this.addSql(`create trigger "media_assets_changed" after insert or update or delete or truncate on "media_assets" for each statement execute function finmesh_notify_change('content');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "media_assets_changed" on "media_assets";`);
  }
}
