import { chakra } from '@chakra-ui/react';

/** The content column every page section shares: the page width and gutters of the theme. */
export const PageWidth = chakra('div', {
  base: { width: '100%', maxWidth: 'page', marginInline: 'auto', paddingInline: { base: 'gutter.sm', md: 'gutter' } },
});
