import { Migration } from '@mikro-orm/migrations';
import { STORY_KIND, TESTIMONIAL_KIND } from '../../rules/content-kinds.js';
import { firstRunRowsDownSql, firstRunRowsSql } from './first-run-rows.js';

/**
 * The success stories and testimonials the site showed before they could be edited (issue P20)
 * become the first run's rows, published, in the order the site showed them (`position`), each
 * with its first revision (by the system). Not demo content: a site started without demo content
 * shows them too. The `content` topic's triggers (Migration20261206150000_ContentItems) tell
 * every server when they change. Its own two kinds only: later kinds have migrations of their own.
 */
const KINDS = [STORY_KIND, TESTIMONIAL_KIND];

export class Migration20261206160000_FirstRunStoriesTestimonials extends Migration {
  override name = 'Migration20261206160000_FirstRunStoriesTestimonials';

  override up(): void | Promise<void> {
    for (const sql of firstRunRowsSql(KINDS)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(firstRunRowsDownSql(KINDS));
  }
}
