import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail, SatisfiesWith } from '../../domain/validation.js';
import { CONTACT_SOURCES, CONTACT_STATUSES, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, OTHER_ROLE, contactRules, type ContactSourceValue, type ContactStatusValue } from '../../rules/contact.js';
import { nationalPart, normalizeCallingCode } from '../../rules/phone.js';
import { allOf, isBlank, optionalLines, optionalText } from '../../rules/rule.js';
import { RecordInput } from '../../graphql/spam.js';

export const ContactFormSource = graphqlEnum('ContactFormSource', CONTACT_SOURCES, {
  description: 'The Contact page, or the Services page\u2019s "Talk to us" form.',
  values: {
    contact: 'The Contact page\u2019s form.',
    services: 'The Services page\u2019s "Talk to us" form.',
  },
});
export type ContactFormSource = ContactSourceValue;

/** Submission statuses; GraphQL names cannot hold a dash, so `in_progress` stands for "in-progress". */
export const ContactStatus = graphqlEnum('ContactStatus', CONTACT_STATUSES, {
  description: 'Where a contact message stands in the back office; admins may set any status from any other.',
  values: {
    new: 'Not yet handled: where every message starts (and where a held one goes when filed as not spam).',
    'in-progress': 'Being handled; stored and shown as "in-progress".',
    completed: 'Handled.',
    archived: 'Put away.',
  },
});
export type ContactStatus = ContactStatusValue;

/** Required on the Contact page; on the Services form only checked when given. */
const onContactPage = (input: SubmitContactFormInput) => input.source !== ContactFormSource.services;
/** Checked when the page requires it, or when given at all. */
const requiredOnContactPageOrGiven = (field: 'country' | 'role') => (input: SubmitContactFormInput) => onContactPage(input) || !isBlank(input[field]);

@InputType('SubmitContactFormInput', { description: 'What `submitContactForm` takes: the Contact page form\u2019s fields, or the "Talk to us" form\u2019s.' })
export class SubmitContactFormInput extends GuardedInput {
  @Field(() => ContactFormSource, { nullable: true, description: 'Defaults to contact.' })
  @IsOptional()
  @IsIn(CONTACT_SOURCES, { message: `source must be ${CONTACT_SOURCES.join(' or ')}` })
  source?: ContactFormSource | null;

  @Field(() => String, { nullable: true, description: 'Optional; one line of at most 40 characters, such as she/her or they/them (a label such as "She/her" is stored as its value).' })
  @Satisfies(optionalText('Pronoun', 40))
  pronoun?: string | null;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(contactRules.firstName)
  @Satisfies(optionalText('First name', 100))
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; one line of at most 100 characters.' })
  @Satisfies(optionalText('Middle name', 100))
  middleName?: string | null;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(contactRules.lastName)
  @Satisfies(optionalText('Last name', 100))
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; one line of at most 200 characters.' })
  @Satisfies(optionalText('Company name', 200))
  companyName?: string | null;

  @Field(() => String, { description: 'Required: the address to answer at.' })
  @SatisfiesEmail(contactRules.email)
  email!: string;

  @Field(() => Boolean, { nullable: true, description: 'Also subscribe the address to the newsletter.' })
  @IsOptional()
  @IsBoolean({ message: 'newsletter must be true or false' })
  newsletter?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Country name; required on the Contact page, optional on the Services form.' })
  @ValidateIf(requiredOnContactPageOrGiven('country'))
  @Satisfies(contactRules.country)
  @Satisfies(optionalText('Country', 100))
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Calling code, for example +91; +1 when left out.' })
  @Satisfies(optionalText('Country code', 8))
  countryCode?: string | null;

  @Field(() => String, { nullable: true, description: 'With or without the calling code; 7 to 15 digits without it. Required on the Contact page, optional on the Services form.' })
  @ValidateIf((input: SubmitContactFormInput) => onContactPage(input) || !isBlank(input.phoneNumber))
  @SatisfiesWith<SubmitContactFormInput>((value, input) =>
    contactRules.phoneNumber(typeof value === 'string' ? nationalPart(value, normalizeCallingCode(input.countryCode)) : value),
  )
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Optional: the landline's country name, one line of at most 100 characters." })
  @Satisfies(optionalText('Landline country', 100))
  landlineCountry?: string | null;

  @Field(() => String, { nullable: true, description: "The landline's calling code, for example +91; countryCode's when left out." })
  @Satisfies(optionalText('Landline country code', 8))
  landlineCountryCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional; 6 to 15 digits.' })
  @ValidateIf((input: SubmitContactFormInput) => !isBlank(input.landlineNumber))
  @SatisfiesWith<SubmitContactFormInput>((value, input) =>
    contactRules.landlineNumber(typeof value === 'string' ? nationalPart(value, normalizeCallingCode(input.landlineCountryCode)) : value),
  )
  landlineNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Investor, Borrower, Advisor or Other (required on the Contact page); on the Services form, what the visitor looks for.' })
  @ValidateIf(requiredOnContactPageOrGiven('role'))
  @Satisfies(contactRules.role)
  @Satisfies(optionalText('Role', 100))
  role?: string | null;

  @Field(() => String, { nullable: true, description: 'The role in the visitor\u2019s own words, when role is Other.' })
  @ValidateIf((input: SubmitContactFormInput) => input.role === OTHER_ROLE || !isBlank(input.customRole))
  @Satisfies(contactRules.customRole)
  @Satisfies(optionalText('Role', 100))
  customRole?: string | null;

  @Field(() => String, { description: `Required: ${MESSAGE_MIN_LENGTH} to ${MESSAGE_MAX_LENGTH} characters once trimmed.` })
  @Satisfies(contactRules.message)
  message!: string;
}

@InputType('UpdateContactSubmissionStatusInput', { description: 'What `updateContactSubmissionStatus` takes: the message, and its new status.' })
export class UpdateContactSubmissionStatusInput {
  @Field(() => ID, { description: "The message's global id." })
  @RequiredId()
  id!: string;

  @Field(() => ContactStatus, { description: 'The status to set; any status may follow any other.' })
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status!: ContactStatus;
}

@InputType('ReplyToContactSubmissionInput', { description: 'What `replyToContactSubmission` takes: the message answered, and the reply.' })
export class ReplyToContactSubmissionInput {
  @Field(() => ID, { description: "The message's global id." })
  @RequiredId()
  id!: string;

  @Field(() => String, { description: 'The reply, plain text of at most 10,000 characters (line breaks kept); not blank.' })
  @Satisfies(allOf((value) => (isBlank(value) ? 'Reply message is required' : null), optionalLines('Reply', 10_000)))
  message!: string;
}

@InputType('DeleteContactSubmissionInput', { description: 'What `deleteContactSubmission` takes: the message to delete.' })
export class DeleteContactSubmissionInput {
  @Field(() => ID, { description: "The message's global id." })
  @RequiredId()
  id!: string;
}

@InputType('MarkContactSubmissionNotSpamInput', { description: 'What `markContactSubmissionNotSpam` takes: the held message to file.' })
export class MarkContactSubmissionNotSpamInput extends RecordInput {}
