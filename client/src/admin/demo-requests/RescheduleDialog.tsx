import { Field, Input } from '@chakra-ui/react';
import { meetingDateRule } from '@rules/demo';
import { CalendarClock } from 'lucide-react';
import type { FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { localDateTimeValue, localTimeZone, startOfLocalToday } from '../../ui/dateTimeLocal';
import { useFormState } from '../../ui/useFormState';
import type { DemoRequestsPage_RequestFragment as DemoRequest } from '../gql/graphql';
import { DialogForm } from '../ui/DialogForm';
import { useDialogSubject } from '../ui/useDialogSubject';
import { useRescheduleDemoRequest } from './hooks';

export const RESCHEDULE_MESSAGES = {
  title: 'Change the meeting time',
  label: 'Meeting date and time',
  failed: 'Failed to change the meeting time. Please try again.',
  /** Only a confirmed request's requester has an invitation to update. */
  invites: (firstName: string) => `${firstName} is sent the updated calendar invitation.`,
  sendsNothing: 'Nothing is sent: the request is not confirmed. Confirming it sends the invitation with this time.',
} as const;

const theirTime = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(moment);

/** The meeting's time as the field holds it: the admin's own wall time. */
const fieldValueOf = (request: DemoRequest) => ({ meetingDate: localDateTimeValue(new Date(String(request.meetingDate))) });

/**
 * Moves a request's meeting (`request`: the one being moved, none when closed): a date and time in
 * the admin's own zone, checked as the booking form checks it (not before today), then sent; the
 * toast is the server's answer. Beside the field, the time as the requester reads it when their
 * zone is another.
 */
export function RescheduleDialog({ request, onClose }: { request: DemoRequest | null; onClose(): void }) {
  const { values, errors, form, edit, showErrors, reset } = useFormState({ meetingDate: '' });
  // Each opening starts from the request's time.
  const shown = useDialogSubject(request, (opened) => reset(fieldValueOf(opened)));
  const [reschedule, { loading }] = useRescheduleDemoRequest((error) => {
    const refusal = refusalOf(error);
    showErrors({ meetingDate: refusal?.fields[0]?.message || refusal?.message || RESCHEDULE_MESSAGES.failed }, { focus: true });
  });
  const picked = new Date(values.meetingDate);
  const ownZone = localTimeZone();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!shown) return;
    const problem = meetingDateRule(() => startOfLocalToday())(values.meetingDate);
    if (problem) showErrors({ meetingDate: problem }, { focus: true });
    else if (await reschedule({ id: shown.id, meetingDate: picked.toISOString() })) onClose();
  }

  const invites = shown?.status === 'confirmed' && !shown.spam;
  const theirZone = shown?.timeZone && shown.timeZone !== ownZone && !Number.isNaN(picked.getTime()) ? shown.timeZone : null;
  return (
    <DialogForm
      open={request !== null}
      title={RESCHEDULE_MESSAGES.title}
      description={shown && `Demo with ${shown.firstName} ${shown.lastName}. ${invites ? RESCHEDULE_MESSAGES.invites(shown.firstName) : RESCHEDULE_MESSAGES.sendsNothing}`}
      form={form}
      onSubmit={submit}
      submit={{
        label: (
          <>
            <CalendarClock aria-hidden /> Save time
          </>
        ),
        sending: 'Saving...',
      }}
      sending={loading}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(errors.meetingDate)} required>
        <Field.Label>
          {RESCHEDULE_MESSAGES.label} <Field.RequiredIndicator />
        </Field.Label>
        <Input type="datetime-local" min={localDateTimeValue()} value={values.meetingDate} onChange={(event) => edit({ meetingDate: event.target.value })} />
        <Field.HelperText>
          Your time ({ownZone}).{theirZone && ` For ${shown?.firstName} (${theirZone}): ${theirTime(picked, theirZone)}.`}
        </Field.HelperText>
        <Field.ErrorText>{errors.meetingDate}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}
