import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The back office's table: scrolls sideways on narrow screens instead of squeezing its columns. */
export function DataTable({ columns, children, caption }: { columns: readonly string[]; children: ReactNode; caption: string }) {
  return (
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
  );
}
