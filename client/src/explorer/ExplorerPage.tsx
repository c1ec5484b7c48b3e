import { API_KEY_PREFIX } from '@rules/keys';
import { Box, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useId } from 'react';
import { Input } from '../ui/Input';
import { Logo } from '../ui/Logo';
import { useColorMode } from '../ui/colorMode';
import { bearerNow, credentialNote, pastedKey, useCredential, usePastedKey } from './credential';

/** What the editor shows before anything was written in it (GraphiQL keeps the user's own afterwards). */
const FIRST_QUERY = `# The Finmesh GraphQL API. Run an operation with the play button or Ctrl-Enter;
# it is sent as the signed-in admin, or with the API key pasted above.
# The documentation of every type and field is in the book icon on the left.

query OpenJobs {
  jobs(first: 5) {
    edges {
      node {
        title
        location
      }
    }
  }
}`;

/**
 * GraphiQL's fetcher, one for the page's life (GraphiQL reads the schema again whenever its fetcher
 * changes, which typing a key must not cause at every keystroke): each request carries the
 * credential of the moment. An `Authorization` written in GraphiQL's own headers editor wins.
 */
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const bearer = bearerNow();
    if (bearer && !headers.has('authorization')) headers.set('authorization', `Bearer ${bearer}`);
    return fetch(input, { ...init, headers });
  },
});

/**
 * The GraphQL explorer at `GET /graphql`: a header with the credential its requests carry, and
 * GraphiQL below, sending every operation as a JSON POST to `/graphql` (same origin, so it passes
 * the server's cross-site checks) with that credential as `Authorization: Bearer`.
 */
export function ExplorerPage() {
  // GraphiQL's light or dark to begin with, as the back office was left (GraphiQL remembers a change).
  const { mode } = useColorMode();
  const key = usePastedKey();
  const credential = useCredential(key);
  const keyField = useId();

  return (
    <Flex direction="column" h="100dvh">
      <Flex as="header" align="center" gap={{ base: '3', md: '6' }} wrap="wrap" px={{ base: '4', md: '6' }} py="2.5" bg="ink.950" color="white" flexShrink={0}>
        <Link href="/admin" color="inherit" aria-label="Finmesh back office" _hover={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Heading as="h1" fontSize="md" fontWeight="600" color="ink.200">
          GraphQL explorer
        </Heading>
        <Flex align="center" gap="3" ms="auto" wrap="wrap">
          <Text role="status" fontSize="sm" color="ink.200">
            {credentialNote(credential)}
            {credential.kind === 'none' && (
              <>
                {' · '}
                <Link href="/admin/login" color="mint.300">
                  Sign in
                </Link>
              </>
            )}
          </Text>
          <chakra.label htmlFor={keyField} fontSize="sm" fontWeight="600">
            API key
          </chakra.label>
          {/* Text, not a password field: a browser offers to save what is typed into one, and the key is kept in this tab only. */}
          <Input
            id={keyField}
            size="sm"
            w={{ base: 'full', sm: '72' }}
            placeholder={`${API_KEY_PREFIX}…`}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            value={key}
            onChange={(event) => pastedKey.set(event.target.value)}
            bg="whiteAlpha.100"
            borderColor="whiteAlpha.400"
            color="white"
            _placeholder={{ color: 'ink.300' }}
          />
        </Flex>
      </Flex>
      <Box flex="1" minH="0">
        <GraphiQL fetcher={fetcher} defaultQuery={FIRST_QUERY} defaultTheme={mode} shouldPersistHeaders={false} showPersistHeadersSettings={false} />
      </Box>
    </Flex>
  );
}
