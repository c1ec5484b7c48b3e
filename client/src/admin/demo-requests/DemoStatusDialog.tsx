import { Alert, Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEMO_STATUS_LABELS, MEETING_PLACE_MESSAGES, meetingPlaceRule, type MeetingNews } from '@rules/demo';
import { CalendarCheck, CalendarX } from 'lucide-react';
import type { FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import type { DemoRequestsPage_RequestFragment as DemoRequest, DemoStatus } from '../gql/graphql';
import { DialogForm } from '../ui/DialogForm';
import { useDialogSubject } from '../ui/useDialogSubject';
import { DemoRequestStatusChangeQuery } from './documents';
import { useChangeDemoStatus } from './hooks';

/** A change of status that emails the requester, waiting for the admin's word. */
export interface StatusChange {
  request: DemoRequest;
  status: DemoStatus;
  news: MeetingNews;
}

const nameOf = (request: DemoRequest) => `${request.firstName} ${request.lastName}`;

/** The dialog's words for each change: what it asks, what its buttons say. */
const ASKS: Record<MeetingNews, { title: (name: string) => string; submit: (firstName: string) => string; sending: string }> = {
  confirmed: { title: (name) => `Confirm the demo with ${name}?`, submit: () => 'Confirm and send invitation', sending: 'Sending invitation...' },
  moved: { title: (name) => `Move the demo with ${name}?`, submit: () => 'Move and send update', sending: 'Sending update...' },
  cancelled: { title: (name) => `Cancel the demo with ${name}?`, submit: (firstName) => `Cancel demo and tell ${firstName}`, sending: 'Sending cancellation...' },
  unconfirmed: { title: (name) => `Put the demo with ${name} back to Pending?`, submit: (firstName) => `Unconfirm and tell ${firstName}`, sending: 'Sending cancellation...' },
};

export const STATUS_DIALOG_MESSAGES = {
  place: 'Meeting link or place',
  placeHint: 'A video call link (https://…) or where to meet. It goes into the invitation and the calendar entry.',
  loading: 'Loading what will be sent...',
  previewFailed: 'Could not load what will be sent. Close this and try again.',
  failed: 'Failed to update status. Please try again.',
  noCopy: 'No copy is sent: your account has no email address and no team address (MAIL_REPLY_TO) is set.',
  noAnswers: 'Accepts, declines and replies will reach no one: set a team address (MAIL_REPLY_TO) or sign in with an account that has an email address.',
} as const;

/**
 * Asks before a change of status that emails the requester (`change`; none: closed): what goes to
 * whom, as the server will send it (`demoRequestStatusChange`), who gets a copy and where answers
 * go; a confirmation also asks where the meeting is held. The change is made only on the admin's
 * word, and its toast says what was sent.
 */
export function DemoStatusDialog({ change, onClose }: { change: StatusChange | null; onClose(): void }) {
  const { values, errors, form, edit, showErrors, reset } = useFormState({ meetingPlace: '' });
  // Each opening starts from the request's place.
  const shown = useDialogSubject(change, (opened) => reset({ meetingPlace: opened.request.meetingPlace ?? '' }));
  const preview = useQuery(DemoRequestStatusChangeQuery, {
    variables: { id: shown?.request.id ?? '', status: shown?.status ?? 'pending' },
    skip: !change,
    fetchPolicy: 'network-only',
  });
  const [changeStatus, { loading: sending }] = useChangeDemoStatus((error) => {
    const refusal = refusalOf(error);
    showErrors({ meetingPlace: refusal?.fields.find((field) => field.path === 'meetingPlace')?.message, form: refusal?.fields.length ? undefined : refusal?.message || STATUS_DIALOG_MESSAGES.failed }, { focus: true });
  });

  const asksPlace = shown?.news === 'confirmed';
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!shown) return;
    if (asksPlace) {
      const problem = values.meetingPlace.trim() === '' ? MEETING_PLACE_MESSAGES.required : meetingPlaceRule(values.meetingPlace);
      if (problem) return showErrors({ meetingPlace: problem }, { focus: true });
    }
    const done = await changeStatus({ id: shown.request.id, status: shown.status, ...(asksPlace ? { meetingPlace: values.meetingPlace.trim() } : {}) });
    if (done) onClose();
  }

  const mail = preview.data?.demoRequestStatusChange.mail;
  const ask = shown ? ASKS[shown.news] : ASKS.confirmed;
  const keep = shown ? `Keep as ${DEMO_STATUS_LABELS[shown.request.status]}` : 'Cancel';
  return (
    <DialogForm
      open={change !== null}
      title={shown ? ask.title(nameOf(shown.request)) : ''}
      description={shown && `${nameOf(shown.request)} is emailed as soon as you ${shown.news === 'confirmed' ? 'confirm' : 'go ahead'}. This is what they receive.`}
      form={form}
      onSubmit={(event) => void submit(event)}
      submit={{
        label: (
          <>
            {mail?.invites === false ? <CalendarX aria-hidden /> : <CalendarCheck aria-hidden />} {shown ? ask.submit(shown.request.firstName) : ''}
          </>
        ),
        sending: ask.sending,
      }}
      cancelLabel={keep}
      sending={sending || preview.loading}
      onClose={onClose}
    >
      {errors.form && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errors.form}</Alert.Title>
        </Alert.Root>
      )}
      {asksPlace && (
        <Field.Root invalid={Boolean(errors.meetingPlace)} required>
          <Field.Label>
            {STATUS_DIALOG_MESSAGES.place} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.meetingPlace} onChange={(event) => edit({ meetingPlace: event.target.value })} placeholder="https://meet.example.com/abc-defg-hij" autoComplete="off" />
          <Field.HelperText>{STATUS_DIALOG_MESSAGES.placeHint}</Field.HelperText>
          <Field.ErrorText>{errors.meetingPlace}</Field.ErrorText>
        </Field.Root>
      )}
      <Box as="section" aria-label="What will be sent" borderWidth="1px" borderColor="border" rounded="md" bg="bg.subtle" p="3" fontSize="sm">
        {preview.loading ? (
          <Text color="fg.muted">{STATUS_DIALOG_MESSAGES.loading}</Text>
        ) : !mail ? (
          <Text color="fg.error">{STATUS_DIALOG_MESSAGES.previewFailed}</Text>
        ) : (
          <Stack gap="2">
            <Text>
              <Text as="span" color="fg.muted">
                To:{' '}
              </Text>
              {mail.to}
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                Subject:{' '}
              </Text>
              <Text as="span" fontWeight="600">
                {mail.subject}
              </Text>
            </Text>
            <Text>{mail.says}</Text>
            {asksPlace && values.meetingPlace.trim() && (
              <Text overflowWrap="anywhere">
                <Text as="span" color="fg.muted">
                  Where:{' '}
                </Text>
                {values.meetingPlace.trim()}
              </Text>
            )}
            <Text color="fg.muted">{mail.invites ? 'With the calendar invitation attached.' : 'With the calendar cancellation attached.'}</Text>
            <Text>{mail.copyTo ? `A copy goes to ${mail.copyToIsYours ? 'you' : 'the team'}: ${mail.copyTo}.` : STATUS_DIALOG_MESSAGES.noCopy}</Text>
            {mail.rsvp ? (
              <Text>{`${mail.invites ? 'Accepts, declines and replies' : 'Replies'} go to ${mail.organizer}.`}</Text>
            ) : (
              <Text color="orange.fg">{STATUS_DIALOG_MESSAGES.noAnswers}</Text>
            )}
          </Stack>
        )}
      </Box>
    </DialogForm>
  );
}
