import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How rich text reads in the back office, in the editor and its preview alike: the schema's
 * elements (headings 2 to 4, paragraphs, lists, quotes, rules, code, links, figures) with the
 * admin's fonts and colours, in light and dark mode.
 */
export const RICH_TEXT_TYPOGRAPHY: SystemStyleObject = {
  color: 'fg',
  fontSize: 'md',
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '0.85em' },
  '& :is(h2, h3, h4)': { fontFamily: 'heading', fontWeight: '700', lineHeight: '1.3', color: 'fg' },
  // More room above a heading than between paragraphs, but none above the first block.
  '& * + :is(h2, h3, h4)': { marginTop: '1.4em' },
  '& h2': { fontSize: '2xl' },
  '& h3': { fontSize: 'xl' },
  '& h4': { fontSize: 'lg' },
  '& :is(ul, ol)': { paddingInlineStart: '1.6em' },
  '& ul': { listStyleType: 'disc' },
  '& ul ul': { listStyleType: 'circle' },
  '& ol': { listStyleType: 'decimal' },
  '& ol[type="a"]': { listStyleType: 'lower-alpha' },
  '& ol[type="A"]': { listStyleType: 'upper-alpha' },
  '& ol[type="i"]': { listStyleType: 'lower-roman' },
  '& ol[type="I"]': { listStyleType: 'upper-roman' },
  '& li > * + *': { marginTop: '0.35em' },
  '& li + li': { marginTop: '0.25em' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.solid', paddingInlineStart: '4', color: 'fg.muted', fontStyle: 'italic' },
  '& blockquote > * + *': { marginTop: '0.6em' },
  // The preflight gives an <hr> its top border alone, solid: its colour and room around it.
  '& hr': { borderTopWidth: '1px', borderTopColor: 'border', marginBlock: '1.5em' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '0.3em', paddingBlock: '0.1em', rounded: 'sm' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& figure': { marginBlock: '1.25em' },
  '& figure img': { display: 'block', maxWidth: '100%', height: 'auto', rounded: 'md' },
  '& figcaption': { marginTop: '0.5em', fontSize: 'sm', color: 'fg.muted' },
};
