import { Box, Button, Field, Fieldset, Flex, Grid, Input, NativeSelect, Stack, Text, Textarea, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CONTENT_LIMITS, postRules, slugFrom, tagOf } from '@rules/content';
import type { Rule } from '@rules/rule';
import type { RichTextDocument } from '@shared/rich-text/schema';
import { imageIdsOf } from '@shared/rich-text/text';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import { useAuth, useCan } from '../auth/AuthProvider';
import { getFragmentData } from '../gql';
import type { PostEditor_PostFragment as LoadedPost } from '../gql/graphql';
import { ContentRevisions } from '../kit/content/ContentRevisions';
import { ContentStatusPanel, type StatusAction } from '../kit/content/ContentStatusPanel';
import { LEAVE_UNSAVED } from '../kit/FormFrame';
import { MediaPicker, type PickedImage } from '../kit/MediaPicker';
import { fieldErrorsOf } from '../kit/refusalErrors';
import { RichTextEditor } from '../kit/RichTextEditor';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { MediaImageQuery } from '../media/documents';
import { AdminPostQuery, PostAuthorsQuery, PostEditor_post, PostPreviewLinkQuery, PostRevisionsQuery } from './documents';
import { usePostChanges } from './hooks';
import { POSTS_MESSAGES as MESSAGES } from './messages';
import { ImageField, mediaGlobalId, mediaKeyOf, type KnownImage } from '../kit/ImageField';

/** A post as the form edits it. */
export interface PostValues {
  title: string;
  slug: string;
  summary: string;
  body: RichTextDocument | null;
  /** Comma-separated, as typed. */
  tags: string;
  coverImageId: string | null;
  ogImageId: string | null;
  seoTitle: string;
  seoDescription: string;
  canonicalUrl: string;
  /** An `Admin` global id; '' for "whoever saves it first". */
  authorId: string;
}

type PostField = keyof PostValues;

const EMPTY: PostValues = { title: '', slug: '', summary: '', body: null, tags: '', coverImageId: null, ogImageId: null, seoTitle: '', seoDescription: '', canonicalUrl: '', authorId: '' };

/** How many of a body's images the editor reads before it opens. */
const BODY_IMAGES_READ = 50;

const tagsOf = (text: string) => [...new Set(text.split(',').map(tagOf).filter(Boolean))];
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What createPost and updatePost take: every field (one left out is emptied). */
export function toPostInput(values: PostValues) {
  return {
    title: values.title.trim(),
    slug: orNull(values.slug),
    summary: orNull(values.summary),
    body: values.body ?? { type: 'doc', content: [{ type: 'paragraph' }] },
    tags: tagsOf(values.tags),
    coverImageId: values.coverImageId,
    ogImageId: values.ogImageId,
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    canonicalUrl: orNull(values.canonicalUrl),
    authorId: values.authorId || null,
  };
}

export function valuesOf(post: LoadedPost): PostValues {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary ?? '',
    body: (post.body ?? null) as RichTextDocument | null,
    tags: post.tags.join(', '),
    coverImageId: post.coverImageId,
    ogImageId: post.ogImageId,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    canonicalUrl: post.canonicalUrl ?? '',
    authorId: post.author?.id ?? '',
  };
}

/** The shared rules (`postRules`, what the server checks) with the form field each concerns. */
const RULES: readonly [PostField, Rule, (input: ReturnType<typeof toPostInput>) => unknown][] = [
  ['title', postRules.title, (input) => input.title],
  ['slug', postRules.slug, (input) => input.slug],
  ['summary', postRules.summary, (input) => input.summary],
  ['tags', postRules.tags, (input) => input.tags],
  ['seoTitle', postRules.seoTitle, (input) => input.seoTitle],
  ['seoDescription', postRules.seoDescription, (input) => input.seoDescription],
  ['canonicalUrl', postRules.canonicalUrl, (input) => input.canonicalUrl],
];

function check(values: PostValues): FieldErrors<PostField> {
  const input = toPostInput(values);
  const errors: FieldErrors<PostField> = {};
  for (const [field, rule, valueOf] of RULES) {
    const problem = rule(valueOf(input));
    if (problem) errors[field] ??= problem;
  }
  return errors;
}

const FIELDS = new Set<string>(['title', 'slug', 'summary', 'body', 'tags', 'coverImageId', 'ogImageId', 'seoTitle', 'seoDescription', 'canonicalUrl', 'authorId']);
/** The form field a server's field path names (`input.title`, `title`, `tags.0`); anything else (the version, the id) goes in the form's alert. */
const fieldOf = (path: string): PostField | null => {
  const name = path.replace(/^input\./, '').split('.')[0] ?? '';
  return FIELDS.has(name) ? (name as PostField) : null;
};

/** How a post's revision names the fields it changed. */
const REVISION_FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'title',
  slug: 'slug',
  body: 'body',
  fields: 'summary, images or SEO',
  tags: 'tags',
  authorId: 'author',
  status: 'status',
};

/** Create a post (`/admin/posts/new`) or edit one (`/admin/posts/:id/edit`): a fresh editor per post. */
export function PostEditorPage() {
  const { id } = useParams<{ id: string }>();
  return <PostEditor key={id ?? 'new'} id={id} />;
}

function PostEditor({ id }: { id: string | undefined }) {
  const editing = id !== undefined;
  const navigate = useNavigate();
  const client = useApolloClient();
  const auth = useAuth();
  const me = auth.state.status === 'signedIn' ? auth.state.admin : null;
  const canWrite = useCan('content:write');
  const canPublish = useCan('content:publish');
  const start: PostValues = { ...EMPTY, authorId: me?.id ?? '' };
  const { values, errors, showErrors, reset, edit, form } = useFormState<PostValues>(start);
  const formId = useId();

  const loaded = useQuery(AdminPostQuery, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const post = loaded.data ? getFragmentData(PostEditor_post, loaded.data.post) : null;
  const revisions = useQuery(PostRevisionsQuery, { variables: { id: post?.id ?? '' }, skip: !post, fetchPolicy: 'cache-and-network' });
  // What the form was filled with (the post as loaded or last saved): edits are what differ from it.
  const [baseline, setBaseline] = useState<PostValues | null>(editing ? null : start);
  if (post && baseline === null) {
    const filled = valuesOf(post);
    setBaseline(filled);
    reset(filled);
  }
  // A new post credits the member writing it, once the session says who that is.
  if (!editing && me && baseline?.authorId === '') {
    setBaseline({ ...baseline, authorId: me.id });
    edit({ authorId: me.id });
  }
  // The slug follows the title until it is edited by hand (a saved post's slug is its address: it stays).
  const [slugTouched, setSlugTouched] = useState(editing);
  // The images the form knows (by key): kept in a ref too, which the editor reads as it draws an image (at once, before effects run).
  const [images, setImages] = useState<ReadonlyMap<string, KnownImage>>(new Map());
  const imagesRef = useRef<ReadonlyMap<string, KnownImage>>(images);
  const remember = (found: readonly (KnownImage | null)[]) => {
    const next = new Map(imagesRef.current);
    for (const image of found) if (image) next.set(image.id, image);
    imagesRef.current = next;
    setImages(next);
  };
  /** Keeps what the picker gave of an image (by its key), to show it without asking again. */
  const know = (image: PickedImage) => remember([{ id: image.id, alt: image.alt, src: image.src }]);
  // The body's image button waits for the picker: its answer resolves the editor's promise.
  const [bodyPick, setBodyPick] = useState<((image: PickedImage | null) => void) | null>(null);
  // The editor shows the body's images from the start: their addresses are read before it opens (at most a page's worth).
  const [bodyImagesRead, setBodyImagesRead] = useState(!editing);
  const loadedBody = post?.body;
  useEffect(() => {
    if (bodyImagesRead || loadedBody === undefined) return;
    const ids = loadedBody ? imageIdsOf(loadedBody as RichTextDocument).slice(0, BODY_IMAGES_READ) : [];
    let current = true;
    void Promise.all(
      ids.map((key) =>
        client.query({ query: MediaImageQuery, variables: { id: mediaGlobalId(key) } }).then(
          ({ data }) => (data ? { id: key, alt: data.mediaAsset.alt ?? '', src: data.mediaAsset.thumbnailUrl } : null),
          () => null,
        ),
      ),
    ).then((found) => {
      if (!current) return;
      remember(found);
      setBodyImagesRead(true);
    });
    return () => {
      current = false;
    };
  }, [bodyImagesRead, loadedBody, client]);

  const showFailure = (error: unknown) => {
    const refusal = refusalOf(error);
    const found = fieldErrorsOf<PostField>(refusal?.fields ?? [], fieldOf, MESSAGES.invalidValue);
    const onFields = Object.keys(found).some((key) => key !== 'form');
    // Messages on their fields: the alert says to look at them; otherwise it says the server's reason (a conflict: someone saved since).
    if (!found.form) found.form = onFields ? MESSAGES.saveFailed : refusal?.message || MESSAGES.saveFailed;
    showErrors(found, { focus: true });
  };
  const changes = usePostChanges(showFailure);
  // The form's message stands above its fields; a change asked for from the status panel beside them brings it into view.
  const problem = errors.form;
  useEffect(() => {
    if (problem) form.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [problem, form]);

  const dirty = baseline !== null && JSON.stringify(values) !== JSON.stringify(baseline);
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // A new post, once created, is edited at its own address.
  const created = changes.created ? getFragmentData(PostEditor_post, changes.created) : null;
  useEffect(() => {
    if (!created || editing) return;
    leaving.current = true;
    navigate(`/admin/posts/${encodeURIComponent(created.id)}/edit`, { replace: true });
  }, [created, editing, navigate]);

  /** Checks and saves the form; resolves to the version saved (the post's own when nothing changed), or null. */
  const save = async (announce = false): Promise<number | null> => {
    const found = Object.fromEntries(Object.entries(check(values)).filter(([, message]) => message)) as FieldErrors<PostField>;
    showErrors(found, { focus: true });
    if (Object.keys(found).length > 0) return null;
    const input = toPostInput(values);
    if (!editing || !post) {
      return (await changes.create({ input })) ? 1 : null;
    }
    if (!dirty) {
      if (announce) toaster.info({ title: MESSAGES.nothingToSave, closable: true });
      return post.version;
    }
    const sent = values;
    if (!(await changes.update({ input: { ...input, id: post.id, version: post.version } }))) return null;
    const saved = client.readFragment({ id: client.cache.identify({ __typename: 'Post', id: post.id }), fragment: PostEditor_post, fragmentName: 'PostEditor_post' });
    // The saved words are what was sent; the server's slug and tags as it keeps them.
    const next = saved ? { ...sent, slug: saved.slug, tags: saved.tags.join(', ') } : sent;
    setBaseline(next);
    edit({ slug: next.slug, tags: next.tags });
    return saved?.version ?? null;
  };

  const act = async (action: StatusAction, publishAt?: Date) => {
    if (!post) return;
    const version = await save();
    if (version === null) return;
    const target = { id: post.id, version };
    if (action === 'publish') await changes.publish(target);
    if (action === 'schedule' && publishAt) await changes.schedule({ ...target, publishAt: publishAt.toISOString() });
    if (action === 'unpublish') await changes.unpublish(target);
    if (action === 'archive') await changes.archive(target);
  };

  const [restoring, setRestoring] = useState<{ id: string; version: number } | null>(null);
  const restore = async () => {
    if (!post || !restoring) return;
    if (await changes.restore({ id: post.id, version: post.version, revisionId: restoring.id })) {
      const saved = client.readFragment({ id: client.cache.identify({ __typename: 'Post', id: post.id }), fragment: PostEditor_post, fragmentName: 'PostEditor_post' });
      if (saved) {
        const restored = valuesOf(saved);
        setBaseline(restored);
        reset(restored);
      }
    }
    setRestoring(null);
  };

  const preview = async () => {
    if (!post) return;
    // Opened at once, while the click still counts as the member's (a tab opened after an await is blocked as a pop-up).
    const tab = window.open('about:blank', '_blank');
    try {
      const { data } = await client.query({ query: PostPreviewLinkQuery, variables: { id: post.id }, fetchPolicy: 'network-only' });
      const url = data?.postPreviewLink.url;
      if (!url) throw new Error('no link');
      if (tab) {
        tab.opener = null;
        tab.location.replace(url);
      } else window.open(url, '_blank', 'noopener');
      toaster.info({ title: MESSAGES.previewOpened, closable: true });
    } catch (error) {
      tab?.close();
      toaster.error({ title: refusalOf(error)?.message ?? MESSAGES.previewFailed, closable: true });
    }
  };

  const back = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to="/admin/posts">
        <ArrowLeft aria-hidden /> Back to Posts
      </Link>
    </Button>
  );
  if (editing && !post) {
    return (
      <>
        {back}
        {loaded.error ? <ListState kind="error">{refusalOf(loaded.error)?.message ?? MESSAGES.postLoadFailed}</ListState> : <ListState kind="loading">Loading post...</ListState>}
      </>
    );
  }

  const set = <K extends PostField>(key: K, value: PostValues[K]) => edit({ [key]: value } as Partial<PostValues>);
  const setTitle = (title: string) => edit(slugTouched ? { title } : { title, slug: slugFrom(title) });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const readOnly = !canWrite;

  return (
    <>
      {back}
      <PageHeader
        title={editing ? 'Edit Post' : 'New Post'}
        description={editing ? 'Changes to a published post show on the site as soon as you save.' : 'A new post is a draft, seen only here and through preview links, until it is published.'}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Panel as="div">
          <chakra.form
            id={formId}
            ref={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save(true);
            }}
          >
            <Stack gap="6" p={{ base: '5', md: '7' }}>
              <FormProblem message={errors.form} />
              <Field.Root required invalid={Boolean(errors.title)} readOnly={readOnly}>
                <Field.Label>
                  Title <Field.RequiredIndicator />
                </Field.Label>
                <Input value={values.title} onChange={(event) => setTitle(event.target.value)} maxLength={CONTENT_LIMITS.titleMax + 40} />
                <Field.ErrorText>{errors.title}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.slug)} readOnly={readOnly}>
                <Field.Label>Slug</Field.Label>
                <Input
                  value={values.slug}
                  onChange={(event) => {
                    setSlugTouched(true);
                    set('slug', event.target.value);
                  }}
                  maxLength={CONTENT_LIMITS.slugMax + 20}
                  fontFamily="mono"
                />
                <Field.HelperText>
                  Address: {origin}/insights/{values.slug || slugFrom(values.title) || '…'}
                  {post?.publishedAt && values.slug !== baseline?.slug && (
                    <Text as="span" display="block" color="orange.fg" mt="1">
                      {MESSAGES.slugRedirect}
                    </Text>
                  )}
                </Field.HelperText>
                <Field.ErrorText>{errors.slug}</Field.ErrorText>
              </Field.Root>
              <Counted
                label="Summary"
                value={values.summary}
                max={CONTENT_LIMITS.summaryMax}
                error={errors.summary}
                readOnly={readOnly}
                hint="A few sentences for lists, the feed and search results."
                multiline
                onChange={(text) => set('summary', text)}
              />
              {bodyImagesRead ? (
                <RichTextEditor
                  label="Body"
                  value={values.body}
                  onChange={(document) => set('body', document)}
                  error={errors.body}
                  readOnly={readOnly}
                  onPickImage={readOnly ? undefined : () => new Promise<PickedImage | null>((resolve) => setBodyPick(() => resolve))}
                  imageSrc={(mediaId) => imagesRef.current.get(mediaId)?.src ?? ''}
                />
              ) : (
                <ListState kind="loading">Loading the body's images...</ListState>
              )}
              <Field.Root invalid={Boolean(errors.tags)} readOnly={readOnly}>
                <Field.Label>Tags</Field.Label>
                <Input value={values.tags} onChange={(event) => set('tags', event.target.value)} placeholder="debt, growth capital" />
                <Field.HelperText>{MESSAGES.tagsHint}</Field.HelperText>
                <Field.ErrorText>{errors.tags}</Field.ErrorText>
              </Field.Root>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                <ImageField
                  label="Cover image"
                  imageId={values.coverImageId}
                  known={values.coverImageId ? images.get(values.coverImageId) : undefined}
                  error={errors.coverImageId}
                  disabled={readOnly}
                  onChange={(image) => {
                    if (image) know(image);
                    set('coverImageId', image?.id ?? null);
                  }}
                />
                <ImageField
                  label="Open Graph image"
                  hint="Shown when the post is shared; the cover image when none."
                  imageId={values.ogImageId}
                  known={values.ogImageId ? images.get(values.ogImageId) : undefined}
                  error={errors.ogImageId}
                  disabled={readOnly}
                  onChange={(image) => {
                    if (image) know(image);
                    set('ogImageId', image?.id ?? null);
                  }}
                />
              </Grid>
              <Fieldset.Root borderTopWidth="1px" borderColor="border" pt="5" minW="0">
                <Fieldset.Legend fontWeight="700" fontSize="md" color="fg">
                  Search and sharing
                </Fieldset.Legend>
                <Fieldset.Content gap="4">
                  <Counted
                    label="SEO title"
                    value={values.seoTitle}
                    max={CONTENT_LIMITS.seoTitleMax}
                    error={errors.seoTitle}
                    readOnly={readOnly}
                    hint="The title search engines show; the post's title when empty."
                    onChange={(text) => set('seoTitle', text)}
                  />
                  <Counted
                    label="SEO description"
                    value={values.seoDescription}
                    max={CONTENT_LIMITS.seoDescriptionMax}
                    error={errors.seoDescription}
                    readOnly={readOnly}
                    hint="The description search engines show; the summary when empty."
                    multiline
                    onChange={(text) => set('seoDescription', text)}
                  />
                  <SearchPreview title={values.seoTitle || values.title} url={`${origin}/insights/${values.slug || slugFrom(values.title)}`} description={values.seoDescription || values.summary} />
                  <Field.Root invalid={Boolean(errors.canonicalUrl)} readOnly={readOnly}>
                    <Field.Label>Canonical URL</Field.Label>
                    <Input type="url" value={values.canonicalUrl} onChange={(event) => set('canonicalUrl', event.target.value)} placeholder="https://" maxLength={CONTENT_LIMITS.urlMax} />
                    <Field.HelperText>Only when the post first appeared elsewhere; its own address otherwise.</Field.HelperText>
                    <Field.ErrorText>{errors.canonicalUrl}</Field.ErrorText>
                  </Field.Root>
                </Fieldset.Content>
              </Fieldset.Root>
              <AuthorSelect
                value={values.authorId}
                current={post?.author ?? null}
                me={me ? { id: me.id, name: me.username } : null}
                error={errors.authorId}
                disabled={readOnly}
                onChange={(authorId) => set('authorId', authorId)}
              />
            </Stack>
          </chakra.form>
        </Panel>
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <ContentStatusPanel
            item={post}
            name={post?.title ?? ''}
            one="post"
            formId={formId}
            dirty={dirty}
            busy={changes.busy}
            canWrite={canWrite}
            canPublish={canPublish}
            savesChanges
            details={post && <Text>{post.readingMinutes} min read</Text>}
            onAct={act}
            onPreview={preview}
          />
          {post && (
            <ContentRevisions
              revisions={revisions.data?.postRevisions ?? []}
              loading={revisions.loading}
              failed={Boolean(revisions.error)}
              version={post.version}
              fieldNames={REVISION_FIELD_NAMES}
              systemName="the scheduler"
              onRestore={canWrite ? setRestoring : null}
            />
          )}
        </Stack>
      </Grid>
      <MediaPicker
        open={bodyPick !== null}
        title="Insert an image"
        onClose={() => {
          bodyPick?.(null);
          setBodyPick(null);
        }}
        onPick={(image) => {
          const picked = { ...image, id: mediaKeyOf(image) };
          know(picked);
          bodyPick?.(picked);
          setBodyPick(null);
        }}
      />
      <ConfirmDialog open={restoring !== null} title="Restore revision" confirmLabel="Restore" busy={changes.busy} onConfirm={() => void restore()} onCancel={() => setRestoring(null)}>
        {restoring && MESSAGES.confirmRestore(restoring.version)}
        {dirty && ' Your unsaved changes in the form will be replaced.'}
      </ConfirmDialog>
      <ConfirmDialog open={blocker.state === 'blocked'} title={LEAVE_UNSAVED.title} confirmLabel={LEAVE_UNSAVED.leave} onConfirm={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
        {LEAVE_UNSAVED.message}
      </ConfirmDialog>
    </>
  );
}

/** A text field with its count against its limit ("42 / 70"). */
function Counted({
  label,
  value,
  max,
  error,
  hint,
  multiline = false,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  hint?: string;
  multiline?: boolean;
  readOnly: boolean;
  onChange(text: string): void;
}) {
  const Control = multiline ? Textarea : Input;
  const over = value.trim().length > max;
  return (
    <Field.Root invalid={Boolean(error) || over} readOnly={readOnly}>
      <Flex justify="space-between" w="full" align="baseline" gap="2">
        <Field.Label>{label}</Field.Label>
        <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} aria-hidden>
          {value.trim().length} / {max}
        </Text>
      </Flex>
      <Control value={value} onChange={(event) => onChange(event.target.value)} {...(multiline ? { rows: 3, autoresize: true } : {})} />
      <Field.HelperText>
        {hint} <VisuallyHidden>{`${value.trim().length} of ${max} characters.`}</VisuallyHidden>
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** How a search engine would list the post. */
function SearchPreview({ title, url, description }: { title: string; url: string; description: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg.subtle" aria-label="Search result preview" role="group">
      <Text fontSize="xs" color="fg.muted" mb="1">
        Search result preview
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate>
        {url}
      </Text>
      <Text color="blue.fg" fontSize="lg" lineClamp={1}>
        {title.slice(0, CONTENT_LIMITS.seoTitleMax) || 'Post title'}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {description.slice(0, 160) || 'The summary shows here.'}
      </Text>
    </Box>
  );
}

/** Whom the post credits: the team, for whoever may write posts; the member and the current author otherwise. */
function AuthorSelect({ value, current, me, error, disabled, onChange }: { value: string; current: { id: string; name: string } | null; me: { id: string; name: string } | null; error?: string; disabled: boolean; onChange(id: string): void }) {
  const team = useQuery(PostAuthorsQuery, { skip: disabled });
  const members = team.data?.postAuthors ?? [];
  const options = new Map<string, string>();
  // The team by name; the current author and the member as well, should the list not hold them (a deactivated author, a read-only view).
  for (const member of [...members, current, me]) if (member && !options.has(member.id)) options.set(member.id, member.name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>Author</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {!value && <option value="">Whoever saves it first</option>}
          {[...options].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
              {me?.id === id ? ' (you)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
