import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../../ui/pageWindow';

/** "Showing 6 to 10 of 12 results", or nothing when there are none. */
export function showingRange(page: number, pageSize: number, total: number): string | undefined {
  return total > 0 ? `Showing ${(page - 1) * pageSize + 1} to ${Math.min(page * pageSize, total)} of ${total} results` : undefined;
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
