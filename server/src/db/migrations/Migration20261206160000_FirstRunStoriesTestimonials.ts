import { Migration } from '@mikro-orm/migrations';
import { STORY_KIND, TESTIMONIAL_KIND } from '../../rules/content-kinds.js';
import { firstRunRowsSql, kindRowsDeleteSql } from './first-run-rows.js';

/**
 * The success stories and testimonials the site showed before they could be edited (issue P20)
 * become the first run's rows, published, in the order the site showed them (`position`), each
 * with its first revision (by the system). Not demo content: a site started without demo content
 * shows them too. The `content` topic's triggers (Migration20261206150000_ContentItems) tell
 * every server when they change.
 */
const KINDS = [STORY_KIND, TESTIMONIAL_KIND];

export class Migration20261206160000_FirstRunStoriesTestimonials extends Migration {
  override name = 'Migration20261206160000_FirstRunStoriesTestimonials';

  override up(): void | Promise<void> {
    for (const statement of firstRunRowsSql(KINDS)) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    this.addSql(kindRowsDeleteSql(KINDS));
  }
}
