import { Migration } from '@mikro-orm/migrations';
import { PARTNER_KIND, PROFILE_KIND } from '../../rules/content-kinds.js';
import { firstRunRowsDownSql, firstRunRowsSql } from './first-run-rows.js';

/**
 * The partner logos and the people (the About page's team, Event Details' speakers) the site
 * showed before they could be edited (issue P20) become the first run's rows, published, in the
 * order the site showed them, each with its first revision (by the system), as the stories and
 * testimonials did (Migration20261206160000_FirstRunStoriesTestimonials).
 */
const KINDS = [PARTNER_KIND, PROFILE_KIND];

export class Migration20261206171000_FirstRunPartnersProfiles extends Migration {
  override name = 'Migration20261206171000_FirstRunPartnersProfiles';

  override up(): void | Promise<void> {
    for (const sql of firstRunRowsSql(KINDS)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(firstRunRowsDownSql(KINDS));
  }
}
