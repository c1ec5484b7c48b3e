import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../../test/user';
import { adminSystem } from '../../system';
import { ContentRevisions, type RevisionRow } from './ContentRevisions';
import { ContentStatusPanel } from './ContentStatusPanel';
import { CONTENT_SCREEN_MESSAGES as MESSAGES } from './messages';

const DRAFT = { status: 'draft', version: 3, publishAt: null, publishedAt: null } as const;

/** The panel as an editor shows it: a Publish permission, the item as given, `props` on top. */
function panel(props: Partial<ComponentProps<typeof ContentStatusPanel>> = {}) {
  const onAct = vi.fn(async () => {});
  render(
    <ChakraProvider value={adminSystem}>
      <ContentStatusPanel item={DRAFT} name="Kiran Foods" one="success story" formId="form" dirty={false} busy={false} canWrite canPublish onAct={onAct} {...props} />
    </ChakraProvider>,
  );
  return { onAct, status: screen.getByRole('region', { name: 'Status' }), user: setupUser() };
}

describe('the status panel, as each editor configures it', () => {
  it('holds a change of status back while the form has unsaved changes, and says so', () => {
    const { status } = panel({ dirty: true });
    expect((within(status).getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(status).getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(status).getByText(MESSAGES.saveBeforeStatus)).toBeTruthy();
  });

  it('lets an editor that saves its changes first publish at once: "Save and publish now"', async () => {
    const { status, onAct, user } = panel({ dirty: true, savesChanges: true });
    expect(within(status).queryByText(MESSAGES.saveBeforeStatus)).toBeNull();
    expect((within(status).getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(status).getByRole('button', { name: 'Save and publish now' }));
    expect(onAct).toHaveBeenCalledWith('publish');
  });

  it('shows the details and the Preview button the editor gives', async () => {
    const onPreview = vi.fn(async () => {});
    const { status, user } = panel({ onPreview, details: <span>1 min read</span> });
    expect(within(status).getByText('1 min read')).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledOnce();
  });

  it('before the first save, says that saving allows a preview, when there is one', () => {
    panel({ item: null, onPreview: async () => {} });
    expect(screen.getByText(MESSAGES.saveFirstToPreview)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('without a preview, names the kind and shows no Preview button', () => {
    panel({ item: null });
    expect(screen.getByText('Save the draft to publish or schedule the success story.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});

describe('the revisions list', () => {
  const rows: RevisionRow[] = [{ id: 'r2', version: 2, status: 'published', changed: ['status'], byKind: 'system', byName: null, createdAt: '2026-12-01T09:00:00.000Z' }];
  const list = (systemName?: string) =>
    render(
      <ChakraProvider value={adminSystem}>
        <ContentRevisions revisions={rows} loading={false} failed={false} version={2} fieldNames={{ status: 'status' }} systemName={systemName} onRestore={null} />
      </ChakraProvider>,
    );

  it('credits the system’s own revisions to whom the editor names', () => {
    list('the scheduler');
    expect(screen.getByRole('listitem').textContent).toContain('the scheduler, ');
  });

  it('credits them to Finmesh by default', () => {
    list();
    expect(screen.getByRole('listitem').textContent).toContain('Finmesh, ');
  });
});
