import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { HistoryPanel } from '../activity/HistoryPanel';
import { CAREERS_MESSAGES as MESSAGES } from './messages';

/** What the cover letter's dialog shows of an application. */
export interface CoverLetter {
  id: string;
  name: string;
  position: string;
  coverNote: string;
}

/** An application's cover letter and its history, from the table or the board; `letter` null keeps it closed. */
export function CoverLetterDialog({ letter, onClose }: { letter: CoverLetter | null; onClose(): void }) {
  return (
    <Dialog.Root open={letter !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" maxW="xl">
            <Dialog.Header>
              <Dialog.Title>Cover Letter</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {letter && (
                <Box>
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {letter.name} · {letter.position}
                  </Text>
                  <Text whiteSpace="pre-wrap">{letter.coverNote.trim() || MESSAGES.noCoverLetter}</Text>
                  <HistoryPanel subject={letter.id} name={`the application from ${letter.name}`} />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
