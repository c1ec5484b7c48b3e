import { Migration } from '@mikro-orm/migrations';
import { EDGE_KIND, SERVICE_KIND, TILE_KIND, VALUE_KIND } from '../../rules/content-kinds.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/**
 * The lists of the Services, About and home pages as the site showed them before they could be
 * edited (issue P20): the Services page's six tabs, the About page's four values, the home page's
 * eight ecosystem tiles and its four Our Edge panels, become the first run's rows
 * (`addFirstRunRows`): published, in the site's order, each with its first revision.
 */
const KINDS = [SERVICE_KIND, VALUE_KIND, TILE_KIND, EDGE_KIND];

export class Migration20261206191000_FirstRunListKinds extends Migration {
  override name = 'Migration20261206191000_FirstRunListKinds';

  override up(): void | Promise<void> {
    for (const kind of KINDS) addFirstRunRows(this, kind);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, KINDS);
  }
}
