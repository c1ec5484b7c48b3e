import { Badge, Box, Button, Flex, Grid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Mail, Phone, Reply, Trash2 } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../gql';
import type { SubmissionRow_SubmissionFragment as Submission } from '../gql/graphql';
import { DeleteDialog, ExportButton, ListBody, ListPages, OpenedRecordNotice, ParamFilter, SearchBox, StatusFilter } from '../kit/AdminList';
import { restValue } from '../kit/downloadExport';
import { CONTACT_STATUSES } from '@rules/contact';
import { chosenOption, useAdminList } from '../kit/useAdminList';
import { SpamNotice, spamAwareOptions, listArguments } from '../ui/spam';
import { RecordItem, RecordList } from '../ui/RecordList';
import { HistoryPanel } from '../activity/HistoryPanel';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { StatusSelect } from '../ui/StatusSelect';
import { ContactReplyDraftQuery, ContactSubmissionsQuery, OpenedSubmissionQuery } from './documents';
import { useDeleteSubmission, useMarkSubmissionNotSpam, useReplyToSubmission, useUpdateSubmissionStatus } from './hooks';
import { REPLY_MESSAGES, SUBMISSION_MESSAGES as MESSAGES, SUBMISSIONS_PAGE_SIZE, SUBMISSION_SOURCES, SUBMISSION_STATUSES, SUBMISSION_STATUS_PALETTE as PALETTE } from './messages';

/** A Contact or Services message as its row shows it, closed and opened. */
const SubmissionRow_submission = graphql(`
  fragment SubmissionRow_submission on ContactSubmission {
    id
    source
    pronoun
    firstName
    middleName
    lastName
    companyName
    email
    phoneNumber
    landlineNumber
    country
    role
    newsletter
    message
    status
    spam
    spamReason
    createdAt
    replies {
      message
      sentBy
      createdAt
    }
  }
`);

const received = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const LABEL = new Map(SUBMISSION_STATUSES.map((status) => [status.value, status.label]));

const fullName = (submission: Submission) => [submission.firstName, submission.middleName, submission.lastName].filter(Boolean).join(' ');

/** The Source filter as the address has it (`?source=services`): a source, or '' for both. */
const sourceOf = (params: Readonly<Record<string, string>>) => chosenOption(SUBMISSION_SOURCES, params['source']);

/** Contact and Services messages: search, filter, read, reply, change status, delete. */
export function FormSubmissionsPage() {
  // The message a link opened (`open` in the address) shows opened; then as the admin toggles.
  const [address] = useSearchParams();
  const linked = address.get('open');
  const [expanded, setExpanded] = useState({ id: linked, for: linked });
  if (expanded.for !== linked) setExpanded({ id: linked, for: linked });
  const open = expanded.id;
  const setOpen = (id: string | null) => setExpanded({ id, for: linked });
  const [remove] = useDeleteSubmission();
  const list = useAdminList({
    query: ContactSubmissionsQuery,
    variables: ({ filter, search, params }) => ({ search: search || null, source: sourceOf(params) || null, ...listArguments(filter) }),
    connection: (data) => data.contactSubmissions,
    row: (node) => getFragmentData(SubmissionRow_submission, node),
    pageSize: SUBMISSIONS_PAGE_SIZE,
    filters: spamAwareOptions(SUBMISSION_STATUSES),
    params: ['source'],
    loadFailedToast: MESSAGES.loadFailed,
    remove,
    write: 'leads:write',
    exports: { list: 'contact-submissions', filter: ({ filter, search, params }) => ({ status: restValue(filter, CONTACT_STATUSES), source: sourceOf(params), search }) },
    opened: { query: OpenedSubmissionQuery, row: (data) => (data.node?.__typename === 'ContactSubmission' ? getFragmentData(SubmissionRow_submission, data.node) : null) },
  });

  return (
    <>
      <PageHeader title="Form Submissions" description="Messages from the Contact page and the Services page, newest first." />
      <Panel>
        <Flex as="div" direction={{ base: 'column', md: 'row' }} gap="2" p="4" borderBottomWidth="1px" borderColor="border">
          <SearchBox list={list} label="Search submissions" placeholder="Search by name, email or company..." flex="1" />
          <StatusFilter list={list} label="Filter by status" />
          <ParamFilter list={list} name="source" label="Filter by source" options={SUBMISSION_SOURCES} />
          <ExportButton list={list} />
        </Flex>
        <OpenedRecordNotice list={list} what="message" />
        <ListBody list={list} messages={{ loading: 'Loading form submissions...', failed: MESSAGES.loadFailed, empty: MESSAGES.empty }}>
          {(submissions) => (
            <RecordList label="Form submissions">
              {submissions.map((submission) => (
                <SubmissionRow
                  key={submission.id}
                  submission={submission}
                  expanded={open === submission.id}
                  onToggle={() => setOpen(open === submission.id ? null : submission.id)}
                  onDelete={list.confirmDelete}
                  canWrite={list.canWrite}
                />
              ))}
            </RecordList>
          )}
        </ListBody>
        <ListPages list={list} summary="range" />
      </Panel>
      <DeleteDialog list={list} title="Delete submission">
        {(submission) => MESSAGES.confirmDelete(fullName(submission))}
      </DeleteDialog>
    </>
  );
}

/**
 * One message in the list: who, when and its status; opened, what they wrote and the replies. A
 * role that may only read it (`canWrite` false) sees its status, and no way to change, reply or delete.
 */
function SubmissionRow({
  submission,
  expanded,
  onToggle,
  onDelete,
  canWrite,
}: {
  submission: Submission;
  expanded: boolean;
  onToggle(): void;
  onDelete(submission: Submission): void;
  canWrite: boolean;
}) {
  const updateStatus = useUpdateSubmissionStatus();
  const markNotSpam = useMarkSubmissionNotSpam();
  const detailsId = useId();
  const name = fullName(submission);
  return (
    <RecordItem
      actionsIndent="8"
      summary={
        <chakra.button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          display="flex"
          gap="3"
          alignItems="center"
          w="full"
          minW="0"
          textAlign="start"
          rounded="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          {expanded ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
          <Box minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="600">{name}</Text>
              {submission.source === 'services' && (
                <Badge variant="outline" colorPalette="purple">
                  Services
                </Badge>
              )}
            </Flex>
            <Text fontSize="sm" color="fg.muted" truncate>
              {submission.email}
              {submission.companyName ? ` · ${submission.companyName}` : ''} · {received.format(new Date(String(submission.createdAt)))}
            </Text>
          </Box>
        </chakra.button>
      }
      actions={
        <>
          {submission.spam ? (
            <SpamNotice reason={submission.spamReason} name={name} onNotSpam={canWrite ? () => markNotSpam(submission.id) : undefined} />
          ) : (
            <>
              {/* Beside the status select on a wide screen; alone where it cannot be changed. */}
              <Badge colorPalette={PALETTE[submission.status]} display={canWrite ? { base: 'none', lg: 'inline-flex' } : 'inline-flex'}>
                {LABEL.get(submission.status)}
              </Badge>
              {canWrite && (
                <StatusSelect label={`Status of the message from ${name}`} value={submission.status} options={SUBMISSION_STATUSES} onChange={(next) => next && void updateStatus(submission, next)} />
              )}
            </>
          )}
          {canWrite && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(submission)} aria-label={`Delete the message from ${name}`}>
              <Trash2 aria-hidden />
            </Button>
          )}
        </>
      }
    >
      {expanded && <SubmissionDetails id={detailsId} submission={submission} canReply={canWrite} />}
    </RecordItem>
  );
}

function SubmissionDetails({ id, submission, canReply }: { id: string; submission: Submission; canReply: boolean }) {
  const facts: [string, string | null | undefined][] = [
    ['Pronoun', submission.pronoun],
    ['Company', submission.companyName],
    [submission.source === 'services' ? 'Looking for' : 'Role', submission.role],
    ['Country', submission.country],
    ['Landline', submission.landlineNumber],
    ['Newsletter', submission.newsletter ? 'Subscribed' : 'No'],
  ];

  return (
    <Box id={id} px={{ base: '4', md: '12' }} pb="5" pt="1" bg="bg.subtle" borderTopWidth="1px" borderColor="border">
      <Flex gap="4" wrap="wrap" py="3">
        <Button asChild size="xs" variant="outline">
          <a href={`mailto:${submission.email}`}>
            <Mail aria-hidden /> {submission.email}
          </a>
        </Button>
        {submission.phoneNumber && (
          <Button asChild size="xs" variant="outline">
            <a href={`tel:${submission.phoneNumber.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden /> {submission.phoneNumber}
            </a>
          </Button>
        )}
      </Flex>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3" fontSize="sm">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <Box key={label}>
              <Text as="dt" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="0.05em">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </Box>
          ))}
      </Grid>
      <Text fontWeight="600" mt="4" mb="1" fontSize="sm">
        Message
      </Text>
      <Text whiteSpace="pre-wrap" bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="3" fontSize="sm">
        {submission.message}
      </Text>
      {submission.replies.length > 0 && (
        <Stack mt="4" gap="2">
          <Text fontWeight="600" fontSize="sm">
            Replies
          </Text>
          {submission.replies.map((sent) => (
            <Box key={`${sent.createdAt}-${sent.sentBy}`} borderStartWidth="3px" borderColor="brand.solid" ps="3" fontSize="sm">
              <Text whiteSpace="pre-wrap">{sent.message}</Text>
              <Text color="fg.muted" fontSize="xs" mt="1">
                {sent.sentBy} · {received.format(new Date(String(sent.createdAt)))}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {canReply && <ReplyBox id={`${id}-reply`} submission={submission} />}
      <HistoryPanel subject={submission.id} name={`the message from ${fullName(submission)}`} />
    </Box>
  );
}

/**
 * The reply box (issue P19): the email as it will go, around what the member writes: to whom, its
 * subject and where the person's answer goes, then the text (starting with the greeting, theirs to
 * keep or change: nothing is added above it), then the quotation the email ends with. All of it
 * from the server's draft, made as the email is.
 */
function ReplyBox({ id, submission }: { id: string; submission: Submission }) {
  const draft = useQuery(ContactReplyDraftQuery, { variables: { id: submission.id }, fetchPolicy: 'cache-and-network' });
  const [sendReply] = useReplyToSubmission();
  const [reply, setReply] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shown = draft.data?.contactSubmissionReplyDraft;
  const start = shown ? `${shown.greeting}\n\n` : '';
  const text = reply ?? start;
  // Nothing written beyond the greeting it starts with: nothing to send.
  const empty = text.trim() === '' || text.trim() === shown?.greeting.trim();

  async function onReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty) return;
    setSending(true);
    if (await sendReply({ id: submission.id, message: text.trim() })) setReply(null);
    setSending(false);
  }

  if (!shown) {
    return (
      <Text mt="4" fontSize="sm" color={draft.error ? 'fg.error' : 'fg.muted'}>
        {draft.error ? REPLY_MESSAGES.loadFailed : REPLY_MESSAGES.loading}
      </Text>
    );
  }
  const answers = shown.replyTo ? (shown.replyToIsYours ? REPLY_MESSAGES.repliesToYou(shown.replyTo) : REPLY_MESSAGES.repliesToTeam(shown.replyTo)) : REPLY_MESSAGES.repliesToNobody(shown.from);
  return (
    <chakra.form onSubmit={onReply} mt="4" aria-label={`Reply to ${submission.firstName}`}>
      <chakra.label htmlFor={id} fontWeight="600" fontSize="sm" display="block" mb="2">
        Reply to {submission.firstName}
      </chakra.label>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mb="2" aria-label="The email">
        <Text as="dt" color="fg.muted">
          To
        </Text>
        <Text as="dd" overflowWrap="anywhere">
          {shown.to}
        </Text>
        <Text as="dt" color="fg.muted">
          Subject
        </Text>
        <Text as="dd">{shown.subject}</Text>
      </Grid>
      <Text fontSize="sm" mb="2" color={shown.replyTo ? 'fg.muted' : 'orange.fg'} overflowWrap="anywhere">
        {answers}
      </Text>
      <Textarea id={id} value={text} onChange={(event) => setReply(event.target.value)} rows={6} bg="bg" />
      <Text fontSize="xs" color="fg.muted" mt="2" mb="1">
        {REPLY_MESSAGES.asWritten}
      </Text>
      <Box borderStartWidth="3px" borderColor="border.emphasized" ps="3" fontSize="xs" color="fg.muted">
        <Text>{shown.quoteLabel}:</Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {shown.quotedText}
        </Text>
      </Box>
      <Flex justify="flex-end" mt="2">
        <Button type="submit" size="sm" disabled={empty || sending}>
          <Reply aria-hidden /> {sending ? 'Sending...' : 'Send Reply'}
        </Button>
      </Flex>
    </chakra.form>
  );
}
