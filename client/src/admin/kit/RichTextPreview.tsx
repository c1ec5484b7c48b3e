import { Box, List, Stack, Text } from '@chakra-ui/react';
import { escapeHtml } from '@shared/html';
import { parseRichText } from '@shared/rich-text/parse';
import { renderRichText } from '@shared/rich-text/render';
import { useMemo } from 'react';
import { RICH_TEXT_TYPOGRAPHY } from './RichTextEditor.styles';

export interface RichTextPreviewProps {
  /** The document as stored (the editor's JSON): checked here as the server checks it, before anything is shown. */
  document: unknown;
  /** Where a media library image is; without it images show as their alternative text. */
  imageSrc?: (mediaId: string) => string;
  /** The accessible name of the preview's region, if it needs one ("Preview of the body"). */
  label?: string;
}

/**
 * A document read-only, as the server renders it (`renderRichText`, the same HTML a page gets), in
 * the back office's typography. What the schema refuses is listed instead, with the server's words.
 */
export function RichTextPreview({ document, imageSrc, label }: RichTextPreviewProps) {
  const rendered = useMemo((): { errors: string[] } | { html: string } => {
    const parsed = parseRichText(document);
    if ('errors' in parsed) return { errors: parsed.errors };
    const image = (mediaId: string, alt: string | null) =>
      imageSrc ? `<img src="${escapeHtml(imageSrc(mediaId))}" alt="${escapeHtml(alt ?? '')}" loading="lazy">` : `<span>${escapeHtml(alt ? `Image: ${alt}` : 'Image')}</span>`;
    return { html: renderRichText(parsed.document, { image }) };
  }, [document, imageSrc]);

  if ('errors' in rendered)
    return (
      <Stack role="alert" gap="1" color={{ base: 'red.700', _dark: 'red.300' }} textStyle="sm">
        <Text fontWeight="medium">This text cannot be shown:</Text>
        <List.Root paddingInlineStart="5">
          {rendered.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List.Root>
      </Stack>
    );
  // Safe to set as HTML: built from the schema alone, every text and attribute escaped (render.ts).
  return <Box role={label ? 'region' : undefined} aria-label={label} css={RICH_TEXT_TYPOGRAPHY} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
