import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { Public } from './access.js';

@Resolver()
export class FormsResolver {
  @Public()
  @Query(() => String, {
    description: 'A signed "form shown now" token, asked for when a form is shown (page load, overlay open); our own forms send it back as formToken (spam guard).',
  })
  formStart(@Ctx() { shared }: AppContext): string {
    return shared.formGuard.issueToken();
  }
}
