import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface FormSuccessProps {
  title: string;
  message: string;
  note?: string;
  /** What ends it: a button (an overlay closes) or, on a page of its own, a link on. */
  done: { label: string; onDone: () => void } | { label: string; href: string };
}

/** The success screen that replaces a sent form; focus moves to it so it is read out. */
export function FormSuccess({ title, message, note, done }: FormSuccessProps) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack role="status" align="center" textAlign="center" gap="4" py={{ base: '10', md: '16' }} px="4" bg="bg.subtle" rounded="2xl" borderWidth="1px" borderColor="border">
      <Flex boxSize="16" rounded="full" bg="mint.100" color="mint.700" align="center" justify="center">
        <CircleCheck aria-hidden size={34} />
      </Flex>
      <Text ref={heading} tabIndex={-1} fontFamily="heading" fontWeight="800" fontSize="2xl" letterSpacing="-0.02em" outline="none">
        {title}
      </Text>
      <Text color="fg.muted" fontSize="lg" maxW="md" lineHeight="1.7">
        {message}
      </Text>
      {note && (
        <Text color="fg.subtle" fontSize="sm">
          {note}
        </Text>
      )}
      {'href' in done ? (
        <Button asChild mt="2" px="8">
          <a href={done.href}>{done.label}</a>
        </Button>
      ) : (
        <Button mt="2" px="8" onClick={done.onDone}>
          {done.label}
        </Button>
      )}
    </Stack>
  );
}
