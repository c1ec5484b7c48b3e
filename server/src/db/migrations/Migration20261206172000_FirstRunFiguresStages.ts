import { Migration } from '@mikro-orm/migrations';
import { FIGURE_KIND, STAGE_KIND } from '../../rules/content-kinds.js';
import { firstRunRowsSql, kindRowsDeleteSql } from './first-run-rows.js';

/**
 * The home page's figures (the hero's three, the Services page's three impact counters) and the
 * borrower chart's stages, as the site showed them before they could be edited (issue P20),
 * become the first run's rows: published, in the site's order, each with its first revision.
 */
const KINDS = [FIGURE_KIND, STAGE_KIND];

export class Migration20261206172000_FirstRunFiguresStages extends Migration {
  override name = 'Migration20261206172000_FirstRunFiguresStages';

  override up(): void | Promise<void> {
    for (const statement of firstRunRowsSql(KINDS)) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    this.addSql(kindRowsDeleteSql(KINDS));
  }
}
