import { Box, Button, Flex, Grid, Input, NativeSelect, Stack, Textarea, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { kindSlugRule, positionRule, ruleOf, type ContentKind, type KindField } from '@rules/content-kinds';
import { richTextFieldRule } from '@shared/rich-text/kind-field';
import type { RichTextDocument } from '@shared/rich-text/schema';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { FormField } from '../../ui/FormField';
import type { FieldErrors } from '../../ui/useFormState';
import { useMayChange } from '../auth/AuthProvider';
import { ContentRevisions, type RevisionRow } from '../kit/content/ContentRevisions';
import { ContentStatusPanel, type StatusAction } from '../kit/content/ContentStatusPanel';
import { ImageField, type KnownImage } from '../kit/ImageField';
import { CONTENT_SCREEN_MESSAGES as MESSAGES } from '../kit/content/messages';
import { LEAVE_UNSAVED } from '../kit/FormFrame';
import { RichTextEditor } from '../kit/RichTextEditor';
import { useAdminForm } from '../kit/useAdminForm';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { useAdminMutation } from '../ui/useAdminMutation';
import { documentsOf, itemOf, type KindItem } from './documents';

/** The form's values: every field as typed (a list of paragraphs one per line; a rich text's document), the slug and the position. */
type Values = Record<string, string | RichTextDocument | null>;

/** A field's text as typed (a rich text's document is not one). */
const textIn = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

const fieldsOf = (kind: ContentKind): readonly KindField[] => [kind.title, ...kind.fields];

function emptyOf(kind: ContentKind): Values {
  return { ...Object.fromEntries(fieldsOf(kind).map((field) => [field.name, field.type === 'richText' ? null : ''])), slug: '', position: '' };
}

function valuesOf(kind: ContentKind, item: KindItem): Values {
  const text = (value: KindItem['values'][string] | undefined) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const valueOf = (field: KindField) => (field.type === 'richText' ? ((item.values[field.name] ?? null) as RichTextDocument | null) : text(item.values[field.name]));
  return { ...Object.fromEntries(fieldsOf(kind).map((field) => [field.name, valueOf(field)])), slug: item.slug, position: String(item.position) };
}

/** The input the API takes, from the form's values (what the rules check, as the server does). */
function inputOf(kind: ContentKind, values: Values): Record<string, unknown> {
  const fields = Object.fromEntries(
    fieldsOf(kind).map((field) => {
      if (field.type === 'richText') return [field.name, values[field.name] ?? null];
      const value = textIn(values, field.name);
      if (field.type === 'paragraphs') return [field.name, value.split('\n').map((line) => line.trim()).filter((line) => line !== '')];
      if (value.trim() === '') return [field.name, field.required ? '' : null];
      // A number as typed when it is not one, so the rule names the field.
      if (field.type === 'number') return [field.name, /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim()];
      return [field.name, value.trim()];
    }),
  );
  const position = textIn(values, 'position').trim();
  return { ...fields, slug: textIn(values, 'slug').trim() || null, position: position === '' ? null : /^\d+$/.test(position) ? Number(position) : position };
}

function checkOf(kind: ContentKind) {
  return (values: Values): FieldErrors<string> => {
    const input = inputOf(kind, values);
    const errors: FieldErrors<string> = {};
    for (const field of fieldsOf(kind)) errors[field.name] = (field.type === 'richText' ? richTextFieldRule(field) : ruleOf(field))(input[field.name]) ?? undefined;
    errors.slug = kindSlugRule(input.slug) ?? undefined;
    errors.position = positionRule(input.position) ?? undefined;
    // The kind's rule across fields, once each field passes its own.
    const refusal = Object.values(errors).some(Boolean) ? null : (kind.check?.(input) ?? null);
    if (refusal) errors[refusal.field] = refusal.message;
    return errors;
  };
}

/**
 * A declared kind's editor (a success story, a testimonial...): its fields in the declaration's
 * order, checked by the same rules as the server; beside them, where it stands (save, publish,
 * schedule, unpublish, archive) and its revisions, any of which can be restored.
 */
export function KindEditorPage({ kind }: { kind: ContentKind }) {
  const { id } = useParams<{ id: string }>();
  const documents = documentsOf(kind);
  const loaded = useQuery(documents.one, { variables: { id: id ?? '' }, skip: id === undefined });
  const item = loaded.data ? itemOf(kind, loaded.data.item) : null;
  // A new version (a save, a status change, a restored revision) fills the form again from the item as it now is.
  return <KindForm key={`${id ?? 'new'}:${item?.version ?? 0}`} kind={kind} id={id} item={item} />;
}

function KindForm({ kind, id, item }: { kind: ContentKind; id: string | undefined; item: KindItem | null }) {
  const documents = documentsOf(kind);
  const formId = useId();
  const canWrite = useMayChange('content:write');
  const canPublish = useMayChange('content:publish');
  const base = `/admin/${kind.rest}`;
  const one = kind.label.one;
  const reload = [documents.list, documents.one, documents.revisions];
  const [restoring, setRestoring] = useState<RevisionRow | null>(null);
  // Images picked in this visit, shown from what the picker gave (others are read by their id).
  const [picked, setPicked] = useState<ReadonlyMap<string, KnownImage>>(new Map());

  const form = useAdminForm<Values, { item: Record<string, unknown> }, Record<string, unknown>>({
    empty: emptyOf(kind),
    id,
    load: {
      query: documents.one as never,
      values: (data) => valuesOf(kind, itemOf(kind, data.item as never)),
      failed: { message: () => MESSAGES.itemFailed(one), back: base },
    },
    check: checkOf(kind),
    toInput: (values) => inputOf(kind, values),
    useSave: (failed) => {
      const [create, creating] = useAdminMutation(documents.create, { failed, reload, succeeded: (data) => data?.result.message ?? '' });
      const [update, updating] = useAdminMutation(documents.update, { failed, reload, succeeded: (data) => data?.result.message ?? '' });
      return {
        save: (input, editing) => (editing === undefined ? create({ input }) : update({ input: { ...input, id: editing, version: item?.version ?? 0 } })),
        saving: creating.loading || updating.loading,
      };
    },
    fieldOf: (path) => (path === 'slug' || path === 'position' || fieldsOf(kind).some((field) => field.name === path) ? path : null),
    failure: (error, withFields) => (refusalOf(error)?.code === 'CONFLICT' ? refusalOf(error)?.message : withFields ? undefined : (refusalOf(error)?.message ?? MESSAGES.saveFailed(one))),
    invalidValue: MESSAGES.invalidValue,
    after: id === undefined ? { to: base } : undefined,
  });

  // Read apart from the form element's ref (the React compiler refuses reading an object holding a ref while rendering).
  const { values, errors, set, submit, dirty, guard, saving, loading, form: formElement } = form;
  const failedChange = MESSAGES.changeFailed(one);
  const succeeded = (data: { result: { message: string } } | undefined) => data?.result.message ?? '';
  const [publish, publishing] = useAdminMutation(documents.publish, { failed: failedChange, reload, succeeded });
  const [schedule, scheduling] = useAdminMutation(documents.schedule, { failed: failedChange, reload, succeeded });
  const [unpublish, unpublishing] = useAdminMutation(documents.unpublish, { failed: failedChange, reload, succeeded });
  const [archive, archiving] = useAdminMutation(documents.archive, { failed: failedChange, reload, succeeded });
  const [restore, restoringNow] = useAdminMutation(documents.restore, { failed: failedChange, reload, succeeded });
  const revisions = useQuery(documents.revisions, { variables: { id: id ?? '' }, skip: id === undefined, fetchPolicy: 'cache-and-network' });
  const busy = saving || [publishing, scheduling, unpublishing, archiving, restoringNow].some((result) => result.loading);

  const act = async (action: StatusAction, publishAt?: Date) => {
    if (!item) return;
    const target = { id: item.id, version: item.version };
    if (action === 'publish') await publish({ input: target });
    if (action === 'schedule' && publishAt) await schedule({ input: { ...target, publishAt: publishAt.toISOString() } });
    if (action === 'unpublish') await unpublish({ input: target });
    if (action === 'archive') await archive({ input: target });
  };

  const back = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to={base}>
        <ArrowLeft aria-hidden /> Back to {kind.label.many.toLowerCase()}
      </Link>
    </Button>
  );
  if (loading) {
    return (
      <>
        {back}
        <ListState kind="loading">Loading the {one}...</ListState>
      </>
    );
  }
  const name = textIn(values, kind.title.name) || `New ${one}`;

  return (
    <>
      {back}
      <PageHeader
        title={id === undefined ? `New ${one}` : name}
        description={kind.fixed ? `Shown in its place once published: ${kind.fixed[item?.slug ?? ''] ?? kind.shownOn}.` : `Shown on ${kind.shownOn} once published, in the order of its position.`}
      />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Panel as="div">
          <chakra.form id={formId} ref={formElement} onSubmit={submit} noValidate>
            <Stack gap="6" p={{ base: '5', md: '7' }}>
              <FormProblem message={errors.form} />
              {fieldsOf(kind).map((field) =>
                field.type === 'richText' ? (
                  <RichTextEditor
                    key={field.name}
                    label={field.label}
                    hint={field.description}
                    required={field.required}
                    value={(values[field.name] ?? null) as RichTextDocument | null}
                    onChange={(document) => set(field.name, document)}
                    error={errors[field.name]}
                    readOnly={!canWrite}
                  />
                ) : field.type === 'image' ? (
                  <ImageField
                    key={field.name}
                    label={field.label}
                    hint={field.description}
                    imageId={textIn(values, field.name) || null}
                    known={textIn(values, field.name) ? picked.get(textIn(values, field.name)) : undefined}
                    error={errors[field.name]}
                    disabled={!canWrite}
                    onChange={(image) => {
                      if (image) setPicked((known) => new Map(known).set(image.id, image));
                      set(field.name, image?.id ?? '');
                    }}
                  />
                ) : (
                  <FormField key={field.name} label={field.label} required={field.required} optionalNote={field.required ? undefined : '(optional)'} error={errors[field.name]} hint={field.description}>
                    <FieldInput field={field} value={textIn(values, field.name)} readOnly={!canWrite} onChange={(value) => set(field.name, value)} />
                  </FormField>
                ),
              )}
              {kind.fixed ? (
                // A fixed kind's item is a place of a page: its slug names it, and it has no order to change.
                <FormField label="Slug" error={errors.slug} hint={`Names its place on the site: ${kind.fixed[textIn(values, 'slug')] ?? textIn(values, 'slug')}. It cannot change.`}>
                  <Input name="slug" value={textIn(values, 'slug')} readOnly />
                </FormField>
              ) : (
                <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
                  <Box flex="1">
                    <FormField label="Slug" optionalNote="(optional)" error={errors.slug} hint={`Names the ${one} in the API; made from the ${kind.title.label.toLowerCase()} when left empty.`}>
                      <Input name="slug" value={textIn(values, 'slug')} readOnly={!canWrite} onChange={(event) => set('slug', event.target.value)} />
                    </FormField>
                  </Box>
                  <Box w={{ base: 'full', md: '40' }}>
                    <FormField label="Position" optionalNote="(optional)" error={errors.position} hint="The site shows the lowest first; a new one goes last when left empty.">
                      <Input name="position" inputMode="numeric" value={textIn(values, 'position')} readOnly={!canWrite} onChange={(event) => set('position', event.target.value)} />
                    </FormField>
                  </Box>
                </Flex>
              )}
            </Stack>
          </chakra.form>
        </Panel>
        <Stack gap="4">
          <ContentStatusPanel item={item} name={name} one={one} formId={formId} dirty={dirty} busy={busy} canWrite={canWrite} canPublish={canPublish} staysOnSite={Boolean(kind.fixed)} onAct={act} />
          {item && (
            <ContentRevisions
              revisions={revisions.data?.revisions ?? []}
              loading={revisions.loading}
              failed={Boolean(revisions.error)}
              version={item.version}
              fieldNames={{ title: kind.title.label.toLowerCase(), slug: 'slug', fields: 'details', status: 'status', body: (kind.fields.find((field) => field.type === 'richText')?.label ?? 'body').toLowerCase() }}
              onRestore={canWrite ? setRestoring : null}
            />
          )}
        </Stack>
      </Grid>
      <ConfirmDialog
        open={restoring !== null}
        title="Restore revision"
        confirmLabel="Restore"
        busy={busy}
        onCancel={() => setRestoring(null)}
        onConfirm={async () => {
          if (item && restoring) await restore({ input: { id: item.id, version: item.version, revisionId: restoring.id } });
          setRestoring(null);
        }}
      >
        {restoring && MESSAGES.confirmRestore(restoring.version)}
      </ConfirmDialog>
      <ConfirmDialog open={guard.open} title={LEAVE_UNSAVED.title} confirmLabel={LEAVE_UNSAVED.leave} onConfirm={guard.onLeave} onCancel={guard.onStay}>
        {LEAVE_UNSAVED.message}
      </ConfirmDialog>
    </>
  );
}

/** The input of a field that is not an image, by its type. */
function FieldInput({ field, value, readOnly, onChange }: { field: KindField; value: string; readOnly: boolean; onChange(value: string): void }) {
  if (field.type === 'choice') {
    return (
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field name={field.name} value={value} onChange={(event) => onChange(event.target.value)}>
          {!field.required || value === '' ? <option value="">{field.required ? 'Choose...' : 'None'}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (field.type === 'lines' || field.type === 'paragraphs') {
    return <Textarea name={field.name} rows={field.type === 'paragraphs' ? 4 : 3} value={value} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} />;
  }
  const kindOfInput = field.type === 'url' ? { type: 'url', inputMode: 'url' as const } : field.type === 'number' ? { inputMode: 'numeric' as const } : {};
  return <Input name={field.name} {...kindOfInput} value={value} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} />;
}
