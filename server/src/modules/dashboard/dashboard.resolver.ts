import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { SignedIn } from '../../graphql/access.js';
import { adminSessionOf } from '../admin/admin.service.js';
import { Dashboard, MarkListSeenInput, MarkListSeenPayload, NewItems, toDashboard } from './dashboard.type.js';

@Resolver()
export class DashboardResolver {
  @SignedIn()
  @Query(() => Dashboard, { description: 'The back office’s figures: each section only for those who may read its list.' })
  async dashboard(@Ctx() { services, requireSignedIn }: AppContext): Promise<Dashboard> {
    return toDashboard(await services.dashboard.figures(await requireSignedIn()));
  }

  @SignedIn()
  @Query(() => [NewItems], { description: 'Per list the admin may open, what arrived since they last opened it (the sidebar’s counts).' })
  async newItems(@Ctx() { services, requireSignedIn }: AppContext): Promise<NewItems[]> {
    return services.newItems.counts(adminSessionOf(await requireSignedIn()));
  }

  @SignedIn()
  @Mutation(() => MarkListSeenPayload, { description: 'The admin opened the list of `screen`: what arrived until now is no longer new to them.' })
  async markListSeen(@Arg('input', () => MarkListSeenInput, { description: 'The list the admin opened.' }) input: MarkListSeenInput, @Ctx() { services, requireSignedIn }: AppContext): Promise<MarkListSeenPayload> {
    await services.newItems.markSeen(adminSessionOf(await requireSignedIn()), input.screen);
    return { success: true };
  }
}
