import { Alert, Box, Button, Field, Flex, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** What the Copy button says once it copied, and for how long. */
export const COPIED = 'Copied';
export const COPIED_FOR_MS = 2000;

/**
 * A secret the server shows this once (a new API key, a webhook's signing secret), as a dialog's
 * `outcome`: the server's warning, the secret read-only and selected, with a Copy button that says
 * when it copied. `copyFailed`: what to say when the browser would not copy (the secret is selected,
 * for the keyboard's copy). `usage`: how the secret is used, under it.
 */
export function SecretShownOnce({ label, secret, message, usage, copyFailed }: { label: string; secret: string; message: string; usage: ReactNode; copyFailed: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const warning = useId();
  const usageId = useId();

  // Focus goes to the secret as it appears, selected, so it can be copied at once and is read out with its warning.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyToClipboard() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <>
      <Alert.Root status="warning" id={warning}>
        <Alert.Indicator />
        <Alert.Title fontWeight="500">{message}</Alert.Title>
      </Alert.Root>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Input ref={field} readOnly value={secret} fontFamily="mono" fontSize="sm" spellCheck={false} onFocus={(event) => event.currentTarget.select()} aria-describedby={`${warning} ${usageId}`} />
          <Button variant="outline" onClick={() => void copyToClipboard()} flexShrink={0}>
            {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />} {copy === 'copied' ? COPIED : 'Copy'}
          </Button>
        </Flex>
        <Text id={usageId} fontSize="sm" color="fg.muted">
          {usage}
        </Text>
      </Field.Root>
      {/* Read out when the copy is done (the button says it to the eye); a failure is shown too. */}
      <Box role="status" fontSize="sm" color="red.fg">
        {copy === 'copied' ? <VisuallyHidden>{COPIED}</VisuallyHidden> : copy === 'failed' ? copyFailed : null}
      </Box>
    </>
  );
}
