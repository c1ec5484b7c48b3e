import { useState } from 'react';

interface ConfirmedDeleteOptions {
  /** Deletes the row (an admin mutation by its id); resolves to whether it went (the mutation shows the messages). */
  remove(variables: { id: string }): Promise<boolean>;
  /** How many rows the current page shows. */
  rowsOnPage: number;
  page: number;
  setPage(page: number): void;
}

/**
 * Deleting a row of a paged list after confirmation (spec: deleting any item needs
 * confirmation): the row being asked about, and the props of its `ConfirmDialog`. When the last
 * row of a later page goes, the list shows the page before it.
 */
export function useConfirmedDelete<TRow extends { id: string }>({ remove, rowsOnPage, page, setPage }: ConfirmedDeleteOptions) {
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = {
    open: deleting !== null,
    busy,
    onCancel: () => setDeleting(null),
    onConfirm: async () => {
      if (!deleting) return;
      setBusy(true);
      if (await remove({ id: deleting.id })) {
        setDeleting(null);
        if (rowsOnPage === 1 && page > 1) setPage(page - 1);
      }
      setBusy(false);
    },
  };
  return { deleting, confirmDelete: setDeleting, dialog };
}
