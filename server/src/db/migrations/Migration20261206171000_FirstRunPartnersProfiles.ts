import { Migration } from '@mikro-orm/migrations';
import { PARTNER_KIND, PROFILE_KIND } from '../../rules/content-kinds.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/**
 * The partner logos and the people (the About page's team, Event Details' speakers) the site
 * showed before they could be edited (issue P20) become the first run's rows, published, in the
 * order the site showed them, each with its first revision (by the system): `addFirstRunRows`.
 */
const KINDS = [PARTNER_KIND, PROFILE_KIND];

export class Migration20261206171000_FirstRunPartnersProfiles extends Migration {
  override name = 'Migration20261206171000_FirstRunPartnersProfiles';

  override up(): void | Promise<void> {
    for (const kind of KINDS) addFirstRunRows(this, kind);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, KINDS);
  }
}
