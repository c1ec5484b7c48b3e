import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../../ui/pageWindow';

/** What a list's connection says of its size. The server counts up to 10,000 matches (1,000 for a search). */
export interface ListSize {
  totalCount: number;
  totalCountIsExact: boolean;
  /** The cursors and `hasPreviousPage` only where the list pages by cursor. */
  pageInfo: { hasNextPage: boolean; hasPreviousPage?: boolean; startCursor?: string | null; endCursor?: string | null };
}

/** "1,234", or "10,000+" when the server stopped counting there. */
export function countLabel(size: Pick<ListSize, 'totalCount' | 'totalCountIsExact'>): string {
  return `${size.totalCount.toLocaleString('en-US')}${size.totalCountIsExact ? '' : '+'}`;
}

/** The pages to offer: every counted one, and past a count that stopped, up to this one and the next while the server says another follows. */
export function pagesOf(size: ListSize | undefined, pageSize: number, page: number): number {
  if (!size) return 0;
  return Math.max(Math.ceil(size.totalCount / pageSize), size.pageInfo.hasNextPage ? page + 1 : page);
}

/** "Showing page 2 of 7", or "of 2,000+" when the server stopped counting. */
export function showingPage(page: number, pageSize: number, size: ListSize | undefined): string {
  const pages = Math.max(1, pagesOf(size, pageSize, page));
  return `Showing page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}${size && !size.totalCountIsExact ? '+' : ''}`;
}

/** "Showing 6 to 10 of 12 results" ("of 10,000+ results" past the count), or nothing when there are none. */
export function showingRange(page: number, pageSize: number, size: ListSize | undefined): string | undefined {
  if (!size || size.totalCount === 0) return undefined;
  const last = size.totalCountIsExact ? Math.min(page * pageSize, size.totalCount) : page * pageSize;
  return `Showing ${((page - 1) * pageSize + 1).toLocaleString('en-US')} to ${last.toLocaleString('en-US')} of ${countLabel(size)} results`;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** A line such as "Showing 1 to 5 of 12 results" or "Showing page 1 of 3". */
  summary?: string;
  /** Page number buttons between Previous and Next. */
  numbered?: boolean;
}

export function Pagination({ page, totalPages, onPageChange, summary, numbered = true }: PaginationProps) {
  if (totalPages <= 1 && !summary) return null;
  return (
    <Flex as="nav" aria-label="Pages" direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap="3" px="5" py="3" borderTopWidth="1px" borderColor="border">
      <Text fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      {totalPages > 1 && (
        <Flex gap="1" wrap="wrap" justify="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          {numbered &&
            pageWindow(page, totalPages).map((number) => (
              <Button
                key={number}
                size="sm"
                minW="9"
                variant={number === page ? 'solid' : 'ghost'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPageChange(number)}
              >
                {number}
              </Button>
            ))}
          <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
