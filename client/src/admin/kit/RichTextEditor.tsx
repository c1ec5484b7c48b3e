import { Box, Field, Flex, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { linkHrefProblem, RICH_TEXT_LIMITS } from '@rules/rich-text';
import { EMPTY_RICH_TEXT, type RichTextDocument } from '@shared/rich-text/schema';
import { plainTextOf, readingMinutes, wordCountOf } from '@shared/rich-text/text';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Captions,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Redo2,
  Strikethrough,
  TextQuote,
  Underline,
  Undo2,
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DialogForm } from '../ui/DialogForm';
import { richTextExtensions } from './RichTextEditor.extensions';
import { RICH_TEXT_TYPOGRAPHY } from './RichTextEditor.styles';

/** An image the media library's picker hands back. */
export interface PickedImage {
  id: string;
  alt: string;
  src: string;
  width: number;
  height: number;
}

export interface RichTextEditorProps {
  /** The document (the editor's JSON, as stored); `null` for a new, empty one. */
  value: RichTextDocument | null;
  /** Each change, with the whole document (it fits `parseRichText` on the server). */
  onChange(document: RichTextDocument): void;
  /** Its accessible name, shown above it ("Body"). */
  label: string;
  /** Read out with it, shown under the label. */
  hint?: string;
  required?: boolean;
  /** Marked as having a problem; by default when there is an `error`. */
  invalid?: boolean;
  /** The problem to show under it (the server's message, say). */
  error?: string;
  /** Shown, not editable (a reader without `content:write`). */
  readOnly?: boolean;
  /** Opens the media library's picker; the image chosen goes in where the cursor is. Without it there is no image button. */
  onPickImage?: () => Promise<PickedImage | null>;
  /** Where to show a media library image in the editor; without it an image shows as a placeholder with its alternative text. */
  imageSrc?: (mediaId: string) => string;
}

interface Counts {
  characters: number;
  words: number;
  minutes: number;
}

/** What the editor writes: TipTap's JSON, which the extensions keep to the schema. */
const documentOf = (editor: Editor) => editor.getJSON() as RichTextDocument;

const countsOf = (document: RichTextDocument): Counts => ({ characters: plainTextOf(document).replace(/\n/g, '').length, words: wordCountOf(document), minutes: readingMinutes(document) });

/** Counts of each state of the text, worked out once (ProseMirror's documents are immutable; a selection's move keeps it). */
const COUNTS = new WeakMap<object, Counts>();
function countsOfEditor(editor: Editor): Counts {
  const known = COUNTS.get(editor.state.doc);
  if (known) return known;
  const counts = countsOf(documentOf(editor));
  COUNTS.set(editor.state.doc, counts);
  return counts;
}
const number = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

/**
 * The back office's rich text editor (TipTap): headings 2 to 4, bold, italic, underline, strike,
 * code, lists, quotes, links (checked by the server's own rule, with its message), images of the
 * media library and horizontal rules; undo and redo. The toolbar is one tab stop (arrow keys move
 * along it) and keeps the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+K for a link...). Under it, the
 * counts and the reading time as the server works them out. Admin only: public pages show the
 * server's HTML (`renderRichText`) and never load it.
 */
export function RichTextEditor({ value, onChange, label, hint, required = false, invalid, error, readOnly = false, onPickImage, imageSrc }: RichTextEditorProps) {
  const ids = { label: useId(), hint: useId(), counts: useId(), error: useId() };
  const marked = invalid ?? Boolean(error);
  const [linkDialog, setLinkDialog] = useState<{ href: string; editing: boolean } | null>(null);
  const [imageDialog, setImageDialog] = useState<{ alt: string; caption: string } | null>(null);
  /** The document last handed to `onChange`: `value` coming back as it is needs no new content. */
  const lastEmitted = useRef<RichTextDocument | null>(value);

  // Made once, with the editor: the first `imageSrc` and `value` are the ones it starts with.
  const [extensions] = useState(() => richTextExtensions({ imageSrc }));
  const [content] = useState(() => value ?? EMPTY_RICH_TEXT);
  // The editing area is a contenteditable, which no <label> can name: its name, description and
  // state are its own attributes. Kept stable between renders, as `useEditor` applies any change.
  const describedBy = [hint && ids.hint, marked && error && ids.error, ids.counts].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.label,
        'aria-describedby': describedBy,
        'aria-invalid': String(marked),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    }),
    [ids.label, describedBy, marked, required, readOnly],
  );
  const editor = useEditor({ extensions, content, editable: !readOnly, immediatelyRender: true, shouldRerenderOnTransaction: false, editorProps });
  const counts = useEditorState({ editor, selector: ({ editor: current }) => countsOfEditor(current) });

  useEffect(() => {
    const changed = () => {
      const document = documentOf(editor);
      lastEmitted.current = document;
      onChange(document);
    };
    editor.on('update', changed);
    return () => {
      editor.off('update', changed);
    };
  }, [editor, onChange]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // A new document from outside (a revision restored, the saved one loaded): shown, without calling `onChange` back.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    const next = value ?? EMPTY_RICH_TEXT;
    if (JSON.stringify(next) === JSON.stringify(editor.getJSON())) return;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const openLink = () => {
    if (readOnly) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLinkDialog({ href, editing: href !== '' });
  };

  /** Ctrl+K (⌘K) in the text: the link dialog, as in most editors. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
    if (!(event.target instanceof HTMLElement) || !event.target.closest('.ProseMirror')) return;
    event.preventDefault();
    openLink();
  };

  const openImageDetails = () => {
    const attrs = editor.getAttributes('image') as { alt?: string | null; caption?: string | null };
    setImageDialog({ alt: attrs.alt ?? '', caption: attrs.caption ?? '' });
  };

  const pickImage = async () => {
    if (!onPickImage) return;
    const picked = await onPickImage();
    if (picked)
      editor
        .chain()
        .focus()
        .insertMediaImage({ mediaId: picked.id, alt: picked.alt || null })
        .run();
    else editor.commands.focus();
  };

  return (
    <Stack gap="1.5">
      <Text id={ids.label} textStyle="sm" fontWeight="medium" onClick={() => editor.commands.focus()} cursor="default">
        {label}
        {required && (
          <chakra.span aria-hidden color="fg.error" marginStart="1">
            *
          </chakra.span>
        )}
      </Text>
      {hint && (
        <Text id={ids.hint} textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      <Box
        onKeyDown={onKeyDown}
        borderWidth="1px"
        borderColor={marked ? { base: 'red.700', _dark: 'red.300' } : 'border'}
        rounded="l2"
        bg="bg"
        overflow="hidden"
        css={{
          '& .ProseMirror': {
            ...RICH_TEXT_TYPOGRAPHY,
            minHeight: '16rem',
            maxHeight: '70vh',
            overflowY: 'auto',
            paddingInline: { base: '3', md: '5' },
            paddingBlock: '4',
            outline: 'none',
          },
          '& .ProseMirror:focus-visible, & .ProseMirror:focus': { boxShadow: 'inset 0 0 0 2px {colors.brand.focusRing}' },
          '& .ProseMirror-selectednode': { outline: '2px solid {colors.brand.focusRing}', outlineOffset: '2px' },
          '& .rich-image-placeholder': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: '8rem',
            bg: 'bg.muted',
            color: 'fg.muted',
            rounded: 'md',
            fontSize: 'sm',
            paddingInline: '4',
          },
          '& .ProseMirror-gapcursor:after': { borderTopColor: 'fg' },
        }}
      >
        {!readOnly && <Toolbar editor={editor} label={label} onLink={openLink} onImage={onPickImage ? () => void pickImage() : undefined} onImageDetails={openImageDetails} />}
        <EditorContent editor={editor} />
      </Box>
      <Flex justify="space-between" gap="3" wrap="wrap">
        {marked && error ? (
          <Text id={ids.error} textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
            {error}
          </Text>
        ) : (
          <span />
        )}
        <Text id={ids.counts} textStyle="xs" color={counts.characters > RICH_TEXT_LIMITS.maxTextChars ? { base: 'red.700', _dark: 'red.300' } : 'fg.muted'} marginStart="auto">
          {plural(counts.characters, 'character', 'characters')} · {plural(counts.words, 'word', 'words')} · {number(counts.minutes)} min read
        </Text>
      </Flex>
      {linkDialog && (
        <LinkDialog
          initial={linkDialog.href}
          editing={linkDialog.editing}
          onClose={() => {
            setLinkDialog(null);
            editor.commands.focus();
          }}
          onSave={(href) => {
            setLinkDialog(null);
            const { empty } = editor.state.selection;
            if (empty && !editor.isActive('link'))
              editor
                .chain()
                .focus()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {imageDialog && (
        <ImageDetailsDialog
          initial={imageDialog}
          onClose={() => {
            setImageDialog(null);
            editor.commands.focus();
          }}
          onSave={({ alt, caption }) => {
            setImageDialog(null);
            editor
              .chain()
              .focus()
              .updateAttributes('image', { alt: alt || null, caption: caption || null })
              .run();
          }}
        />
      )}
    </Stack>
  );
}

interface ToolbarItem {
  key: string;
  label: string;
  icon: LucideIcon;
  /** As `aria-keyshortcuts` writes it, `Mod` for Ctrl or ⌘. */
  keys?: string;
  /** A toggle: whether it is on where the cursor is. */
  pressed?: boolean;
  disabled?: boolean;
  run(): void;
  /** Starts a group (a divider before it). */
  group?: boolean;
}

/** TipTap's "Mod": ⌘ on Apple's systems, Ctrl elsewhere. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Meta' : 'Control';
const keysOf = (keys: string) => keys.replace('Mod', MOD);
/** "Control+Shift+7" as a person reads it: "Ctrl+Shift+7" (or "⌘+Shift+7"). */
const shortcutText = (keys: string) => keys.replace('Control', 'Ctrl').replace('Meta', '⌘');

function Toolbar({ editor, label, onLink, onImage, onImageDetails }: { editor: Editor; label: string; onLink(): void; onImage?: () => void; onImageDetails(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const items: ToolbarItem[] = [
    { key: 'paragraph', label: 'Paragraph', icon: Pilcrow, keys: 'Mod+Alt+0', pressed: state.paragraph, run: () => chain().setParagraph().run() },
    { key: 'h2', label: 'Heading 2', icon: Heading2, keys: 'Mod+Alt+2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: 'Heading 3', icon: Heading3, keys: 'Mod+Alt+3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'h4', label: 'Heading 4', icon: Heading4, keys: 'Mod+Alt+4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { key: 'bold', label: 'Bold', icon: Bold, keys: 'Mod+B', pressed: state.bold, run: () => chain().toggleBold().run(), group: true },
    { key: 'italic', label: 'Italic', icon: Italic, keys: 'Mod+I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'underline', label: 'Underline', icon: Underline, keys: 'Mod+U', pressed: state.underline, run: () => chain().toggleUnderline().run() },
    { key: 'strike', label: 'Strikethrough', icon: Strikethrough, keys: 'Mod+Shift+S', pressed: state.strike, run: () => chain().toggleStrike().run() },
    { key: 'code', label: 'Code', icon: Code, keys: 'Mod+E', pressed: state.code, run: () => chain().toggleCode().run() },
    { key: 'bulletList', label: 'Bulleted list', icon: List, keys: 'Mod+Shift+8', pressed: state.bulletList, run: () => chain().toggleBulletList().run(), group: true },
    { key: 'orderedList', label: 'Numbered list', icon: ListOrdered, keys: 'Mod+Shift+7', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: 'Quote', icon: TextQuote, keys: 'Mod+Shift+B', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { key: 'link', label: state.link ? 'Edit link' : 'Link', icon: Link, keys: 'Mod+K', pressed: state.link, run: onLink, group: true },
    { key: 'unlink', label: 'Remove link', icon: Unlink, disabled: !state.link, run: () => chain().extendMarkRange('link').unsetLink().run() },
    ...(onImage ? [{ key: 'image', label: 'Insert image', icon: ImagePlus, run: onImage }] : []),
    { key: 'imageDetails', label: 'Image caption and alternative text', icon: Captions, disabled: !state.image, run: onImageDetails },
    { key: 'horizontalRule', label: 'Horizontal rule', icon: Minus, run: () => chain().setHorizontalRule().run() },
    { key: 'undo', label: 'Undo', icon: Undo2, keys: 'Mod+Z', disabled: !state.canUndo, run: () => chain().undo().run(), group: true },
    { key: 'redo', label: 'Redo', icon: Redo2, keys: 'Mod+Shift+Z', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  // One tab stop: the button last focused, or the first that can be.
  const [current, setCurrent] = useState('paragraph');
  const tabStop = items.find((item) => item.key === current && !item.disabled)?.key ?? items.find((item) => !item.disabled)?.key;
  const toolbar = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Flex ref={toolbar} role="toolbar" aria-label={`${label}: formatting`} onKeyDown={move} wrap="wrap" gap="0.5" padding="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.subtle">
      {items.map((item) => (
        <Flex key={item.key} align="center" gap="0.5">
          {item.group && <Box aria-hidden width="1px" alignSelf="stretch" marginInline="1" marginBlock="1.5" bg="border" />}
          <IconButton
            aria-label={item.label}
            aria-pressed={item.pressed === undefined ? undefined : item.pressed}
            aria-keyshortcuts={item.keys && keysOf(item.keys)}
            title={item.keys ? `${item.label} (${shortcutText(keysOf(item.keys))})` : item.label}
            size="sm"
            variant={item.pressed ? 'subtle' : 'ghost'}
            colorPalette={item.pressed ? 'brand' : 'gray'}
            disabled={item.disabled}
            tabIndex={item.key === tabStop ? 0 : -1}
            onFocus={() => setCurrent(item.key)}
            // The editor keeps its selection when a button is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={item.run}
          >
            <item.icon aria-hidden />
          </IconButton>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Submits its own form only: in a portal, React would still carry the submit to a form the editor
 * sits in (the post's), which must not be sent by adding a link.
 */
const ownSubmit = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  event.stopPropagation();
};

function LinkDialog({ initial, editing, onSave, onClose }: { initial: string; editing: boolean; onSave(href: string): void; onClose(): void }) {
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    ownSubmit(event);
    const address = href.trim();
    const found = linkHrefProblem(address);
    setProblem(found);
    if (found) input.current?.focus();
    else onSave(address);
  };

  return (
    <DialogForm
      open
      title={editing ? 'Edit link' : 'Add link'}
      description="Where it goes: an https:// address, a mailto: or tel: address, a page of this site (/insights) or a heading on this page (#risks)."
      form={form}
      onSubmit={submit}
      submit={{ label: editing ? 'Save link' : 'Add link', sending: 'Saving...' }}
      sending={false}
      onClose={onClose}
      initialFocus={() => input.current}
    >
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label>
          Address <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={input}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setProblem(null);
          }}
          maxLength={RICH_TEXT_LIMITS.maxHrefChars}
          placeholder="https://example.com"
          autoComplete="off"
          spellCheck={false}
        />
        {/* Chakra's default red is under 4.5:1 on white (as FormField says). */}
        <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{problem}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}

function ImageDetailsDialog({ initial, onSave, onClose }: { initial: { alt: string; caption: string }; onSave(details: { alt: string; caption: string }): void; onClose(): void }) {
  const [values, setValues] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const alt = useRef<HTMLInputElement>(null);
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

  return (
    <DialogForm
      open
      title="Image caption and alternative text"
      description="The alternative text is read out in place of the image; left empty, the media library’s is used. The caption shows under the image."
      form={form}
      onSubmit={(event) => {
        ownSubmit(event);
        onSave({ alt: oneLine(values.alt), caption: oneLine(values.caption) });
      }}
      submit={{ label: 'Save', sending: 'Saving...' }}
      sending={false}
      onClose={onClose}
      initialFocus={() => alt.current}
    >
      <Field.Root>
        <Field.Label>Alternative text</Field.Label>
        <Input ref={alt} value={values.alt} onChange={(event) => setValues({ ...values, alt: event.target.value })} maxLength={RICH_TEXT_LIMITS.maxAltChars} autoComplete="off" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Caption</Field.Label>
        <Input value={values.caption} onChange={(event) => setValues({ ...values, caption: event.target.value })} maxLength={RICH_TEXT_LIMITS.maxCaptionChars} autoComplete="off" />
      </Field.Root>
    </DialogForm>
  );
}
