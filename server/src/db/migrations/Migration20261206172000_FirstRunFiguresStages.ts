import { Migration } from '@mikro-orm/migrations';
import { FIGURE_KIND, FIRST_RUN_FIGURES, STAGE_KIND } from '../../rules/content-kinds.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/**
 * The home page's figures (the hero's three, the Services page's three impact counters) and the
 * borrower chart's stages, as the site showed them before they could be edited (issue P20),
 * become the first run's rows (`addFirstRunRows`): published, in the site's order, each with its first revision.
 */
const KINDS = [FIGURE_KIND, STAGE_KIND];

export class Migration20261206172000_FirstRunFiguresStages extends Migration {
  override name = 'Migration20261206172000_FirstRunFiguresStages';

  override up(): void | Promise<void> {
    // The figures as they were then (the About and Careers heroes' facts came later: Migration20261206190000_PageSections).
    addFirstRunRows(this, FIGURE_KIND, FIRST_RUN_FIGURES);
    addFirstRunRows(this, STAGE_KIND);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, KINDS);
  }
}
