import { Box, Button, Field, Flex, Text, chakra } from '@chakra-ui/react';
import { FieldRoot } from '../../ui/FieldRoot';
import { Input } from '../../ui/Input';
import { useId } from 'react';
import { LEGAL_LINKS } from '../../content/site';
import { HoneypotField } from '../../ui/HoneypotField';
import { toaster } from '../../ui/toaster';
import { formMutation } from '../forms/formMutation';
import { postedTo } from '../forms/formPages';
import type { PostedForm } from '../forms/typedEarly';
import { useCheckedForm } from '../forms/useCheckedForm';
import { SIGNUP_FIELDS } from './signupForm';

const signup = formMutation(() => import('./subscribe').then((module) => module.subscribeToNewsletter));

/**
 * The newsletter signup (spec: "Newsletter" in sections 4, 5 and 8): a problem with the address
 * shows under the field; the server may refuse it, for example a duplicate address, which is
 * toasted, as is the thanks. An address typed before the page's code arrived is kept, and one
 * sent before it arrived is posted to the signup's own page (`posted` is the server's answer).
 */
export function NewsletterSignup({ posted = null }: { posted?: PostedForm | null }) {
  const { form, values, errors, submitting, submitButton, honeypot, edit, handleSubmit } = useCheckedForm({
    ...SIGNUP_FIELDS,
    // No form token: the one-field form is judged by the honeypot alone (autofill and Enter take a second).
    shown: 'untimed',
    onFormError: (title) => toaster.error({ title, closable: true }),
    posted,
  });
  const termsId = useId();
  const onSubmit = handleSubmit(
    (guard) => signup.send(values.email.trim(), guard),
    (title) => toaster.success({ title, closable: true }),
  );

  return (
    <chakra.form ref={form} {...postedTo('newsletter')} onSubmit={onSubmit} noValidate aria-label="Newsletter signup" w="full" maxW={{ lg: 'md' }} position="relative">
      <HoneypotField {...honeypot} />
      <FieldRoot invalid={errors.email !== undefined} disabled={submitting}>
        <Field.Label srOnly>Email address</Field.Label>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
          <Input
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Enter your email address"
            value={values.email}
            onChange={(event) => edit({ email: event.target.value })}
            onFocus={signup.preload}
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
          {errors.email}
        </Field.ErrorText>
      </FieldRoot>
      {/* Toasted in the browser; in the server's answer to a plain post, said here. */}
      {errors.form && (
        <Text role="alert" mt="2" color="red.300" fontWeight="500" fontSize="sm">
          {errors.form}
        </Text>
      )}
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
