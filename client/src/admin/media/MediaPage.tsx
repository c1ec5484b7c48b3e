import { Box, Button, Dialog, Flex, Image, Portal, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { CloseButton } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { getFragmentData } from '../gql';
import type { MediaPage_AssetFragment as Asset } from '../gql/graphql';
import { ListBody, ListPages, SearchBox } from '../kit/AdminList';
import { useAdminList } from '../kit/useAdminList';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { MediaAssetsQuery, MediaPage_asset } from './documents';
import { AltMissingBadge, MediaDetails, sizeOf } from './MediaDetails';
import { MEDIA_PAGE_SIZE, MEDIA_SCREEN_MESSAGES as MESSAGES } from './messages';
import { UploadPanel } from './UploadPanel';

const SCREEN = '/admin/media';

/**
 * The media library (issue P20): every image as a thumbnail, searchable by name and alt text;
 * uploading (a button, or files dropped on the upload panel; `/admin/media/upload` opens it);
 * each image's details: alt text, focal point, where it is used, delete.
 */
export function MediaPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useApolloClient();
  const list = useAdminList({
    query: MediaAssetsQuery,
    variables: ({ search }) => ({ search: search || null }),
    connection: (data) => data.mediaAssets,
    row: (node) => getFragmentData(MediaPage_asset, node),
    pageSize: MEDIA_PAGE_SIZE,
    loadFailedToast: MESSAGES.listFailed,
    write: 'content:write',
  });
  const uploading = pathname === `${SCREEN}/upload`;
  const [opened, setOpened] = useState<{ asset: Asset; times: number } | null>(null);
  const open = (asset: Asset) => setOpened((current) => ({ asset, times: (current?.times ?? 0) + 1 }));
  const uploadButton = list.canWrite ? (
    <Button onClick={() => navigate(`${SCREEN}/upload`)}>
      <Upload aria-hidden /> Upload images
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title="Media" description="The site’s images: each served in the sizes and formats a browser needs. Describe each one before it is used." actions={list.state === 'empty' ? undefined : uploadButton} />
      <Panel>
        <Flex px="5" py="4" gap="3" wrap="wrap" justify="space-between" align="center" borderBottomWidth="1px" borderColor="border">
          <SearchBox list={list} label="Search images by file name or alt text" placeholder="Search by file name or alt text..." input={{ minW: { md: '72' } }} />
          <Text fontSize="sm" color="fg.muted">
            {list.countOf('image', 'images')}
          </Text>
        </Flex>
        <ListBody list={list} messages={{ loading: MESSAGES.loading, failed: MESSAGES.listFailed, empty: list.search ? MESSAGES.noMatch : MESSAGES.empty }} emptyAction={list.search ? undefined : uploadButton}>
          {(assets) => (
            <SimpleGrid as="ul" aria-label="Images" columns={{ base: 2, sm: 3, lg: 4, xl: 6 }} gap="4" p="5" listStyleType="none">
              {assets.map((asset) => (
                <chakra.li key={asset.id} minW="0">
                  <chakra.button
                    type="button"
                    onClick={() => open(asset)}
                    display="block"
                    w="full"
                    textAlign="start"
                    rounded="l2"
                    borderWidth="1px"
                    borderColor="border"
                    overflow="hidden"
                    bg="bg"
                    _hover={{ borderColor: 'border.emphasized', boxShadow: 'sm' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
                  >
                    <Box aspectRatio={4 / 3} bg="bg.muted">
                      <Image src={asset.thumbnailUrl} alt="" htmlWidth={320} htmlHeight={240} w="full" h="full" objectFit="cover" objectPosition={`${asset.focalX * 100}% ${asset.focalY * 100}%`} loading="lazy" />
                    </Box>
                    <Stack gap="1" px="3" py="2">
                      <Text fontSize="sm" fontWeight="500" truncate>
                        {asset.fileName}
                      </Text>
                      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                        <Text fontSize="xs" color="fg.muted">
                          {asset.width} × {asset.height} · {sizeOf(asset.bytes)}
                        </Text>
                        {!asset.alt && <AltMissingBadge />}
                      </Flex>
                    </Stack>
                  </chakra.button>
                </chakra.li>
              ))}
            </SimpleGrid>
          )}
        </ListBody>
        <ListPages list={list} summary="range" />
      </Panel>
      {opened && <MediaDetails key={`${opened.asset.id}:${opened.times}`} asset={opened.asset} open canWrite={list.canWrite} onClose={() => setOpened(null)} />}
      <Dialog.Root open={uploading && list.canWrite} onOpenChange={(event) => !event.open && navigate(SCREEN)} placement="center" size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Upload images</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <UploadPanel autoFocus onUploaded={() => void client.refetchQueries({ include: [MediaAssetsQuery] })} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => navigate(SCREEN)}>
                  Done
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
