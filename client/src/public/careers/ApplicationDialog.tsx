import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { Textarea } from '../../ui/Textarea';
import { FileText, Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { APPLICATION_FORM as LABELS } from '../../content/application';
import { TIMING } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { FormDialog } from '../../ui/FormDialog';
import { FormField } from '../../ui/FormField';
import { FORM_PAGES } from '../../content/formPages';
import { FormSuccess } from '../../ui/FormSuccess';
import { FormOnPage } from '../../ui/FullScreenOverlay';
import { useHydrated } from '../../ui/useHydrated';
import { useSuccessThenClose } from '../../ui/useSuccessThenClose';
import { HoneypotField } from '../../ui/HoneypotField';
import { applicationQuery, postedTo } from '../forms/formPages';
import { PersonFields } from '../forms/PersonFields';
import type { PageFormProps, PostedForm } from '../forms/typedEarly';
import { useCheckedForm } from '../forms/useCheckedForm';
import { useCountries } from '../forms/useCountries';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { ApplyTarget } from './applications';
import { APPLICATION_FIELDS, applicationInput, phoneKept } from './applicationForm';
import { uploadApplication } from './uploadApplication';

const ACCEPT = '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

interface ApplicationDialogProps {
  /** `null` while closed (the dialog stays mounted so it can animate out). */
  target: ApplyTarget | null;
  onClose: () => void;
  onSubmitted: () => void;
  /** Where focus goes when it closes (the Apply button pressed, by default). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * "Apply for this job" (spec sections 3 to 5): the application form in a modal; after a
 * successful submission a confirmation replaces it and the modal closes itself after 5 seconds.
 */
export default function ApplicationDialog({ target, onClose, onSubmitted, returnFocusTo }: ApplicationDialogProps) {
  const open = target !== null;
  const [sent, setSent] = useSuccessThenClose(open, onSubmitted, TIMING.applicationCloseMs);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLElement>(null);
  // While it closes it keeps showing what it showed.
  const [shown, setShown] = useState<ApplyTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);

  const close = sent === null ? onClose : onSubmitted;
  const title = shown?.jobId === null ? LABELS.generalTitle : LABELS.title;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      description={shown?.position}
      closeLabel={LABELS.close}
      busy={busy}
      initialFocus={firstField}
      returnFocusTo={returnFocusTo}
    >
      {sent !== null ? (
        <FormSuccess title={LABELS.successTitle} message={sent} note={LABELS.successNote} done={{ label: LABELS.close, onDone: onSubmitted }} />
      ) : (
        shown && <ApplicationForm target={shown} firstField={firstField} onBusy={setBusy} onSent={setSent} />
      )}
    </FormDialog>
  );
}

/** The same form on its own page, /forms/application (`posted`: the server's answer to a plain post of it). */
export function ApplicationPageForm({ target, posted = null }: { target: ApplyTarget; posted?: PostedForm | null }) {
  return <FormOnPage Form={ApplicationForm} props={{ target, posted, shown: 'with-page' as const }} success={FORM_PAGES.application.sent} />;
}

interface ApplicationFormProps extends PageFormProps {
  target: ApplyTarget;
  firstField: React.RefObject<HTMLElement | null>;
  onBusy?: (busy: boolean) => void;
  onSent: (message: string) => void;
}

function ApplicationForm({ target, firstField, onBusy, onSent, posted = null, shown = 'on-open' }: ApplicationFormProps) {
  const { countries } = useCountries();
  const { form, values, errors, submitting, submitButton, honeypot, edit, check, handleSubmit } = useCheckedForm({
    ...APPLICATION_FIELDS,
    shown,
    posted,
  });
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => onBusy?.(submitting), [onBusy, submitting]);

  const upload = async (guard: SpamGuardFields) => {
    setProgress(0);
    try {
      return await uploadApplication(applicationInput(values, target, countries, guard), values.resumes, setProgress);
    } finally {
      setProgress(null);
    }
  };

  return (
    <chakra.form ref={form} {...postedTo('application', applicationQuery(target))} onSubmit={handleSubmit(upload, onSent)} noValidate aria-busy={submitting} position="relative">
      <HoneypotField {...honeypot} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <chakra.legend srOnly>{target.position}</chakra.legend>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <PersonFields
            fields={['firstName', 'middleName', 'lastName', 'pronoun', 'email', 'country', 'phone']}
            form={{ values, errors, edit, check }}
            labels={LABELS}
            countries={countries}
            phone={{ name: 'phone', required: true, code: 'beside', keep: phoneKept }}
            firstFieldRef={firstField}
          />
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.coverNote} error={errors.coverNote} required>
              <Textarea
                rows={5}
                resize="vertical"
                placeholder={LABELS.coverNotePlaceholder}
                name="coverNote"
                value={values.coverNote}
                onChange={(event) => edit({ coverNote: event.target.value })}
                onBlur={check('coverNote')}
              />
            </FormField>
          </Box>
          <Box gridColumn={{ sm: 'span 2' }}>
            <ResumePicker files={values.resumes} error={errors.resumes} onChange={(resumes) => edit({ resumes })} />
          </Box>
        </Grid>
        <Box mt="6">
          <CheckboxField name="subscribe" label={LABELS.subscribe} checked={values.subscribe} onChange={(subscribe) => edit({ subscribe })} />
        </Box>
      </chakra.fieldset>

      <Stack gap="4" mt="8">
        {submitting && progress !== null && values.resumes.length > 0 && <UploadProgress fraction={progress} />}
        <Button type="submit" size="xl" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" px="10" {...submitButton}>
          {submitting ? LABELS.submitting : LABELS.submit}
        </Button>
        {errors.form && (
          <Text role="alert" color="red.700" fontWeight="500" fontSize="sm">
            {errors.form}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Resumes: chosen with the file picker or dropped on it; each listed with its size and a remove
 * button. Until the page's script runs, the browser's own file field, which a plain post sends.
 */
function ResumePicker({ files, error, onChange }: { files: readonly File[]; error?: string; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const scriptRuns = useHydrated();
  const add = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    const known = new Set(files.map((file) => `${file.name}:${file.size}`));
    onChange([...files, ...[...chosen].filter((file) => !known.has(`${file.name}:${file.size}`))]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <FormField label={LABELS.resumes} optionalNote={LABELS.optional} error={error}>
      <Stack
        gap="3"
        w="full"
        p="4"
        rounded="xl"
        borderWidth="1.5px"
        borderStyle="dashed"
        borderColor={error ? 'red.500' : dragging ? 'brand.500' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Flex align="center" gap="3" wrap="wrap">
          {scriptRuns && (
            <Button variant="outline" size="sm" bg="bg" onClick={() => input.current?.click()} aria-describedby={hintId}>
              <Paperclip aria-hidden /> {LABELS.resumesButton}
            </Button>
          )}
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {LABELS.resumesHint}
          </Text>
        </Flex>
        {/* The real input: reachable through the button (and labelled by the field); the one to use until the script runs. */}
        <chakra.input
          ref={input}
          type="file"
          name="resumes"
          aria-label={LABELS.resumes}
          aria-describedby={hintId}
          multiple
          accept={ACCEPT}
          srOnly={scriptRuns}
          tabIndex={scriptRuns ? -1 : undefined}
          fontSize="sm"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        {files.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2">
            {files.map((file, index) => (
              <Flex as="li" key={`${file.name}:${file.size}`} align="center" gap="3" bg="bg" borderWidth="1px" borderColor="border" rounded="lg" px="3" py="2">
                <FileText aria-hidden size={18} />
                <Text flex="1" minW="0" truncate fontSize="sm" fontWeight="600">
                  {file.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {sizeOf(file.size)}
                </Text>
                <Button variant="ghost" size="xs" aria-label={LABELS.removeFile(file.name)} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                  <X aria-hidden />
                </Button>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    </FormField>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap="1.5" maxW="md">
      <Text fontSize="sm" fontWeight="600" color="fg.muted" aria-hidden>
        {LABELS.uploading(percent)}
      </Text>
      <Box role="progressbar" aria-label={LABELS.uploading(percent)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} h="2" rounded="full" bg="bg.muted" overflow="hidden">
        <Box h="full" w={`${percent}%`} bg="brand.500" rounded="full" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
