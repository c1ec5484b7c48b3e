import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { AdminPrincipal } from '../../domain/principal.js';
import { mayUseScreen } from '../../rules/admin-screens.js';
import { NEW_ITEM_SCREENS, NEW_ITEMS_LIMIT, NEW_ITEMS_MESSAGES, isNewItemScreen, type NewItemScreen } from '../../rules/dashboard.js';
import { ListVisitEntity } from './dashboard.entity.js';

/** Where each list's arrivals are counted: its table and arrival column (held spam apart). */
const ARRIVALS: Readonly<Record<NewItemScreen, { table: string; at: string }>> = {
  formSubmissions: { table: 'contact_submissions', at: 'created_at' },
  demoRequests: { table: 'demo_requests', at: 'created_at' },
  careers: { table: 'job_applications', at: 'applied_at' },
  newsletter: { table: 'subscribers', at: 'subscribed_at' },
};

/**
 * "New since you last opened it" (issue P14): per list the admin may use, how many records
 * arrived after their last visit (or since their account was made), up to `NEW_ITEMS_LIMIT`; each
 * count is one range of the list's index. Visits are rows, so every replica answers the same.
 */
export class NewItemsService {
  constructor(private readonly em: EntityManager) {}

  async counts(admin: AdminPrincipal): Promise<{ screen: NewItemScreen; count: number }[]> {
    const screens = NEW_ITEM_SCREENS.filter((screen) => mayUseScreen(screen, admin.permissions));
    const [visits, [account]] = await Promise.all([
      this.em.find(ListVisitEntity, { adminId: admin.adminId }),
      this.em.execute<{ created_at: Date | string }[]>('select created_at from admins where id = ?', [admin.adminId]),
    ]);
    const since = (screen: NewItemScreen) => visits.find((visit) => visit.screen === screen)?.seenAt ?? new Date(account?.created_at ?? 0);
    return Promise.all(
      screens.map(async (screen) => {
        const { table, at } = ARRIVALS[screen];
        const [row] = await this.em.execute<{ count: number }[]>(
          `select count(*)::int as count from (select 1 from "${table}" where spam = false and "${at}" > ? limit ${NEW_ITEMS_LIMIT}) arrived`,
          [since(screen)],
        );
        return { screen, count: row?.count ?? 0 };
      }),
    );
  }

  /** The admin has opened `screen`: what arrived until now is no longer new to them. */
  async markSeen(admin: AdminPrincipal, screen: string): Promise<void> {
    if (!isNewItemScreen(screen) || !mayUseScreen(screen, admin.permissions)) throw InvalidInputError.field('screen', NEW_ITEMS_MESSAGES.screenUnknown);
    await this.em.execute(
      `insert into list_visits (admin_id, screen, seen_at) values (?, ?, ?) on conflict (admin_id, screen) do update set seen_at = excluded.seen_at`,
      [admin.adminId, screen, new Date()],
    );
  }
}
