import { MEDIA_MESSAGES } from '@rules/media';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { MediaUploaderContext, type MediaUploader } from '../media/uploadMediaFile';
import { MediaPicker, type PickedImage } from './MediaPicker';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const asset = (id: string, fileName: string, alt: string | null) => ({
  __typename: 'MediaAsset',
  id,
  fileName,
  contentType: 'image/png',
  width: 1200,
  height: 800,
  bytes: 204_800,
  alt,
  focalX: 0.5,
  focalY: 0.5,
  thumbnailUrl: `/media/${id}/320.webp`,
  createdBy: 'rhea',
  createdAt: '2026-12-01T09:30:00.000Z',
  variants: [320, 640, 960].flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ __typename: 'MediaVariant', format, width, height: (width * 2) / 3, url: `/media/${id}/${width}.${format}` }))),
});
const SKYLINE = asset('TWVkaWFBc3NldDox', 'skyline.png', 'Mumbai skyline at dusk');
const TEAM = asset('TWVkaWFBc3NldDoy', 'team.png', null);
const connection = (nodes: readonly object[]) => ({
  __typename: 'MediaAssetConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'MediaAssetEdge', node })),
});

/** A form with a "Cover image" button that opens the picker and shows what was picked. */
function CoverField({ onPick }: { onPick(image: PickedImage): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cover image
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}

function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}, uploader: MediaUploader = async () => ({ ok: false, message: 'not expected' })) {
  const graphql = stubGraphQL({ MediaAssets: () => ({ data: { mediaAssets: connection([SKYLINE, TEAM]) } }), ...handlers });
  session.store('a-token');
  const picked = vi.fn<(image: PickedImage) => void>();
  renderAdminRoutes(
    [
      {
        path: '/admin/posts',
        element: (
          <MediaUploaderContext value={uploader}>
            <CoverField onPick={picked} />
          </MediaUploaderContext>
        ),
      },
    ],
    { path: '/admin/posts' },
  );
  return { ...graphql, picked, user: setupUser() };
}

describe('the media picker', () => {
  it('gives the form the image chosen: its id, alt text, a source and its size', async () => {
    const { user, picked } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose skyline.png' }));
    expect(picked).toHaveBeenCalledWith({ id: SKYLINE.id, alt: 'Mumbai skyline at dusk', src: `/media/${SKYLINE.id}/960.webp`, width: 1200, height: 800 });
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
  });

  it('asks for alt text first for an image that has none, saves it, then gives the image', async () => {
    const { user, picked, variablesOf } = setup({
      UpdateMedia: () => ({ data: { updateMedia: { __typename: 'UpdateMediaPayload', message: MEDIA_MESSAGES.updated, mediaAsset: { ...TEAM, alt: 'The team on the terrace' } } } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose team.png Alt text required' }));
    const describing = await screen.findByRole('dialog', { name: 'Describe the image first' });
    await user.click(within(describing).getByRole('button', { name: 'Save and use' }));
    expect(await within(describing).findByText('Add alt text to "team.png" before using it')).toBeTruthy();
    expect(picked).not.toHaveBeenCalled();
    await fill(user, within(describing).getByRole('textbox', { name: /Alt text/ }), 'The team on the terrace');
    await user.click(within(describing).getByRole('button', { name: 'Save and use' }));
    await waitFor(() => expect(picked).toHaveBeenCalledWith({ id: TEAM.id, alt: 'The team on the terrace', src: `/media/${TEAM.id}/960.webp`, width: 1200, height: 800 }));
    expect(variablesOf('UpdateMedia')).toEqual([{ id: TEAM.id, input: { alt: 'The team on the terrace' } }]);
  });

  it('searches, and uploads from inside it', async () => {
    const sent: string[] = [];
    const { user, variablesOf } = setup({}, async (file) => {
      sent.push(file.name);
      return { ok: false, message: MEDIA_MESSAGES.tooManyPixels(file.name) };
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Search images' }), 'terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(variablesOf('MediaAssets').at(-1)).toEqual({ first: 12, offset: 0, search: 'terrace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.upload(within(dialog).getByLabelText('Images to upload'), new File(['x'], 'panorama.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('"panorama.png" is larger than 50 megapixels')).toBeTruthy();
    expect(sent).toEqual(['panorama.png']);
  });
});
