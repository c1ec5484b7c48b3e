import { Migration } from '@mikro-orm/migrations';
import { FIGURE_KIND, FIRST_RUN_FIGURES, FIRST_RUN_HERO_FACTS, FIRST_RUN_SECTIONS, SECTION_KIND } from '../../rules/content-kinds.js';
import { isEventSection, isOverlaySection } from '../../rules/page-sections.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/**
 * The words of the public pages' sections (heroes, headings, leads: client/src/content before
 * P20) become the first run's page texts, one per place (`rules/page-sections.ts`), and the About
 * and Careers heroes' facts become figures placed there, after the figures the site already had.
 * Published, each with its first revision (`addFirstRunRows`).
 */
export class Migration20261206190000_PageSections extends Migration {
  override name = 'Migration20261206190000_PageSections';

  override up(): void | Promise<void> {
    // The overlays' places came later (Migration20261207090000_OverlayPageSections), the events pages' later still (Migration20261207120000_EventsPageSections).
    addFirstRunRows(this, SECTION_KIND, FIRST_RUN_SECTIONS.filter((row) => !isOverlaySection(row.slug) && !isEventSection(row.slug)));
    addFirstRunRows(this, FIGURE_KIND, FIRST_RUN_HERO_FACTS, FIRST_RUN_FIGURES.length);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, [SECTION_KIND]);
    this.addSql(`delete from "content_items" where "type" = 'figure' and "fields"->>'placement' in ('about', 'careers');`);
  }
}
