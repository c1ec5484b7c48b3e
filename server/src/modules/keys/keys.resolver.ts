import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { Can, StepUp } from '../../graphql/access.js';
import { ConnectionArgs, idOf } from '../../graphql/relay.js';
import { API_KEY_MESSAGES } from '../../rules/keys.js';
import { CreateApiKeyInput, RevokeApiKeyInput } from './keys.input.js';
import { type ApiKey, ApiKeyConnection, CreateApiKeyPayload, RevokeApiKeyPayload, toApiKey } from './keys.type.js';

/** API keys (issue P15), for Owners (`keys:manage`). */
@Resolver()
export class KeysResolver {
  @Can('keys:manage')
  @Query(() => ApiKeyConnection, { description: 'The API keys, newest first, revoked and expired ones included.' })
  apiKeys(@Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() { services }: AppContext): Promise<Connection<ApiKey>> {
    return services.keys.list(page, toApiKey);
  }

  @Can('keys:manage')
  @StepUp()
  @Mutation(() => CreateApiKeyPayload, { description: 'Creates an API key with the scopes given; its secret is in this answer only.' })
  async createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: "The key's name, scopes and expiry." }) input: CreateApiKeyInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<CreateApiKeyPayload> {
    const { key, secret } = await services.keys.create(input, await requireSignedIn());
    return { message: API_KEY_MESSAGES.created, secret, apiKey: toApiKey(key) };
  }

  @Can('keys:manage')
  @Mutation(() => RevokeApiKeyPayload, { description: 'Revokes an API key: its next request, on any server, is refused.' })
  async revokeApiKey(
    @Arg('input', () => RevokeApiKeyInput, { description: 'The key to revoke.' }) input: RevokeApiKeyInput,
    @Ctx() { services }: AppContext,
  ): Promise<RevokeApiKeyPayload> {
    const key = await services.keys.revoke(idOf(input.id, 'ApiKey', API_KEY_MESSAGES.notFound));
    return { message: API_KEY_MESSAGES.revoked, apiKey: toApiKey(key) };
  }
}
