import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { SignedIn } from '../../graphql/access.js';
import { Dashboard, toDashboard } from './dashboard.type.js';

@Resolver()
export class DashboardResolver {
  @SignedIn()
  @Query(() => Dashboard, { description: 'The back office’s figures: each section only for those who may read its list.' })
  async dashboard(@Ctx() { services, requireSignedIn }: AppContext): Promise<Dashboard> {
    return toDashboard(await services.dashboard.figures(await requireSignedIn()));
  }
}
