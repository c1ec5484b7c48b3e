import { Field, ID, InputType } from 'type-graphql';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import type { Permission } from '../../rules/access.js';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES, PERMISSIONS_NOT_FOR_KEYS, apiKeyExpiry, apiKeyName, apiKeyScopes } from '../../rules/keys.js';

@InputType('CreateApiKeyInput', { description: "What `createApiKey` takes: the new key's name, scopes and (optionally) expiry." })
export class CreateApiKeyInput {
  @Field(() => String, { description: `Required: what the key is for, as the list and the activity log show it; one line of at most ${API_KEY_NAME_MAX_LENGTH} characters.` })
  @Satisfies(apiKeyName)
  name!: string;

  @Field(() => [String], {
    description: `The permissions the key gets, one or more of ${API_KEY_SCOPES.join(', ')} (a \`:write\` brings its \`:read\`). Never ${PERMISSIONS_NOT_FOR_KEYS.join(' or ')}.`,
  })
  @Satisfies(apiKeyScopes)
  scopes!: Permission[];

  @Field(() => String, { nullable: true, description: 'When the key stops working: ISO 8601 with its offset (2027-01-31T00:00:00Z), in the future. Left out, it works until revoked.' })
  @Satisfies(apiKeyExpiry())
  expiresAt?: string | null;
}

@InputType('RevokeApiKeyInput', { description: 'What `revokeApiKey` takes: the key to revoke.' })
export class RevokeApiKeyInput {
  @Field(() => ID, { description: "The key's global id." })
  @RequiredId()
  id!: string;
}
