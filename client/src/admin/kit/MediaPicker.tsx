import { Button, CloseButton, Dialog, Field, Flex, Image, Input, Portal, SimpleGrid, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ALT_MAX_LENGTH, altTextProblem } from '@rules/media';
import { SEARCH_MAX_LENGTH } from '@rules/server';
import { ArrowLeft, Search, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { getFragmentData } from '../gql';
import type { MediaPage_AssetFragment as Asset } from '../gql/graphql';
import { MediaAssetsQuery, MediaPage_asset, UpdateMediaMutation } from '../media/documents';
import { AltMissingBadge, previewOf } from '../media/MediaDetails';
import { MEDIA_SCREEN_MESSAGES as MESSAGES } from '../media/messages';
import { UploadPanel } from '../media/UploadPanel';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { useAdminMutation } from '../ui/useAdminMutation';

/** What a picked image gives the form that asked: enough to show it and to save its id. */
export interface PickedImage {
  id: string;
  alt: string;
  src: string;
  width: number;
  height: number;
}

const PAGE = 12;

const pickedOf = (asset: Asset, alt: string): PickedImage => ({ id: asset.id, alt, src: previewOf(asset), width: asset.width, height: asset.height });

/**
 * Chooses an image of the media library for a form (a post's cover, a story's photo): a searchable
 * grid, an upload from inside it, and, for an image nobody has described yet, its alt text first
 * (saved to the image: no image is used without it). `onPick` gets the chosen image.
 */
export function MediaPicker({ open, onClose, onPick, title = 'Choose an image' }: { open: boolean; onClose(): void; onPick(image: PickedImage): void; title?: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [describing, setDescribing] = useState<Asset | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listed = useQuery(MediaAssetsQuery, { variables: { first: PAGE, offset: page * PAGE, search: search || null }, skip: !open, fetchPolicy: 'cache-and-network' });
  const assets = (listed.data?.mediaAssets.edges ?? []).map((edge) => getFragmentData(MediaPage_asset, edge.node));
  const hasNext = listed.data?.mediaAssets.pageInfo.hasNextPage ?? false;
  const [save, saving] = useAdminMutation(UpdateMediaMutation, {
    failed: (error) => setProblem(refusalOf(error)?.message ?? MESSAGES.saveFailed),
  });

  const close = () => {
    setDescribing(null);
    setUploading(false);
    setProblem(null);
    onClose();
  };
  const choose = (asset: Asset) => {
    if (asset.alt) {
      onPick(pickedOf(asset, asset.alt));
      close();
      return;
    }
    setDescribing(asset);
    setAlt('');
    setAltError(null);
    setProblem(null);
  };
  const describe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!describing) return;
    const text = alt.trim();
    const invalid = text === '' ? MESSAGES.altRequired(describing.fileName) : altTextProblem(text);
    setAltError(invalid);
    if (invalid) return;
    if (await save({ id: describing.id, input: { alt: text } })) {
      onPick(pickedOf(describing, text));
      close();
    }
  };
  const searched = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && close()} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{describing ? 'Describe the image first' : title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {describing ? (
                <chakra.form id="media-picker-alt" onSubmit={(event) => void describe(event)} noValidate>
                  <Stack gap="4">
                    <Image src={previewOf(describing)} alt="" htmlWidth={describing.width} htmlHeight={describing.height} maxH="64" w="auto" h="auto" maxW="full" objectFit="contain" rounded="l2" />
                    <Text fontSize="sm" color="fg.muted">
                      “{describing.fileName}” has no alt text yet. Say what it shows: it is read aloud to people who cannot see it, and the image cannot be used without it.
                    </Text>
                    <Field.Root invalid={Boolean(altError)} required>
                      <Field.Label>
                        Alt text <Field.RequiredIndicator />
                      </Field.Label>
                      <Input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={ALT_MAX_LENGTH + 50} autoFocus />
                      <Field.ErrorText>{altError}</Field.ErrorText>
                    </Field.Root>
                    <FormProblem message={problem} />
                  </Stack>
                </chakra.form>
              ) : (
                <Stack gap="4">
                  <Flex gap="2" wrap="wrap" justify="space-between">
                    <chakra.form onSubmit={searched} display="flex" gap="2" role="search" flex="1" minW="60">
                      <Input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Search by file name or alt text..." maxLength={SEARCH_MAX_LENGTH} aria-label="Search images" />
                      <Button type="submit" variant="outline">
                        <Search aria-hidden /> Search
                      </Button>
                    </chakra.form>
                    <Button variant={uploading ? 'solid' : 'outline'} onClick={() => setUploading((current) => !current)} aria-expanded={uploading}>
                      <Upload aria-hidden /> Upload
                    </Button>
                  </Flex>
                  {uploading && <UploadPanel onUploaded={() => void listed.refetch()} />}
                  {listed.loading && assets.length === 0 ? (
                    <ListState kind="loading">{MESSAGES.loading}</ListState>
                  ) : listed.error && assets.length === 0 ? (
                    <ListState kind="error">{MESSAGES.listFailed}</ListState>
                  ) : assets.length === 0 ? (
                    <ListState kind="empty">{search ? MESSAGES.noMatch : MESSAGES.empty}</ListState>
                  ) : (
                    <SimpleGrid as="ul" aria-label="Images" columns={{ base: 2, sm: 3, md: 4 }} gap="3" listStyleType="none">
                      {assets.map((asset) => (
                        <chakra.li key={asset.id} minW="0">
                          <chakra.button
                            type="button"
                            onClick={() => choose(asset)}
                            w="full"
                            textAlign="start"
                            rounded="l2"
                            borderWidth="1px"
                            borderColor="border"
                            overflow="hidden"
                            _hover={{ borderColor: 'border.emphasized' }}
                            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
                          >
                            <Image src={asset.thumbnailUrl} alt="" htmlWidth={320} htmlHeight={240} aspectRatio={4 / 3} w="full" objectFit="cover" loading="lazy" />
                            <Stack gap="1" px="2" py="1.5">
                              <Text fontSize="xs" fontWeight="500" truncate>
                                <VisuallyHidden>Choose </VisuallyHidden>
                                {asset.fileName}
                              </Text>
                              {!asset.alt && <AltMissingBadge />}
                            </Stack>
                          </chakra.button>
                        </chakra.li>
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {describing ? (
                <>
                  <Button variant="outline" onClick={() => setDescribing(null)} disabled={saving.loading}>
                    <ArrowLeft aria-hidden /> Back
                  </Button>
                  <Button type="submit" form="media-picker-alt" disabled={saving.loading}>
                    {saving.loading ? 'Saving...' : 'Save and use'}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((current) => current - 1)}>
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => setPage((current) => current + 1)}>
                    Next
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
