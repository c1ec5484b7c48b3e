import { Box, Button, CloseButton, Dialog, Flex, Grid, NativeSelect, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { SelectRoot } from '../../ui/SelectRoot';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { PRONOUNS } from '@rules/careers';
import { FileText, Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { APPLICATION_FORM as LABELS } from '../../content/application';
import { TIMING } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormField } from '../../ui/FormField';
import { FormSuccess } from '../../ui/FormSuccess';
import { useSuccessThenClose } from '../../ui/useSuccessThenClose';
import { HoneypotField } from '../../ui/HoneypotField';
import { PhoneInput } from '../../ui/PhoneInput';
import { FORM_MESSAGES } from '../forms/messages';
import { useCheckedForm } from '../forms/useCheckedForm';
import { useCountries } from '../forms/useCountries';
import { useFormToken } from '../forms/useFormToken';
import type { ApplyTarget } from './applications';
import {
  CHECKED_FIELDS,
  EMPTY_APPLICATION,
  applicationFieldError,
  applicationInput,
  applicationServerField,
  callingCodeOf,
  type ApplicationField,
  type ApplicationValues,
} from './applicationForm';
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
  const firstField = useRef<HTMLInputElement>(null);
  // While it closes it keeps showing what it showed.
  const [shown, setShown] = useState<ApplyTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);

  const close = sent === null ? onClose : onSubmitted;
  const title = shown?.jobId === null ? LABELS.generalTitle : LABELS.title;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      initialFocusEl={() => firstField.current}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="2xl" mx="3">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14" borderBottomWidth="1px" borderColor="border">
              <Dialog.Title fontFamily="heading" fontWeight="800" fontSize="2xl" letterSpacing="-0.02em">
                {title}
              </Dialog.Title>
              {shown && (
                <Dialog.Description color="fg.muted" fontWeight="600">
                  {shown.position}
                </Dialog.Description>
              )}
            </Dialog.Header>
            <Dialog.Body py="6">
              {sent !== null ? (
                <FormSuccess title={LABELS.successTitle} message={sent} note={LABELS.successNote} buttonLabel={LABELS.close} onDone={onSubmitted} />
              ) : (
                shown && <ApplicationForm target={shown} firstField={firstField} onBusy={setBusy} onSent={setSent} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="4" insetEnd="4" disabled={busy}>
              <CloseButton aria-label={LABELS.close} size="md" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ApplicationFormProps {
  target: ApplyTarget;
  firstField: React.RefObject<HTMLInputElement | null>;
  onBusy: (busy: boolean) => void;
  onSent: (message: string) => void;
}

function ApplicationForm({ target, firstField, onBusy, onSent }: ApplicationFormProps) {
  const { countries } = useCountries();
  const { values, errors, form, submitting, submitButton, edit, check, submit } = useCheckedForm<ApplicationValues, ApplicationField>({
    empty: EMPTY_APPLICATION,
    checked: CHECKED_FIELDS,
    fieldError: applicationFieldError,
    serverField: applicationServerField,
  });
  const [website, setWebsite] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const token = useFormToken({ partOfPage: false });
  const callingCode = callingCodeOf(values, countries);

  useEffect(() => onBusy(submitting), [onBusy, submitting]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      async () => {
        setProgress(0);
        const input = applicationInput(values, target, countries, { website, formToken: await token.take() });
        return uploadApplication(input, values.resumes, setProgress);
      },
      { sent: (message) => onSent(message || LABELS.success), refused: LABELS.submitRefused, failed: LABELS.submitFailed, invalidValue: FORM_MESSAGES.invalidValue },
    );
    setProgress(null);
  }

  const text = (field: 'firstName' | 'middleName' | 'lastName' | 'email' | 'coverNote') => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit({ [field]: event.target.value }),
    onBlur: check(field),
  });

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate aria-busy={submitting} position="relative">
      <HoneypotField value={website} onChange={setWebsite} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <chakra.legend srOnly>{target.position}</chakra.legend>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <FormField label={LABELS.firstName} error={errors.firstName} required>
            <Input ref={firstField} autoComplete="given-name" {...text('firstName')} />
          </FormField>
          <FormField label={LABELS.middleName} optionalNote={LABELS.optional}>
            <Input autoComplete="additional-name" {...text('middleName')} />
          </FormField>
          <FormField label={LABELS.lastName} error={errors.lastName} required>
            <Input autoComplete="family-name" {...text('lastName')} />
          </FormField>
          <FormField label={LABELS.pronoun} optionalNote={LABELS.optional} error={errors.pronoun}>
            <SelectRoot>
              <NativeSelect.Field name="pronoun" bg="bg" value={values.pronoun} onChange={(event) => edit({ pronoun: event.target.value })} placeholder={LABELS.pronounPlaceholder}>
                {PRONOUNS.map((pronoun) => (
                  <option key={pronoun.value} value={pronoun.value}>
                    {pronoun.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </SelectRoot>
          </FormField>
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.email} error={errors.email} required>
              <Input type="email" autoComplete="email" {...text('email')} />
            </FormField>
          </Box>
          <FormField label={LABELS.country} error={errors.country} required>
            <CountrySelect name="country" autoComplete="country" countries={countries} value={values.country} onChange={(country) => edit({ country })} onBlur={check('country')} placeholder={LABELS.countryPlaceholder} />
          </FormField>
          <FormField label={LABELS.phone} hint={`${LABELS.callingCode} ${callingCode}`} error={errors.phone} required>
            <PhoneInput
              callingCode={callingCode}
              autoComplete="tel-national"
              name="phone"
              value={values.phone}
              // Digits, spaces and dashes as people type them; a leading + means the number carries its own code.
              onChange={(event) => edit({ phone: event.target.value.replace(/[^\d+\s-]/g, '') })}
              onBlur={check('phone')}
            />
          </FormField>
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.coverNote} error={errors.coverNote} required>
              <Textarea rows={5} resize="vertical" placeholder={LABELS.coverNotePlaceholder} {...text('coverNote')} />
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

/** Resumes: chosen with the file picker or dropped on it; each listed with its size and a remove button. */
function ResumePicker({ files, error, onChange }: { files: readonly File[]; error?: string; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
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
          <Button variant="outline" size="sm" bg="bg" onClick={() => input.current?.click()} aria-describedby={hintId}>
            <Paperclip aria-hidden /> {LABELS.resumesButton}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {LABELS.resumesHint}
          </Text>
        </Flex>
        {/* The real input: reachable through the button (and labelled by the field). */}
        <chakra.input
          ref={input}
          type="file"
          name="resume"
          multiple
          accept={ACCEPT}
          srOnly
          tabIndex={-1}
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
