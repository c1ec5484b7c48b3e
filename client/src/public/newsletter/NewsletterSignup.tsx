import { Box, Button, Field, Flex, Text, chakra } from '@chakra-ui/react';
import { FieldRoot } from '../../ui/FieldRoot';
import { Input } from '../../ui/Input';
import { newsletterEmail } from '@rules/newsletter';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LEGAL_LINKS } from '../../content/site';
import { HoneypotField } from '../../ui/HoneypotField';
import { toaster } from '../../ui/toaster';
import { useSubmitButton } from '../../ui/useHydrated';
import { preloadSubscribe, useSubscribe } from './useSubscribe';

/**
 * The newsletter signup (spec: "Newsletter" in sections 4, 5 and 8). The browser checks the
 * shared rule first; the server checks it again and may refuse, for example a duplicate address.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [website, setWebsite] = useState('');
  const subscribe = useSubscribe();
  const termsId = useId();
  const submitButton = useSubmitButton(submitting);

  // An address typed before the page's code arrived is kept (see useHydrated).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const broken = newsletterEmail(email);
    if (broken) {
      setProblem(broken);
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    // No form token: the one-field form is judged by the honeypot alone (autofill and Enter take a second).
    const outcome = await subscribe(email.trim(), { website, formToken: null });
    setSubmitting(false);
    switch (outcome.kind) {
      case 'subscribed':
        toaster.success({ title: outcome.message, closable: true });
        setEmail('');
        break;
      case 'invalid':
        setProblem(outcome.message);
        input.current?.focus();
        break;
      default:
        toaster.error({ title: outcome.message, closable: true });
    }
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Newsletter signup" w="full" maxW={{ lg: 'md' }} position="relative">
      <HoneypotField value={website} onChange={setWebsite} />
      <FieldRoot invalid={problem !== null} disabled={submitting}>
        <Field.Label srOnly>Email address</Field.Label>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
          <Input
            ref={input}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Enter your email address"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
            onFocus={preloadSubscribe}
            size="lg"
            bg="white"
            color="ink.900"
            borderColor="transparent"
            aria-describedby={termsId}
            _placeholder={{ color: 'ink.400' }}
          />
          <Button type="submit" size="lg" colorPalette="mint" {...submitButton} flexShrink={0} px="7">
            {submitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Flex>
        <Field.ErrorText color="red.300" fontWeight="500">
          {problem}
        </Field.ErrorText>
      </FieldRoot>
      <Box mt="3">
        <Text id={termsId} fontSize="sm" color="ink.300">
          By subscribing to our newsletter you agree to our{' '}
          <chakra.a href={LEGAL_LINKS.privacy.to} target="_blank" rel="noopener" color="white" textDecoration="underline" textUnderlineOffset="3px">
            Privacy Policy
          </chakra.a>
          .
        </Text>
      </Box>
    </chakra.form>
  );
}
