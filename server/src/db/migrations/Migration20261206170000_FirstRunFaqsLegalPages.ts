import { Migration } from '@mikro-orm/migrations';
import { FAQ_KIND, LEGAL_KIND } from '../../rules/content-kinds.js';
import { addFirstRunRows, removeKindRows } from './first-run-rows.js';

/**
 * The Contact page's FAQs and the legal pages' text (the Privacy Policy and the Terms of Use, today's
 * words as rich-text documents) become the first run's rows (`addFirstRunRows`), published.
 */
const KINDS = [FAQ_KIND, LEGAL_KIND];

export class Migration20261206170000_FirstRunFaqsLegalPages extends Migration {
  override name = 'Migration20261206170000_FirstRunFaqsLegalPages';

  override up(): void | Promise<void> {
    for (const kind of KINDS) addFirstRunRows(this, kind);
  }

  override down(): void | Promise<void> {
    removeKindRows(this, KINDS);
  }
}
