import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import type { Permission } from '../../rules/access.js';
import { API_KEY_PREFIX, API_KEY_STATUSES, type ApiKeyStatus } from '../../rules/keys.js';
import { apiKeyRecord } from './keys.record.js';

@ObjectType('ApiKey', { implements: Node, description: "An integrator's API key: sent as `Authorization: Bearer <key>`, it may do what its scopes allow, on GraphQL and REST alike." })
export class ApiKey extends Node {
  @Field(() => String, { description: 'What the key is for, as its creator named it.' })
  name!: string;

  @Field(() => String, { description: `The key's first characters (\`${API_KEY_PREFIX}\` and four more), to tell it apart; the rest of the key is never shown again.` })
  prefix!: string;

  @Field(() => [String], { description: 'The permissions it was given (`leads:read`, `careers:write`, ...); a `:write` brings its `:read`.' })
  scopes!: Permission[];

  @Field(() => String, { description: `One of ${API_KEY_STATUSES.join(', ')}: only an active key is accepted.` })
  status!: ApiKeyStatus;

  @Field(() => String, { description: 'The username of the admin who created it, as it was then.' })
  createdBy!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last used, to the minute (the first request of that minute); null if it never was.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it stops working; null: until revoked.' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it was not.' })
  revokedAt!: Date | null;
}

export const toApiKey = nodeFrom(ApiKey, apiKeyRecord);

export const ApiKeyConnection = connectionOf(ApiKey);

@ObjectType('CreateApiKeyPayload', { description: 'What `createApiKey` answers: the new key, and the key itself, this once.' })
export class CreateApiKeyPayload {
  @Field(() => String, { description: 'What to tell the admin: "API key created. Copy its secret now: it is not shown again."' })
  message!: string;

  @Field(() => String, { description: `The key to send as \`Authorization: Bearer <key>\`: \`${API_KEY_PREFIX}\` and 43 letters and digits. Shown in this answer only: the server keeps its hash.` })
  secret!: string;

  @Field(() => ApiKey, { description: 'The new key, as the list shows it.' })
  apiKey!: ApiKey;
}

@ObjectType('RevokeApiKeyPayload', { description: 'What `revokeApiKey` answers: the key, which no longer works.' })
export class RevokeApiKeyPayload {
  @Field(() => String, { description: 'What to tell the admin: "API key revoked: it stops working at once".' })
  message!: string;

  @Field(() => ApiKey, { description: 'The key, revoked.' })
  apiKey!: ApiKey;
}
