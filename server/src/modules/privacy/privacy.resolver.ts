import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Can, StepUp } from '../../graphql/access.js';
import { PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { ErasePersonInput, ExportPersonInput } from './privacy.input.js';
import { ErasePersonPayload, ExportPersonPayload, PrivacyLookup } from './privacy.type.js';

/** Data-subject requests (issue P15), for those who may handle them (`privacy:manage`). */
@Resolver()
export class PrivacyResolver {
  @Can('privacy:manage')
  @Query(() => PrivacyLookup, { description: 'What the product holds about an email address, area by area: what `exportPerson` would export and `erasePerson` erase.' })
  privacyLookup(@Arg('email', () => String, { description: 'The email address to look up.' }) email: string, @Ctx() { services }: AppContext): Promise<PrivacyLookup> {
    return services.privacy.lookup(email);
  }

  @Can('privacy:manage')
  @StepUp()
  @Mutation(() => ExportPersonPayload, {
    description: "A one-minute download link for everything held about an email address, as one ZIP (a JSON file per area, the records' files, the events about them).",
  })
  async exportPerson(
    @Arg('input', () => ExportPersonInput, { description: 'The address to export.' }) input: ExportPersonInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<ExportPersonPayload> {
    return services.privacy.link(await requireSignedIn(), input.email);
  }

  @Can('privacy:manage')
  @StepUp()
  @Mutation(() => ErasePersonPayload, {
    description:
      "Erases everything held about an email address in one step (records, their files, mail, what events say of who sent them) and puts the address's keyed hash on the suppression list. Cannot be undone.",
  })
  async erasePerson(
    @Arg('input', () => ErasePersonInput, { description: 'The address, and the same address again to confirm.' }) input: ErasePersonInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<ErasePersonPayload> {
    const erased = await services.privacy.erase(input.email, input.confirm, await requireSignedIn());
    return { message: PRIVACY_MESSAGES.erased(erased.total), email: erased.email, areas: erased.areas, total: erased.total, files: erased.files };
  }
}
