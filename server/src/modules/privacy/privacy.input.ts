import { Field, InputType } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { privacyEmail } from '../../rules/privacy.js';

@InputType('ExportPersonInput', { description: 'What `exportPerson` takes: the email address whose data to export.' })
export class ExportPersonInput {
  @Field(() => String, { description: 'The email address, as the person gave it (any spelling of it: case, spaces around it, a Unicode or `xn--` domain).' })
  @Satisfies(privacyEmail)
  email!: string;
}

@InputType('ErasePersonInput', { description: 'What `erasePerson` takes: the address, and the same address again to confirm.' })
export class ErasePersonInput {
  @Field(() => String, { description: 'The email address whose data to erase.' })
  @Satisfies(privacyEmail)
  email!: string;

  @Field(() => String, { description: 'The same address typed again: the erasure cannot be undone.' })
  // Compared with `email` by the erasure itself (`PRIVACY_MESSAGES.confirmMismatch`).
  @Satisfies(() => null)
  confirm!: string;
}
