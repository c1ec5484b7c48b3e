import { Badge, Box, Button, Field, HStack, Input, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ALT_MAX_LENGTH, altTextProblem } from '@rules/media';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import type { MediaPage_AssetFragment as Asset } from '../gql/graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { useAdminMutation } from '../ui/useAdminMutation';
import { DeleteMediaMutation, MediaAssetsQuery, MediaUsesQuery, UpdateMediaMutation } from './documents';
import { FocalPointPicker } from './FocalPointPicker';
import { MEDIA_SCREEN_MESSAGES as MESSAGES } from './messages';

/** The widest WebP up to 960 pixels: sharp enough for the dialog, light enough to open at once. */
export function previewOf(asset: Pick<Asset, 'variants' | 'thumbnailUrl'>): string {
  const webps = asset.variants.filter((variant) => variant.format === 'webp' && variant.width <= 960);
  return webps.sort((a, b) => b.width - a.width)[0]?.url ?? asset.thumbnailUrl;
}

export const sizeOf = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A badge saying the image cannot be used yet: it has no alt text. */
export function AltMissingBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle">
      {MESSAGES.altMissing}
    </Badge>
  );
}

/**
 * One image's details: its alt text (required before it is used anywhere), its focal point, what
 * it is, where it is used, and deleting it (refused, with the list, while it is used).
 */
export function MediaDetails({ asset, open, canWrite, onClose }: { asset: Asset; open: boolean; canWrite: boolean; onClose(): void }) {
  const form = useRef<HTMLFormElement>(null);
  const [alt, setAlt] = useState(asset.alt ?? '');
  const [focal, setFocal] = useState({ focalX: asset.focalX, focalY: asset.focalY });
  const [problem, setProblem] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const uses = useQuery(MediaUsesQuery, { variables: { id: asset.id }, fetchPolicy: 'network-only', skip: !open });
  const [save, saving] = useAdminMutation(UpdateMediaMutation, {
    succeeded: (data) => data?.updateMedia.message ?? MESSAGES.updated,
    failed: (error) => {
      const refusal = refusalOf(error);
      setProblem(refusal?.message ?? MESSAGES.saveFailed);
    },
  });
  const [remove, removing] = useAdminMutation(DeleteMediaMutation, {
    succeeded: (data) => data?.deleteMedia.message ?? MESSAGES.deleted,
    reload: MediaAssetsQuery,
    failed: (error) => setDeleteRefusal(refusalOf(error)?.message ?? MESSAGES.deleteFailed),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = altTextProblem(alt);
    setAltError(invalid);
    if (invalid) return;
    setProblem(null);
    if (await save({ id: asset.id, input: { alt: alt.trim(), ...focal } })) onClose();
  };

  const confirmDelete = async () => {
    setDeleteRefusal(null);
    const deleted = await remove({ id: asset.id });
    setConfirming(false);
    if (deleted) onClose();
  };

  const usedBy = uses.data?.mediaAsset.usedBy ?? [];
  return (
    <>
      <DialogForm
        open={open && !confirming}
        title={asset.fileName}
        description={`${asset.width} × ${asset.height} pixels · ${sizeOf(asset.bytes)} · uploaded by ${asset.createdBy}`}
        form={form}
        onSubmit={(event) => void submit(event)}
        submit={{ label: 'Save', sending: 'Saving...' }}
        cancelLabel={canWrite ? 'Cancel' : 'Close'}
        sending={saving.loading}
        onClose={onClose}
        size="xl"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <Stack gap="2">
            <FocalPointPicker src={previewOf(asset)} alt={alt || asset.fileName} width={asset.width} height={asset.height} {...focal} onChange={setFocal} disabled={!canWrite} />
            <Text fontSize="sm" color="fg.muted">
              Focal point: {Math.round(focal.focalX * 100)}% across, {Math.round(focal.focalY * 100)}% down. Crops keep it in view.
            </Text>
          </Stack>
          <Stack gap="4">
            <Field.Root invalid={Boolean(altError)} readOnly={!canWrite}>
              <Field.Label>
                Alt text {!asset.alt && <AltMissingBadge />}
              </Field.Label>
              <Input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={ALT_MAX_LENGTH + 50} placeholder="What the image shows" />
              <Field.HelperText>Read aloud to people who cannot see the image. Required before the image is used.</Field.HelperText>
              <Field.ErrorText>{altError}</Field.ErrorText>
            </Field.Root>
            <Box>
              <Text fontWeight="600" mb="1.5">
                Used by
              </Text>
              {uses.loading ? (
                <Text fontSize="sm" color="fg.muted">
                  Loading...
                </Text>
              ) : uses.error ? (
                <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }}>
                  {MESSAGES.usesFailed}
                </Text>
              ) : usedBy.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {MESSAGES.notUsed}
                </Text>
              ) : (
                <List.Root as="ul" gap="1" ps="5" aria-label="Used by">
                  {usedBy.map((use) => (
                    <List.Item key={`${use.subjectType}:${use.subjectId}`} fontSize="sm">
                      {use.href ? (
                        <ChakraLink asChild color="brand.fg">
                          <Link to={use.href}>{use.label}</Link>
                        </ChakraLink>
                      ) : (
                        use.label
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
            {deleteRefusal && (
              <Text role="alert" fontSize="sm" color="red.700" _dark={{ color: 'red.300' }}>
                {deleteRefusal}
              </Text>
            )}
            <FormProblem message={problem} />
            {canWrite && (
              <HStack>
                <Button type="button" variant="outline" colorPalette="red" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden /> Delete image
                </Button>
              </HStack>
            )}
          </Stack>
        </SimpleGrid>
      </DialogForm>
      <ConfirmDialog open={confirming} title="Delete image" confirmLabel="Delete" busy={removing.loading} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)}>
        {MESSAGES.confirmDelete(asset.fileName)}
      </ConfirmDialog>
    </>
  );
}
