import { Button, Field, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { CONTENT_MESSAGES, type ContentStatus } from '@rules/content';
import { Archive, CalendarClock, Eye, Rocket, Save, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { localDateTimeValue, localTimeZone } from '../../../ui/dateTimeLocal';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Panel } from '../../ui/Panel';
import { CONTENT_SCREEN_MESSAGES as MESSAGES } from './messages';
import { ContentStatusBadge, zonedFormat } from './ContentStatusBadge';

export type StatusAction = 'publish' | 'schedule' | 'unpublish' | 'archive';

/** What the panel reads of the item being edited (null: not saved yet). */
export interface StatusPanelItem {
  status: ContentStatus;
  version: number;
  publishAt: string | null;
  publishedAt: string | null;
}

/** When a `datetime-local` value is, or why it cannot be scheduled. */
export function scheduleOf(value: string, now = new Date()): { at: Date } | { problem: string } {
  if (!value) return { problem: CONTENT_MESSAGES.publishAtRequired };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { problem: CONTENT_MESSAGES.publishAtRequired };
  if (at.getTime() <= now.getTime()) return { problem: CONTENT_MESSAGES.publishAtPast };
  return { at };
}

/**
 * Where a piece of content stands and what can be done with it, for every kind's editor: Save (the
 * form), Publish now, Schedule (a time in the member's zone, in the future), Unpublish, Archive,
 * and Preview where the editor gives `onPreview`. A change of status acts on the saved item: with
 * unsaved changes it asks for a save first, unless the editor's `onAct` saves them itself
 * (`savesChanges`: then Publish reads "Save and publish now").
 */
export function ContentStatusPanel({
  item,
  name,
  one,
  formId,
  dirty,
  busy,
  canWrite,
  canPublish,
  savesChanges = false,
  staysOnSite = false,
  unpublishes = true,
  details,
  onAct,
  onPreview,
}: {
  item: StatusPanelItem | null;
  /** The item's name, for the archive question. */
  name: string;
  /** What the kind calls one ("success story"). */
  one: string;
  formId: string;
  dirty: boolean;
  busy: boolean;
  canWrite: boolean;
  canPublish: boolean;
  /** Whether `onAct` saves the form's changes before changing the status (else a change waits for a save). */
  savesChanges?: boolean;
  /** More about the saved item, under its dates (a post's reading time). */
  details?: ReactNode;
  onAct(action: StatusAction, publishAt?: Date): Promise<void>;
  /** Whether the item stays on the site whatever happens (a page's own text): no way to unpublish or archive it. */
  staysOnSite?: boolean;
  /** Whether it can go back to draft (an event cannot: it is archived, or cancelled, instead). */
  unpublishes?: boolean;
  /** Opens the saved item's preview; no Preview button without it. */
  onPreview?: () => Promise<void>;
}) {
  const [when, setWhen] = useState('');
  const [whenProblem, setWhenProblem] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  const chosen = when ? scheduleOf(when) : null;
  const status = item?.status ?? 'draft';
  const mayPublish = canPublish && item !== null;
  const blocked = busy || (dirty && !savesChanges);

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
    <Panel as="section" aria-labelledby="content-status" p="4">
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="2">
          <Text as="h2" id="content-status" fontWeight="700">
            Status
          </Text>
          <ContentStatusBadge status={status} />
        </Flex>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          {item ? <Text>Version {item.version}</Text> : <Text>{MESSAGES.notSaved}</Text>}
          {item?.status === 'scheduled' && item.publishAt && <Text color="fg">Goes live at {zonedFormat.format(new Date(item.publishAt))}</Text>}
          {item?.publishedAt && <Text>First published {zonedFormat.format(new Date(item.publishedAt))}</Text>}
          {item && details}
          {dirty && <Text color="orange.fg">{MESSAGES.unsaved}</Text>}
        </Stack>
        {canWrite && (
          <Button type="submit" form={formId} disabled={busy} variant={mayPublish && status !== 'published' ? 'outline' : 'solid'}>
            <Save aria-hidden /> {!item || status === 'draft' ? 'Save draft' : 'Save'}
          </Button>
        )}
        {item && onPreview && (
          <Button variant="outline" onClick={() => void onPreview()} disabled={busy}>
            <Eye aria-hidden /> Preview
          </Button>
        )}
        {!item && (
          <Text fontSize="sm" color="fg.muted">
            {onPreview ? MESSAGES.saveFirstToPreview : MESSAGES.saveFirst(one)}
          </Text>
        )}
        {mayPublish && status !== 'published' && (
          <Button onClick={() => void onAct('publish')} disabled={blocked}>
            <Rocket aria-hidden /> {dirty && savesChanges ? 'Save and publish now' : 'Publish now'}
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
              <Button variant="outline" onClick={() => void schedule()} disabled={blocked}>
                <CalendarClock aria-hidden /> Schedule
              </Button>
            </Fieldset.Content>
          </Fieldset.Root>
        )}
        {mayPublish && !staysOnSite && unpublishes && (status === 'published' || status === 'scheduled') && (
          <Button variant="outline" onClick={() => void onAct('unpublish')} disabled={blocked}>
            <Undo2 aria-hidden /> {status === 'scheduled' ? 'Cancel schedule (back to draft)' : 'Unpublish (back to draft)'}
          </Button>
        )}
        {mayPublish && !staysOnSite && status !== 'archived' && (status !== 'draft' || item.publishedAt) && (
          <Button variant="ghost" colorPalette="red" onClick={() => setArchiving(true)} disabled={blocked}>
            <Archive aria-hidden /> Archive
          </Button>
        )}
        {item && dirty && canPublish && !savesChanges && (
          <Text fontSize="sm" color="fg.muted">
            {MESSAGES.saveBeforeStatus}
          </Text>
        )}
        {item && !canPublish && canWrite && (
          <Text fontSize="sm" color="fg.muted">
            {MESSAGES.publishNeedsPermission}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={archiving}
        title={`Archive ${one}`}
        confirmLabel="Archive"
        busy={busy}
        onCancel={() => setArchiving(false)}
        onConfirm={async () => {
          await onAct('archive');
          setArchiving(false);
        }}
      >
        {MESSAGES.confirmArchive(name)}
      </ConfirmDialog>
    </Panel>
  );
}
