import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, ID, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../db/ids.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { Connection } from '../../domain/pagination.js';
import { Can } from '../../graphql/access.js';
import { ConnectionArgs, fromGlobalId } from '../../graphql/relay.js';
import { AUDIT_MESSAGES, EVENT_TYPES, PERSON_MAX_LENGTH, isSubjectType, type EventType, type SubjectType } from '../../rules/events.js';
import type { AuditSubject } from './audit.service.js';
import { AuditEventConnection, AuditSubjectType, toNamedAuditEvent, type AuditEvent } from './audit.type.js';

@ArgsType()
class AuditEventsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'The name the admin or API key had, in any case (the whole name).' })
  @IsOptional()
  @MaxLength(PERSON_MAX_LENGTH, { message: AUDIT_MESSAGES.personTooLong })
  person?: string | null;

  @Field(() => String, { nullable: true, description: 'One event type, as `contact.status_changed`.' })
  @IsOptional()
  @IsIn([...EVENT_TYPES], { message: AUDIT_MESSAGES.typeUnknown })
  type?: EventType | null;

  @Field(() => AuditSubjectType, { nullable: true, description: 'Only events about records of this type.' })
  @IsOptional()
  subjectType?: SubjectType | null;

  @Field(() => ID, { nullable: true, description: 'Only the events of this record (its global id): its history.' })
  @IsOptional()
  subject?: string | null;

  @Field(() => Date, { nullable: true, description: 'Events from this instant on.' })
  @IsOptional()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Events before this instant.' })
  @IsOptional()
  to?: Date | null;
}

/** The record a global id names, as the trail keeps it: its type and key. */
function subjectOf(globalId: string): AuditSubject {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !isSubjectType(parsed.typename) || !isUuid(parsed.id)) throw InvalidInputError.field('subject', AUDIT_MESSAGES.subjectInvalid('subject'));
  return { subjectType: parsed.typename, subjectId: parsed.id };
}

@Resolver()
export class AuditResolver {
  @Can('audit:read')
  @Query(() => AuditEventConnection, { description: 'The audit trail, newest first: every change, sign-in and failed sign-in, by whom and from where. A record\'s history is `auditEvents(subject: id)`.' })
  async auditEvents(@Args(() => AuditEventsArgs) { person, type, subjectType, subject, from, to, ...page }: AuditEventsArgs, @Ctx() context: AppContext): Promise<Connection<AuditEvent>> {
    const connection = await context.services.audit.listNamed({ person, type, subjectType, subject: subject ? subjectOf(subject) : null, from, to }, page, await context.principal());
    return { ...connection, edges: connection.edges.map(({ cursor, node }) => ({ cursor, node: toNamedAuditEvent(node) })) };
  }
}
