import { Migration } from '@mikro-orm/migrations';
import { STORY_KIND, TESTIMONIAL_KIND } from '../../rules/content-kinds.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/** The success stories and testimonials the site showed before they could be edited (issue P20) become the first run's rows (`addFirstRunRows`). */
const KINDS = [STORY_KIND, TESTIMONIAL_KIND];

export class Migration20261206160000_FirstRunStoriesTestimonials extends Migration {
  override name = 'Migration20261206160000_FirstRunStoriesTestimonials';

  override up(): void | Promise<void> {
    for (const kind of KINDS) addFirstRunRows(this, kind);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, KINDS);
  }
}
