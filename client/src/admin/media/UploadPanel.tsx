import { Box, Button, Icon, List, Progress, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { MEDIA_ACCEPT } from '@rules/media';
import { CircleAlert, CircleCheck, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { MEDIA_SCREEN_MESSAGES as MESSAGES } from './messages';
import { refusalBeforeSending, useMediaUploader, type UploadOutcome } from './uploadMediaFile';

type Uploaded = Extract<UploadOutcome, { ok: true }>['asset'];

/** One file of the list: sending (with how far), done, or refused with the server's words. */
interface FileState {
  key: number;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'refused';
  message?: string;
}

let nextKey = 0;

/**
 * Where images are dropped or chosen: each file is sent on its own (one at a time, so a big one
 * does not hold the others back in a queue of the server's), with its progress, then its outcome:
 * done, or refused with a message that names it. `onUploaded` hears of each new image.
 */
export function UploadPanel({ onUploaded, autoFocus = false }: { onUploaded(asset: Uploaded): void; autoFocus?: boolean }) {
  const upload = useMediaUploader();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FileState[]>([]);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const change = (key: number, changes: Partial<FileState>) => setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...changes } : file)));

  const send = async (chosen: readonly File[]) => {
    const started = chosen.map((file) => ({ file, key: (nextKey += 1) }));
    setFiles((current) => [...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'sending' as const })), ...current]);
    for (const { file, key } of started) {
      const refused = refusalBeforeSending(file);
      if (refused) {
        change(key, { state: 'refused', message: refused });
        continue;
      }
      const outcome = await upload(file, (progress) => change(key, { progress }));
      if (outcome.ok) {
        change(key, { state: 'done', progress: 1 });
        onUploaded(outcome.asset);
      } else {
        change(key, { state: 'refused', message: outcome.message });
      }
    }
  };

  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="4">
      <Box
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'brand.solid' : 'border.emphasized'}
        bg={over ? 'brand.subtle' : 'bg.subtle'}
        rounded="l3"
        px="6"
        py="8"
        textAlign="center"
      >
        <Stack align="center" gap="3">
          <Upload aria-hidden />
          <Text fontWeight="600">{MESSAGES.dropHere}</Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            JPEG, PNG, WebP or AVIF, up to 20 MB each. SVG drawings are not taken.
          </Text>
          <Button onClick={() => input.current?.click()} autoFocus={autoFocus} aria-describedby={hintId}>
            <Upload aria-hidden /> Choose images
          </Button>
          <VisuallyHidden asChild>
            <chakra.input
              ref={input}
              type="file"
              accept={MEDIA_ACCEPT}
              multiple
              tabIndex={-1}
              aria-label="Images to upload"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                event.target.value = '';
                void send(chosen);
              }}
            />
          </VisuallyHidden>
        </Stack>
      </Box>
      {files.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="3" aria-label="Uploads" aria-live="polite">
          {files.map((file) => (
            <List.Item key={file.key} display="block">
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="500" wordBreak="break-all" display="flex" alignItems="center" gap="1.5">
                  {file.state === 'done' && (
                    <Icon color="green.600" boxSize="4" aria-hidden>
                      <CircleCheck />
                    </Icon>
                  )}
                  {file.state === 'refused' && (
                    <Icon color="red.600" boxSize="4" aria-hidden>
                      <CircleAlert />
                    </Icon>
                  )}
                  {file.name}
                </Text>
                {file.state === 'sending' && (
                  <Progress.Root value={Math.round(file.progress * 100)} size="sm" aria-label={`Uploading ${file.name}`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {file.state === 'done' && (
                  <Text fontSize="sm" color="fg.muted">
                    {MESSAGES.uploaded}
                  </Text>
                )}
                {file.state === 'refused' && (
                  <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }} role="alert">
                    {file.message}
                  </Text>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
