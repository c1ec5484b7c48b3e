import { MEDIA_MESSAGES } from '@rules/media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { MediaPage } from './MediaPage';
import { MEDIA_SCREEN_MESSAGES as MESSAGES } from './messages';
import { MediaUploaderContext, type MediaUploader } from './uploadMediaFile';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const variants = (id: string, widths: readonly number[]) =>
  widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ __typename: 'MediaVariant', format, width, height: Math.round(width / 2), url: `/media/${id}/${width}.${format}` })));

const asset = (id: string, fileName: string, alt: string | null) => ({
  __typename: 'MediaAsset',
  id,
  fileName,
  contentType: 'image/jpeg',
  width: 2000,
  height: 1000,
  bytes: 1_468_006,
  alt,
  focalX: 0.5,
  focalY: 0.5,
  thumbnailUrl: `/media/${id}/320.webp`,
  createdBy: 'rhea',
  createdAt: '2026-12-01T09:30:00.000Z',
  variants: variants(id, [320, 640, 960, 1280, 1600, 1920]),
});
const SKYLINE = asset('TWVkaWFBc3NldDox', 'skyline.jpg', 'Mumbai skyline at dusk');
const TEAM = asset('TWVkaWFBc3NldDoy', 'team.jpg', null);

const connection = (nodes: readonly object[]) => ({
  __typename: 'MediaAssetConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'MediaAssetEdge', node })),
});

const USES = {
  data: {
    mediaAsset: {
      __typename: 'MediaAsset',
      id: TEAM.id,
      usedBy: [{ __typename: 'MediaUse', subjectType: 'Post', subjectId: 'p1', label: 'Insights post “Capital in 2027”', href: '/admin/posts/p1' }],
    },
  },
};

/** The Media screen of a signed-in Editor at `path`, with the server's answers and an uploader that answers as `uploader` says. */
function setup(path = '/admin/media', handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}, uploader?: MediaUploader) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('editor'),
    MediaAssets: () => ({ data: { mediaAssets: connection([SKYLINE, TEAM]) } }),
    MediaUses: () => ({ data: { mediaAsset: { __typename: 'MediaAsset', id: TEAM.id, usedBy: [] } } }),
    ...handlers,
  });
  session.store('a-token');
  const page = (
    <AuthProvider>
      <MediaUploaderContext value={uploader ?? (async () => ({ ok: false, message: 'not expected' }))}>
        <MediaPage />
      </MediaUploaderContext>
    </AuthProvider>
  );
  const router = renderAdminRoutes(
    [
      { path: '/admin/media', element: page },
      { path: '/admin/media/upload', element: page },
    ],
    { path },
  );
  return { ...graphql, router, user: setupUser() };
}

const grid = () => screen.findByRole('list', { name: 'Images' });

describe('the grid of images', () => {
  it('shows each image as its 320-pixel WebP with its name, and says which have no alt text yet', async () => {
    setup();
    const images = await grid();
    const items = within(images).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual(['skyline.jpg2000 × 1000 · 1.4 MB', `team.jpg2000 × 1000 · 1.4 MB${MESSAGES.altMissing}`]);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([`/media/${SKYLINE.id}/320.webp`, `/media/${TEAM.id}/320.webp`]);
    expect(within(items[1] as HTMLElement).getByText('Alt text required')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Alt text required')).toBeNull();
  });

  it('searches by file name or alt text', async () => {
    const { user, variablesOf } = setup();
    await grid();
    await fill(user, screen.getByRole('textbox', { name: 'Search images by file name or alt text' }), 'skyline');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(variablesOf('MediaAssets').at(-1)).toMatchObject({ search: 'skyline', first: 24, offset: 0 }));
  });
});

describe('uploading', () => {
  it('opens at /admin/media/upload, sends each file with its progress, and shows each refusal with the file’s name', async () => {
    const sent: string[] = [];
    const uploader: MediaUploader = async (file, onProgress) => {
      sent.push(file.name);
      onProgress(0.5);
      if (file.name === 'logo.png') return { ok: false, message: MEDIA_MESSAGES.svgRefused('logo.png') };
      return { ok: true, asset: { ...asset('TWVkaWFBc3NldDoz', file.name, null), __typename: 'MediaAsset' } as never };
    };
    setup('/admin/media/upload', {}, uploader);
    // The file picker offers images, but its "All files" choice sends anything.
    const user = setupUser({ applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    const big = new File(['x'], 'drone-shot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    const files = [new File(['x'], 'harbour.jpg', { type: 'image/jpeg' }), big, new File(['<svg/>'], 'logo.png', { type: 'image/png' }), new File(['x'], 'notes.txt', { type: 'text/plain' })];
    await user.upload(within(dialog).getByLabelText('Images to upload'), files);

    const uploads = within(dialog).getByRole('list', { name: 'Uploads' });
    await within(uploads).findByText(MEDIA_MESSAGES.svgRefused('logo.png'));
    expect(within(uploads).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      MEDIA_MESSAGES.tooLarge('drone-shot.jpg'),
      MEDIA_MESSAGES.svgRefused('logo.png'),
      MEDIA_MESSAGES.notAnImage('notes.txt'),
    ]);
    expect(within(uploads).getByText(MEDIA_MESSAGES.uploaded)).toBeTruthy();
    // What the browser can refuse is never sent.
    expect(sent).toEqual(['harbour.jpg', 'logo.png']);
    expect(MEDIA_MESSAGES.tooLarge('drone-shot.jpg')).toBe('"drone-shot.jpg" is larger than 20 MB');
  });

  it('takes files dropped on the drop zone', async () => {
    const sent: string[] = [];
    setup('/admin/media/upload', {}, async (file) => {
      sent.push(file.name);
      return { ok: false, message: MEDIA_MESSAGES.notAnImage(file.name) };
    });
    const zone = await screen.findByTestId('media-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'scan.webp', { type: 'image/webp' })] } });
    expect(await screen.findByText('"scan.webp" is not a JPEG, PNG, WebP or AVIF image')).toBeTruthy();
    expect(sent).toEqual(['scan.webp']);
  });

  it('offers no upload to a Viewer', async () => {
    stubGraphQL({ VerifyToken: () => tokenVerifiedFor('viewer'), MediaAssets: () => ({ data: { mediaAssets: connection([SKYLINE]) } }) });
    session.store('a-token');
    renderAdminRoutes([{ path: '/admin/media', element: <AuthProvider><MediaPage /></AuthProvider> }], { path: '/admin/media' });
    await grid();
    expect(screen.queryByRole('button', { name: 'Upload images' })).toBeNull();
  });
});

describe('an image’s details', () => {
  it('saves its alt text and the focal point moved with the arrow keys', async () => {
    const { user, variablesOf } = setup('/admin/media', {
      UpdateMedia: ({ input }) => ({ data: { updateMedia: { __typename: 'UpdateMediaPayload', message: MEDIA_MESSAGES.updated, mediaAsset: { ...TEAM, ...(input as object) } } } }),
    });
    await user.click(within(await grid()).getByRole('button', { name: /^team\.jpg/ }));
    const dialog = await screen.findByRole('dialog', { name: 'team.jpg' });
    expect(within(dialog).getByText('Alt text required')).toBeTruthy();
    const picker = within(dialog).getByRole('slider', { name: 'Focal point' });
    expect(picker.getAttribute('aria-valuetext')).toBe('50% across, 50% down');
    picker.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(picker.getAttribute('aria-valuetext')).toBe('46% across, 60% down');
    await fill(user, within(dialog).getByRole('textbox', { name: /Alt text/ }), 'The team at the Bengaluru office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(variablesOf('UpdateMedia')).toEqual([{ id: TEAM.id, input: { alt: 'The team at the Bengaluru office', focalX: 0.46, focalY: 0.6 } }]));
    expect(await screen.findByText(MEDIA_MESSAGES.updated)).toBeTruthy();
  });

  it('lists where it is used, and shows the refusal when it is deleted while used', async () => {
    const refusal = MEDIA_MESSAGES.inUse('team.jpg', ['Insights post “Capital in 2027”']);
    const { user } = setup('/admin/media', {
      MediaUses: () => USES,
      DeleteMedia: () => ({ data: null, errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] }),
    });
    await user.click(within(await grid()).getByRole('button', { name: /^team\.jpg/ }));
    const dialog = await screen.findByRole('dialog', { name: 'team.jpg' });
    const usedBy = await within(dialog).findByRole('list', { name: 'Used by' });
    expect(within(usedBy).getByRole('link', { name: 'Insights post “Capital in 2027”' }).getAttribute('href')).toBe('/admin/posts/p1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete image' });
    expect(within(confirm).getByText(MESSAGES.confirmDelete('team.jpg'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const reopened = await screen.findByRole('dialog', { name: 'team.jpg' });
    expect((await within(reopened).findByRole('alert')).textContent).toBe('"team.jpg" is used by Insights post “Capital in 2027”: remove it there first');
  });
});
