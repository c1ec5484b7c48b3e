import { linkHrefProblem, RICH_TEXT_LIMITS } from '@rules/rich-text';
import { HEADING_LEVELS, MEDIA_ID } from '@shared/rich-text/schema';
import { mergeAttributes, Node, type Extensions } from '@tiptap/react';
import { Link } from '@tiptap/extension-link';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * TipTap configured to write exactly the schema of `shared/rich-text/schema.ts`, which the server
 * checks and renders: StarterKit without the parts the schema lacks (code blocks), headings 2 to 4,
 * links with nothing but `href` and only where the shared link rule allows, and our own `image`
 * node that names a media library image by its id. Pasted HTML goes through the same parse rules,
 * so a `<script>`, an `<iframe>` or an `<img src=… onerror=…>` from the clipboard becomes nothing
 * (or its text), never a node outside the schema.
 */

const allowedHref = (href: string) => linkHrefProblem(href) === null;

/** A link that keeps its address alone: target, rel and class are the renderer's to decide. */
const LinkHrefOnly = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  // In the editor only: links do not open from here, and the page's own are the renderer's.
  HTMLAttributes: { target: null, rel: 'noopener noreferrer', class: null },
  isAllowedUri: allowedHref,
  shouldAutoLink: allowedHref,
});

export interface MediaImageOptions {
  /** The address to show a media library image at in the editor; without it a placeholder with its alternative text shows. */
  src?: (mediaId: string) => string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mediaImage: {
      /** Puts an image of the media library in, as a block, where the selection is. */
      insertMediaImage: (attrs: { mediaId: string; alt?: string | null; caption?: string | null }) => ReturnType;
    };
  }
}

/** Text of one line, within `max` characters, or nothing. */
const oneLine = (text: string | null, max: number) => (text ? text.replace(/\s+/g, ' ').trim().slice(0, max) || null : null);

/** An image of the media library, by its id: the only image the text can hold (no address of another site). */
export const MediaImage = Node.create<MediaImageOptions>({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { src: undefined };
  },

  addAttributes() {
    return {
      mediaId: { default: null, parseHTML: (element) => element.getAttribute('data-media-id'), renderHTML: (attrs) => ({ 'data-media-id': attrs.mediaId as string }) },
      alt: {
        default: null,
        parseHTML: (element) => oneLine(element.getAttribute('data-alt'), RICH_TEXT_LIMITS.maxAltChars),
        renderHTML: (attrs) => (attrs.alt ? { 'data-alt': attrs.alt as string } : {}),
      },
      caption: {
        default: null,
        parseHTML: (element) => oneLine(element.getAttribute('data-caption'), RICH_TEXT_LIMITS.maxCaptionChars),
        renderHTML: (attrs) => (attrs.caption ? { 'data-caption': attrs.caption as string } : {}),
      },
    };
  },

  parseHTML() {
    // Only what this editor wrote (copied within it, or from another of its pages): an image from anywhere else has no media id.
    return [{ tag: 'figure[data-media-id]', getAttrs: (element) => (MEDIA_ID.test(element.getAttribute('data-media-id') ?? '') ? null : false) }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { mediaId, alt, caption } = node.attrs as { mediaId: string; alt: string | null; caption: string | null };
    const src = this.options.src?.(mediaId);
    const picture = src ? ['img', { src, alt: alt ?? '', draggable: 'false' }] : ['span', { class: 'rich-image-placeholder' }, alt ? `Image: ${alt}` : 'Image'];
    return ['figure', mergeAttributes(HTMLAttributes, { class: 'rich-image' }), picture, ...(caption ? [['figcaption', {}, caption]] : [])];
  },

  addCommands() {
    return {
      insertMediaImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { mediaId: attrs.mediaId, alt: attrs.alt ?? null, caption: attrs.caption ?? null } }),
    };
  },
});

/** The editor's extensions: the schema, the editing aids (undo, drop cursor, gap cursor, list keys, a trailing paragraph). */
export function richTextExtensions({ imageSrc }: { imageSrc?: (mediaId: string) => string } = {}): Extensions {
  return [
    StarterKit.configure({
      codeBlock: false,
      link: false,
      heading: { levels: [...HEADING_LEVELS] },
    }),
    LinkHrefOnly,
    MediaImage.configure({ src: imageSrc }),
  ];
}
