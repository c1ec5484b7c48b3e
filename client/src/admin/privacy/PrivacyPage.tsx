import { Badge, Box, Button, Field, Flex, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { normalizeEmail } from '@rules/email';
import { privacyEmail } from '@rules/privacy';
import { Download, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import type { PrivacyLookupQuery as Lookup } from '../gql/graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { useAdminMutation } from '../ui/useAdminMutation';
import { ErasePersonMutation, ExportPersonMutation, PrivacyLookupQuery } from './documents';
import { PRIVACY_SCREEN_MESSAGES as MESSAGES } from './messages';

type Held = Lookup['privacyLookup'];

/** What is held about the address, area by area, and what can be done with it. */
function HeldPanel({ held, exporting, onExport, onErase }: { held: Held; exporting: boolean; onExport(): void; onErase(): void }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Stack gap="4" p={{ base: '5', md: '7' }}>
        <Stack gap="1">
          <Text as="h2" id={headingId} fontWeight="700" fontSize="lg" overflowWrap="anywhere">
            {held.email}
          </Text>
          <Text role="status">{held.total === 0 ? MESSAGES.nothingHeld : MESSAGES.held(held.total)}</Text>
          {held.suppressed && (
            <Flex gap="2" align="baseline" wrap="wrap">
              <Badge colorPalette="orange">Suppressed</Badge>
              <Text fontSize="sm" color="fg.muted">
                {MESSAGES.suppressed}
              </Text>
            </Flex>
          )}
        </Stack>
        <Table.Root size="sm" variant="line" aria-label="What is held">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Held in</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Records</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {held.areas.map((area) => (
              <Table.Row key={area.name}>
                <Table.Cell>{area.label}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={area.count === 0 ? 'fg.muted' : undefined}>
                  {area.count}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={onExport} loading={exporting} disabled={held.total === 0}>
            <Download aria-hidden /> Download export (ZIP)
          </Button>
          <Button colorPalette="red" onClick={onErase} disabled={held.total === 0}>
            <Trash2 aria-hidden /> Erase everything
          </Button>
        </Flex>
      </Stack>
    </Panel>
  );
}

/**
 * Data-subject requests (issue P15), for those with `privacy:manage`: an email address looked up
 * (what each area holds about it), its export downloaded as one ZIP (through a one-minute link, as
 * the lists' exports), or all of it erased after the address is typed again. `open` is how the
 * browser is sent to the download (tests pass their own).
 */
export function PrivacyPage({ open = (url: string) => window.location.assign(url) }: { open?: (url: string) => void }) {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [erase, erasure] = useAdminMutation(ErasePersonMutation, { succeeded: (data) => data?.erasePerson.message ?? MESSAGES.erased(0), failed: MESSAGES.eraseFailed });

  async function lookUp(address: string): Promise<void> {
    setLookingUp(true);
    try {
      const { data } = await client.query({ query: PrivacyLookupQuery, variables: { email: address }, fetchPolicy: 'network-only' });
      setHeld(data?.privacyLookup ?? null);
    } catch (failure) {
      const refusal = refusalOf(failure);
      const field = refusal?.fields.find((candidate) => candidate.path === 'email');
      if (field) setProblem(field.message);
      else toaster.error({ title: refusal?.message || MESSAGES.lookupFailed, closable: true });
    } finally {
      setLookingUp(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = privacyEmail(email);
    setProblem(refused);
    setHeld(null);
    if (!refused) await lookUp(email);
  }

  async function download() {
    if (!held) return;
    setExporting(true);
    try {
      const { data } = await client.mutate({ mutation: ExportPersonMutation, variables: { input: { email: held.email } } });
      if (!data) throw new Error('No export link');
      open(data.exportPerson.url);
      toaster.success({ title: MESSAGES.exportReady, closable: true });
    } catch (failure) {
      toaster.error({ title: refusalOf(failure)?.message || MESSAGES.exportFailed, closable: true });
    } finally {
      setExporting(false);
    }
  }

  async function confirmErase() {
    if (!held) return;
    if (normalizeEmail(typed) !== normalizeEmail(held.email)) {
      setMismatch(MESSAGES.confirmMismatch);
      return;
    }
    if (await erase({ input: { email: held.email, confirm: typed } })) {
      setConfirming(false);
      await lookUp(held.email);
    }
  }

  return (
    <>
      <PageHeader title="Privacy" description={MESSAGES.description} />
      <Stack gap="6" maxW="3xl">
        <Panel>
          <chakra.form onSubmit={submit} noValidate p={{ base: '5', md: '7' }}>
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
              <Field.Root invalid={Boolean(problem)} required flex="1">
                <Field.Label>
                  Email address <Field.RequiredIndicator />
                </Field.Label>
                <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" spellCheck={false} placeholder="name@example.com" />
                <Field.HelperText>The address the person wrote from. Every spelling of it is found.</Field.HelperText>
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
              <Box pt={{ sm: '6' }}>
                <Button type="submit" loading={lookingUp} loadingText={MESSAGES.lookingUp} w={{ base: 'full', sm: 'auto' }}>
                  <Search aria-hidden /> Look up
                </Button>
              </Box>
            </Flex>
          </chakra.form>
        </Panel>
        {held && (
          <HeldPanel
            held={held}
            exporting={exporting}
            onExport={() => void download()}
            onErase={() => {
              setTyped('');
              setMismatch(null);
              setConfirming(true);
            }}
          />
        )}
      </Stack>
      <ConfirmDialog open={confirming} title={MESSAGES.confirmTitle} confirmLabel="Erase everything" busy={erasure.loading} onCancel={() => setConfirming(false)} onConfirm={() => void confirmErase()}>
        <Stack gap="4">
          <Text>{MESSAGES.eraseWarning}</Text>
          <Field.Root invalid={Boolean(mismatch)} required>
            <Field.Label color="fg">{MESSAGES.confirmLabel}</Field.Label>
            <Input
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setMismatch(null);
              }}
              autoComplete="off"
              spellCheck={false}
              placeholder={held?.email}
            />
            <Field.ErrorText>{mismatch}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
