import { Button, Field, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { CONTENT_MESSAGES } from '@rules/content';
import { Archive, CalendarClock, Eye, Rocket, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { localDateTimeValue, localTimeZone } from '../../ui/dateTimeLocal';
import type { PostEditor_PostFragment as LoadedPost } from '../gql/graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Panel } from '../ui/Panel';
import { POSTS_MESSAGES as MESSAGES } from './messages';
import { PostStatusBadge, zonedFormat } from './status';

export type StatusAction = 'publish' | 'schedule' | 'unpublish' | 'archive';

/** When a `datetime-local` value is, or why it cannot be scheduled. */
export function scheduleOf(value: string, now = new Date()): { at: Date } | { problem: string } {
  if (!value) return { problem: CONTENT_MESSAGES.publishAtRequired };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { problem: CONTENT_MESSAGES.publishAtRequired };
  if (at.getTime() <= now.getTime()) return { problem: CONTENT_MESSAGES.publishAtPast };
  return { at };
}

/**
 * Where the post stands and what can be done with it: Save (the form), Publish now, Schedule (a
 * time in the member's zone, in the future), Unpublish, Archive and Preview. Each change that
 * needs the saved post saves the form's changes first.
 */
export function PostStatusPanel({
  post,
  formId,
  dirty,
  busy,
  canWrite,
  canPublish,
  onAct,
  onPreview,
}: {
  post: LoadedPost | null;
  formId: string;
  dirty: boolean;
  busy: boolean;
  canWrite: boolean;
  canPublish: boolean;
  onAct(action: StatusAction, publishAt?: Date): Promise<void>;
  onPreview(): Promise<void>;
}) {
  const [when, setWhen] = useState('');
  const [whenProblem, setWhenProblem] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  const chosen = when ? scheduleOf(when) : null;
  const status = post?.status ?? 'draft';
  const mayPublish = canPublish && post !== null;
  // The main action is the button in colour: Publish while the post is not live, Save once it is (or for whoever may not publish).
  const publishFirst = mayPublish && status !== 'published';

  const schedule = async () => {
    const next = scheduleOf(when);
    if ('problem' in next) {
      setWhenProblem(next.problem);
      return;
    }
    setWhenProblem(null);
    await onAct('schedule', next.at);
    setWhen('');
  };

  return (
    <Panel as="section" aria-labelledby="post-status" p="4">
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="2">
          <Text as="h2" id="post-status" fontWeight="700">
            Status
          </Text>
          <PostStatusBadge status={status} />
        </Flex>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          {post ? <Text>Version {post.version}</Text> : <Text>Not saved yet.</Text>}
          {post?.status === 'scheduled' && post.publishAt && <Text color="fg">Goes live at {zonedFormat.format(new Date(post.publishAt))}</Text>}
          {post?.publishedAt && <Text>First published {zonedFormat.format(new Date(post.publishedAt))}</Text>}
          {post && <Text>{post.readingMinutes} min read</Text>}
          {dirty && <Text color="orange.fg">You have unsaved changes.</Text>}
        </Stack>
        {canWrite && (
          <Button type="submit" form={formId} disabled={busy} variant={publishFirst ? 'outline' : 'solid'}>
            <Save aria-hidden /> {post ? (status === 'draft' ? 'Save draft' : 'Save') : 'Save draft'}
          </Button>
        )}
        {post && (
          <Button variant="outline" onClick={() => void onPreview()} disabled={busy}>
            <Eye aria-hidden /> Preview
          </Button>
        )}
        {!post && (
          <Text fontSize="sm" color="fg.muted">
            Save the draft to preview, publish or schedule it.
          </Text>
        )}
        {mayPublish && status !== 'published' && (
          <Button onClick={() => void onAct('publish')} disabled={busy}>
            <Rocket aria-hidden /> {dirty ? 'Save and publish now' : 'Publish now'}
          </Button>
        )}
        {mayPublish && (status === 'draft' || status === 'scheduled') && (
          <Fieldset.Root borderTopWidth="1px" borderColor="border" pt="4">
            <Fieldset.Legend fontWeight="600" fontSize="sm" color="fg">
              {status === 'scheduled' ? 'Move the schedule' : 'Schedule'}
            </Fieldset.Legend>
            <Fieldset.Content gap="2">
              <Field.Root invalid={Boolean(whenProblem)}>
                <Field.Label>Publish at</Field.Label>
                <Input
                  type="datetime-local"
                  value={when}
                  min={localDateTimeValue()}
                  onChange={(event) => {
                    setWhen(event.target.value);
                    setWhenProblem(null);
                  }}
                />
                <Field.HelperText>{chosen && 'at' in chosen ? `Goes live at ${zonedFormat.format(chosen.at)}` : `In your time zone (${localTimeZone()}).`}</Field.HelperText>
                <Field.ErrorText>{whenProblem}</Field.ErrorText>
              </Field.Root>
              <Button variant="outline" onClick={() => void schedule()} disabled={busy}>
                <CalendarClock aria-hidden /> Schedule
              </Button>
            </Fieldset.Content>
          </Fieldset.Root>
        )}
        {mayPublish && (status === 'published' || status === 'scheduled') && (
          <Button variant="outline" onClick={() => void onAct('unpublish')} disabled={busy}>
            <Undo2 aria-hidden /> {status === 'scheduled' ? 'Cancel schedule (back to draft)' : 'Unpublish (back to draft)'}
          </Button>
        )}
        {mayPublish && status !== 'archived' && (status !== 'draft' || post.publishedAt) && (
          <Button variant="ghost" colorPalette="red" onClick={() => setArchiving(true)} disabled={busy}>
            <Archive aria-hidden /> Archive
          </Button>
        )}
        {post && !canPublish && canWrite && (
          <Text fontSize="sm" color="fg.muted">
            Publishing needs the publish permission: ask an Editor, an Admin or the Owner.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={archiving}
        title="Archive post"
        confirmLabel="Archive"
        busy={busy}
        onCancel={() => setArchiving(false)}
        onConfirm={async () => {
          await onAct('archive');
          setArchiving(false);
        }}
      >
        {post && MESSAGES.confirmArchive(post.title)}
      </ConfirmDialog>
    </Panel>
  );
}
