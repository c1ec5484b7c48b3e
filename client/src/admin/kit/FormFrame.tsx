import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

/** What the frame needs of `useAdminForm`. */
interface FrameForm {
  errors: { form?: string };
  form: RefObject<HTMLFormElement | null>;
  submit(event: FormEvent<HTMLFormElement>): Promise<void>;
  loading: boolean;
  loadFailed: string | null;
  guard: { open: boolean; onLeave(): void; onStay(): void };
}

export const LEAVE_UNSAVED = { title: 'Leave without saving?', message: 'Your changes to this form have not been saved and will be lost.', leave: 'Leave' } as const;

/**
 * A back-office form screen: the way back to its list, its title, the form's message, its fields,
 * and Cancel beside the submit button; while the record loads, or when it could not, the way back
 * and that. Asks before unsaved changes are left behind.
 */
export function FormFrame({
  form,
  back,
  title,
  description,
  loadingText,
  maxW,
  noValidate,
  submitLabel,
  saving,
  aside,
  children,
}: {
  form: FrameForm;
  back: { to: string; label: string };
  title: string;
  description?: string;
  loadingText: string;
  maxW: string;
  /** The form's own checks only (no browser bubbles for `required`). */
  noValidate?: boolean;
  submitLabel: string;
  saving: boolean;
  /** Shown under the form, as wide (a record's History panel). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { errors, form: formElement, submit, loading, loadFailed, guard } = form;
  const backLink = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to={back.to}>
        <ArrowLeft aria-hidden /> {back.label}
      </Link>
    </Button>
  );
  if (loading || loadFailed) {
    return (
      <>
        {backLink}
        {loadFailed ? <ListState kind="error">{loadFailed}</ListState> : <ListState kind="loading">{loadingText}</ListState>}
      </>
    );
  }
  return (
    <>
      {backLink}
      <PageHeader title={title} description={description} />
      <Panel as="div" maxW={maxW}>
        <chakra.form ref={formElement} onSubmit={submit} noValidate={noValidate}>
          <Stack gap="6" p={{ base: '5', md: '7' }}>
            <FormProblem message={errors.form} />
            {children}
          </Stack>
          <Flex justify="flex-end" gap="3" px={{ base: '5', md: '7' }} py="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
            <Button asChild variant="outline">
              <Link to={back.to}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={saving}>
              {submitLabel}
            </Button>
          </Flex>
        </chakra.form>
      </Panel>
      {aside && <Box maxW={maxW}>{aside}</Box>}
      <ConfirmDialog open={guard.open} title={LEAVE_UNSAVED.title} confirmLabel={LEAVE_UNSAVED.leave} onConfirm={guard.onLeave} onCancel={guard.onStay}>
        {LEAVE_UNSAVED.message}
      </ConfirmDialog>
    </>
  );
}
