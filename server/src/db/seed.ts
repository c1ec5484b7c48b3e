import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import type { EntityManager } from './orm.js';

/**
 * Demo content for a first run, so a newcomer sees a living product. Runs once, on the start
 * that creates the database; set SEED_DEMO_CONTENT=false to start empty.
 */
export async function seedDemoContent(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const email of ['ananya.rao@example.com', 'marcus.lee@example.com', 'priya.shah@example.com']) {
      tx.create(SubscriberEntity, { email });
    }
  });
}
