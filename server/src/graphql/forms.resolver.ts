import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';

@Resolver()
export class FormsResolver {
  @Query(() => String, {
    description: 'A signed "form opened now" token; our own forms send it back as formToken with the submission (spam guard).',
  })
  formStart(@Ctx() { shared }: AppContext): string {
    return shared.formGuard.issueToken();
  }
}
