import { Box, Button, Field, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { MediaImageQuery } from '../media/documents';
import { globalIdOf, recordOf } from './globalIds';
import { MediaPicker, type PickedImage } from './MediaPicker';

/** What the form knows of an image it shows: picked just now, or read from the media library. */
export type KnownImage = Pick<PickedImage, 'id' | 'alt' | 'src'>;

/**
 * A record names an image of the media library by its key (a UUID: what a post body's schema takes
 * and the library's "used by" reads); the picker and `mediaAsset(id:)` speak global ids.
 */
export const mediaKeyOf = (image: Pick<PickedImage, 'id'>) => recordOf(image.id)?.key ?? image.id;
export const mediaGlobalId = (key: string) => globalIdOf('MediaAsset', key);

/**
 * An image of the media library a form names (a post's cover, a profile's portrait): a thumbnail
 * with its alt text, Choose or Replace (the picker), and Remove. An image picked earlier is shown
 * from what the picker gave; one the record had when loaded is read by its id.
 */
export function ImageField({
  label,
  hint,
  imageId,
  known,
  onChange,
  error,
  disabled = false,
}: {
  label: string;
  hint?: string;
  imageId: string | null;
  known: KnownImage | undefined;
  onChange(image: PickedImage | null): void;
  error?: string;
  disabled?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const loaded = useQuery(MediaImageQuery, { variables: { id: mediaGlobalId(imageId ?? '') }, skip: !imageId || known !== undefined });
  const asset = loaded.data?.mediaAsset;
  const shown: KnownImage | null = known ?? (asset ? { id: imageId ?? asset.id, alt: asset.alt ?? asset.fileName, src: asset.thumbnailUrl } : null);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="3" align="center" wrap="wrap" w="full">
        {imageId && (
          <Box w="28" h="20" borderRadius="md" overflow="hidden" borderWidth="1px" borderColor="border" bg="bg.muted" flexShrink={0}>
            {shown && <Image src={shown.src} alt={shown.alt} w="full" h="full" objectFit="cover" />}
          </Box>
        )}
        <Stack gap="2" flex="1" minW="40">
          {imageId && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {shown ? `Alt text: ${shown.alt}` : loaded.error ? 'This image is no longer in the media library.' : 'Loading image...'}
            </Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setPicking(true)} disabled={disabled} aria-label={`${imageId ? 'Replace' : 'Choose image'} (${label})`}>
              <ImagePlus aria-hidden /> {imageId ? 'Replace' : 'Choose image'}
            </Button>
            {imageId && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(null)} disabled={disabled} aria-label={`Remove (${label})`}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
      <MediaPicker open={picking} title={`Choose the ${label.toLowerCase()}`} onClose={() => setPicking(false)} onPick={(image) => onChange({ ...image, id: mediaKeyOf(image) })} />
    </Field.Root>
  );
}
