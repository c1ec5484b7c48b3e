import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PersonalDataArea', { description: 'What one area of the product holds about an email address (data-subject requests).' })
export class PersonalDataArea {
  @Field(() => String, { description: "The area's file in the export, without `.json`: `contact-submissions`, `demo-requests`, `applications`, `subscribers`, `emails`, `email-recipients`." })
  name!: string;

  @Field(() => String, { description: 'What the Privacy screen calls it ("Contact messages").' })
  label!: string;

  @Field(() => Int, { description: 'How many records of it hold the address.' })
  count!: number;
}

@ObjectType('PrivacyLookup', { description: 'What the product holds about an email address, area by area, before it is exported or erased.' })
export class PrivacyLookup {
  @Field(() => String, { description: 'The address as the product stores it (normalised: trimmed, lower-cased, its domain in Unicode).' })
  email!: string;

  @Field(() => [PersonalDataArea], { description: 'Each area that may hold an address, with how many of its records hold this one.' })
  areas!: PersonalDataArea[];

  @Field(() => Int, { description: 'How many records hold the address, in all areas.' })
  total!: number;

  @Field(() => Boolean, { description: 'Whether the address was erased before and is on the suppression list (kept as a keyed hash only).' })
  suppressed!: boolean;
}

@ObjectType('ExportPersonPayload', { description: "What `exportPerson` answers: a download link for the address's ZIP, good for a minute." })
export class ExportPersonPayload {
  @Field(() => String, { description: 'The link to open (a path of this server): it streams the ZIP as an attachment. It holds no readable address and needs no token.' })
  url!: string;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt!: Date;
}

@ObjectType('ErasePersonPayload', { description: 'What `erasePerson` answers: what was erased, area by area.' })
export class ErasePersonPayload {
  @Field(() => String, { description: 'What to tell the admin: "Erased 3 records. The address is now on the suppression list."' })
  message!: string;

  @Field(() => String, { description: 'The address erased, as the product stored it.' })
  email!: string;

  @Field(() => [PersonalDataArea], { description: 'How many records of each area were deleted.' })
  areas!: PersonalDataArea[];

  @Field(() => Int, { description: 'How many records were deleted in all.' })
  total!: number;

  @Field(() => Int, { description: "How many of the records' files were deleted from the file store." })
  files!: number;
}
