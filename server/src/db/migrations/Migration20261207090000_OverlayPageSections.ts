import { Migration } from '@mikro-orm/migrations';
import { FIRST_RUN_SECTIONS, SECTION_KIND } from '../../rules/content-kinds.js';
import { isEventSection, isOverlaySection, OVERLAY_SECTIONS } from '../../rules/page-sections.js';
import { addFirstRunRows } from './first-run-rows.js';

/**
 * The words of the Book a Demo and Talk to us overlays (client/src/content before P20) become the
 * first run's page texts of four new places, after the pages' own (`rules/page-sections.ts`).
 */
export class Migration20261207090000_OverlayPageSections extends Migration {
  override name = 'Migration20261207090000_OverlayPageSections';

  override up(): void | Promise<void> {
    const overlays = FIRST_RUN_SECTIONS.filter((row) => isOverlaySection(row.slug));
    // After the pages' own places (the events pages' came later: Migration20261207120000_EventsPageSections).
    addFirstRunRows(this, SECTION_KIND, overlays, FIRST_RUN_SECTIONS.filter((row) => !isOverlaySection(row.slug) && !isEventSection(row.slug)).length);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "content_items" where "type" = 'section' and "slug" in ('${OVERLAY_SECTIONS.join("', '")}');`);
  }
}
