import { Table } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

interface DataTableProps {
  columns: readonly string[];
  children: ReactNode;
  caption: string;
  /**
   * The same records as cards (`RecordList`), shown instead wherever the table would have to scroll
   * sideways: on phones, and beside the sidebar on narrower screens. What fits depends on the rows
   * as much as on the screen, so it is measured, not guessed from a breakpoint; `rowsKey` says
   * when the rows changed and the table must be measured again.
   */
  cards?: { list: ReactNode; rowsKey: string };
}

/** The back office's table: scrolls sideways on narrow screens instead of squeezing its columns, unless it has `cards` to show there. */
export function DataTable({ columns, children, caption, cards }: DataTableProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useWidth(box);
  // The width the table needs, once it was found not to fit (for these rows).
  const [needs, setNeeds] = useState<{ rowsKey: string; width: number } | null>(null);
  const rowsKey = cards?.rowsKey;
  const asTable = rowsKey === undefined || needs === null || needs.rowsKey !== rowsKey || width >= needs.width;
  useLayoutEffect(() => {
    const scroller = box?.firstElementChild;
    if (rowsKey === undefined || !asTable || !(scroller instanceof HTMLElement)) return;
    // Measured before the browser paints (what layout effects are for), so a table that does not fit is never seen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (scroller.scrollWidth > scroller.clientWidth + 1) setNeeds({ rowsKey, width: scroller.scrollWidth });
  }, [box, rowsKey, asTable, width]);
  return (
    <div ref={setBox}>
      {asTable ? (
        <Table.ScrollArea>
          <Table.Root size="md" interactive>
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column} fontSize="xs" textTransform="uppercase" letterSpacing="0.06em" color="fg.muted" whiteSpace="nowrap">
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        cards?.list
      )}
    </div>
  );
}

/** An element's inner width, kept up to date as it changes (0 until there is one). */
function useWidth(element: HTMLElement | null): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => undefined;
      const observer = new ResizeObserver(changed);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(subscribe, () => element?.clientWidth ?? 0, () => 0);
}
