import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { SessionList } from '../profile/SessionList';

/** An Owner's view of a member's open sessions, each ended with one action (a lost laptop, someone who left). */
export function MemberSessions({ member, onClose }: { member: { id: string; username: string } | null; onClose(): void }) {
  return (
    <Dialog.Root open={member !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Sessions of {member?.username}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                Every browser and device signed in to this account. Ending one signs it out at once.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{member && <SessionList adminId={member.id} whose={`${member.username}'s`} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
