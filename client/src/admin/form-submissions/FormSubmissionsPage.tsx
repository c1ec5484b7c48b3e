import { Badge, Box, Button, Flex, Grid, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ChevronDown, ChevronRight, Mail, Phone, Reply, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toaster } from '../../ui/toaster';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import type { ContactStatus, SubmissionRow_SubmissionFragment as Submission } from '../gql/graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { SpamNotice, spamAwareOptions, listArguments, type SpamAwareFilter } from '../ui/spam';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { ListState } from '../ui/ListStates';
import { RecordItem, RecordList } from '../ui/RecordList';
import { PageHeader } from '../ui/PageHeader';
import { Pagination, pagesOf, showingRange } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { StatusSelect } from '../ui/StatusSelect';
import { ContactSubmissionsQuery } from './documents';
import { useDeleteSubmission, useMarkSubmissionNotSpam, useReplyToSubmission, useUpdateSubmissionStatus } from './hooks';
import { SUBMISSION_MESSAGES as MESSAGES, SUBMISSIONS_PAGE_SIZE, SUBMISSION_STATUSES, SUBMISSION_STATUS_PALETTE as PALETTE } from './messages';
import { SEARCH_MAX_LENGTH } from '@rules/server';

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

/** Contact and Services messages: search, filter, read, reply, change status, delete. */
export function FormSubmissionsPage() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SpamAwareFilter<ContactStatus>>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [remove] = useDeleteSubmission();

  const { data, loading, error } = useQuery(ContactSubmissionsQuery, {
    variables: { search: search || null, ...listArguments(status), first: SUBMISSIONS_PAGE_SIZE, offset: (page - 1) * SUBMISSIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) toaster.error({ title: MESSAGES.loadFailed, closable: true });
  }, [error]);

  const submissions = data?.contactSubmissions.edges.map((edge) => edge.node) ?? [];
  const { deleting, confirmDelete, dialog } = useConfirmedDelete<Submission>({ remove, rowsOnPage: submissions.length, page, setPage });
  const size = data?.contactSubmissions;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  }

  return (
    <>
      <PageHeader title="Form Submissions" description="Messages from the Contact page and the Services page, newest first." />
      <Panel>
        <Flex as="div" direction={{ base: 'column', md: 'row' }} gap="2" p="4" borderBottomWidth="1px" borderColor="border">
          <chakra.form onSubmit={onSearch} display="flex" gap="2" flex="1" role="search">
            <Input value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="Search by name, email or company..." maxLength={SEARCH_MAX_LENGTH} aria-label="Search submissions" />
            <Button type="submit" variant="outline">
              <Search aria-hidden /> Search
            </Button>
          </chakra.form>
          <StatusSelect
            label="Filter by status"
            value={status}
            options={spamAwareOptions(SUBMISSION_STATUSES)}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            size="md"
          />
        </Flex>
        {loading && !data ? (
          <ListState kind="loading">Loading form submissions...</ListState>
        ) : error && !data ? (
          <ListState kind="error">{MESSAGES.loadFailed}</ListState>
        ) : submissions.length === 0 ? (
          <ListState kind="empty">{MESSAGES.empty}</ListState>
        ) : (
          <RecordList label="Form submissions">
            {submissions.map((submission) => (
              <SubmissionRow
                key={submission.id}
                submission={submission}
                expanded={open === submission.id}
                onToggle={() => setOpen(open === submission.id ? null : submission.id)}
                onDelete={confirmDelete}
              />
            ))}
          </RecordList>
        )}
        <Pagination
          page={page}
          totalPages={pagesOf(size, SUBMISSIONS_PAGE_SIZE, page)}
          onPageChange={setPage}
          summary={showingRange(page, SUBMISSIONS_PAGE_SIZE, size)}
        />
      </Panel>
      <ConfirmDialog {...dialog} title="Delete submission" confirmLabel="Delete">
        {deleting && MESSAGES.confirmDelete(fullName(deleting))}
      </ConfirmDialog>
    </>
  );
}

/** One message in the list: who, when and its status; opened, what they wrote and the replies. */
function SubmissionRow({
  submission: ref,
  expanded,
  onToggle,
  onDelete,
}: {
  submission: FragmentType<typeof SubmissionRow_submission>;
  expanded: boolean;
  onToggle(): void;
  onDelete(submission: Submission): void;
}) {
  const submission = getFragmentData(SubmissionRow_submission, ref);
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
            <SpamNotice reason={submission.spamReason} name={name} onNotSpam={() => markNotSpam(submission.id)} />
          ) : (
            <>
              <Badge colorPalette={PALETTE[submission.status]} display={{ base: 'none', lg: 'inline-flex' }}>
                {LABEL.get(submission.status)}
              </Badge>
              <StatusSelect label={`Status of the message from ${name}`} value={submission.status} options={SUBMISSION_STATUSES} onChange={(next) => next && void updateStatus(submission, next)} />
            </>
          )}
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(submission)} aria-label={`Delete the message from ${name}`}>
            <Trash2 aria-hidden />
          </Button>
        </>
      }
    >
      {expanded && <SubmissionDetails id={detailsId} submission={submission} />}
    </RecordItem>
  );
}

function SubmissionDetails({ id, submission }: { id: string; submission: Submission }) {
  const [sendReply] = useReplyToSubmission();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const facts: [string, string | null | undefined][] = [
    ['Pronoun', submission.pronoun],
    ['Company', submission.companyName],
    [submission.source === 'services' ? 'Looking for' : 'Role', submission.role],
    ['Country', submission.country],
    ['Landline', submission.landlineNumber],
    ['Newsletter', submission.newsletter ? 'Subscribed' : 'No'],
  ];

  async function onReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.trim() === '') return;
    setSending(true);
    if (await sendReply({ id: submission.id, message: reply.trim() })) setReply('');
    setSending(false);
  }

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
      <chakra.form onSubmit={onReply} mt="4">
        <chakra.label htmlFor={`${id}-reply`} fontWeight="600" fontSize="sm" display="block" mb="1">
          Reply to {submission.firstName}
        </chakra.label>
        <Textarea
          id={`${id}-reply`}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          placeholder={`Write your reply to ${submission.email}...`}
          rows={4}
          bg="bg"
        />
        <Flex justify="flex-end" mt="2">
          <Button type="submit" size="sm" disabled={reply.trim() === '' || sending}>
            <Reply aria-hidden /> {sending ? 'Sending...' : 'Send Reply'}
          </Button>
        </Flex>
      </chakra.form>
    </Box>
  );
}
