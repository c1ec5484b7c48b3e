import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import { fieldErrorsOf } from './refusalErrors';

/**
 * `TField` names the places a message can stand: the values' keys by default; a form with rows of
 * its own (an event's agenda) adds theirs (`agenda.0.title`).
 */
export interface AdminFormOptions<TValues extends object, TLoaded, TInput, TVariables extends object = { id: string }, TField extends string = keyof TValues & string> {
  /** The values of a new record. */
  empty: TValues;
  /** The record being edited (from the route), or none for a new one. */
  id: string | undefined;
  /** How the record being edited is loaded, and the form's values for it (filled once, and again after each save of a form that stays). */
  load: {
    query: TypedDocumentNode<TLoaded, TVariables>;
    /** The query's variables: `{ id }` unless told (a record without an id of its own, such as the site's settings, has none). */
    variables?: TVariables;
    values(data: TLoaded): TValues;
    /** What a failure to load says (a toast), and where the form goes then; without `back` it stays and says so in place. */
    failed: { message(error: unknown): string; back?: string };
  };
  /** The fields' messages before sending: the same rules (`@rules`) the server checks. */
  check?(values: TValues): FieldErrors<TField>;
  /** A message that stops the save before it is sent (a missing session, say), or null. */
  before?(): string | null;
  toInput(values: TValues): TInput;
  /** The screen's save hook: given what to do with a failure, the call that saves and whether it is saving. */
  useSave(failed: (error: unknown) => void): { save(input: TInput, id: string | undefined): Promise<boolean>; saving: boolean };
  /** The form field a server's field path belongs to (`details.pay` → `pay`); null puts its message in the form's alert. */
  fieldOf(path: string): TField | null;
  /** The form's message for a failed save; `withFields` says whether the server's field messages are shown beside their fields. */
  failure(error: unknown, withFields: boolean): string | undefined;
  /** The message for a field the server refused without saying why. */
  invalidValue: string;
  /** Where the form goes after a save, and after how long (it shows "Saving..." meanwhile); without it, the form stays, filled with what was saved. */
  after?: { to: string; delayMs?: number };
}

/**
 * A back-office form for one record (spec section 8): loads the record being edited and fills the
 * form with it once, checks the shared rules before sending, shows the server's field messages
 * beside their fields, leaves after a save, and asks before unsaved changes are left behind
 * (another screen of the back office, or closing or reloading the page).
 */
export function useAdminForm<TValues extends object, TLoaded, TInput, TVariables extends object = { id: string }, TField extends string = keyof TValues & string>(options: AdminFormOptions<TValues, TLoaded, TInput, TVariables, TField>) {
  const { id, load, empty, after } = options;
  const editing = id !== undefined;
  const navigate = useNavigate();
  const state = useFormState<TValues, TField>(empty);
  const { values, showErrors, reset } = state;

  const variables = load.variables ?? ({ id: id ?? '' } as unknown as TVariables);
  const existing = useQuery(load.query as TypedDocumentNode<TLoaded, object>, { variables, skip: !editing, fetchPolicy: 'network-only' });
  // What the form was filled with: the record as loaded, or the empty values. Edits are what differ from it.
  const [filled, setFilled] = useState<{ id: string | undefined; values: TValues }>({ id: undefined, values: empty });
  if (editing && existing.data && filled.id !== id) {
    const loaded = options.load.values(existing.data);
    setFilled({ id, values: loaded });
    reset(loaded);
  }
  const loadFailedMessage = load.failed.message;
  const back = load.failed.back;
  useEffect(() => {
    if (!existing.error) return;
    toaster.error({ title: loadFailedMessage(existing.error), closable: true });
    if (back) navigate(back, { replace: true });
    // The message function is the screen's, written inline: the error alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existing.error, back, navigate]);

  const showFailure = (error: unknown) => {
    const errors: FieldErrors<TField> = fieldErrorsOf(refusalOf(error)?.fields ?? [], options.fieldOf, options.invalidValue);
    const message = options.failure(error, Object.keys(errors).some((key) => key !== 'form'));
    if (message) errors.form = message;
    showErrors(errors, { focus: true });
  };
  const { save, saving } = options.useSave(showFailure);

  // Set the moment a save went through, so the guard lets the form leave on the same tick.
  const saved = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const dirty = !leaving && JSON.stringify(values) !== JSON.stringify(filled.values);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // After a save the form goes back to its list, at once or a moment later (the job form: spec).
  const leaveTo = after?.to;
  const leaveDelayMs = after?.delayMs ?? 0;
  useEffect(() => {
    if (!leaving || leaveTo === undefined) return;
    const timer = setTimeout(() => navigate(leaveTo), leaveDelayMs);
    return () => clearTimeout(timer);
  }, [leaving, navigate, leaveTo, leaveDelayMs]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(options.check?.(values) ?? {}).filter(([, message]) => message)) as FieldErrors<TField>;
    showErrors(found, { focus: true });
    if (Object.keys(found).length > 0) return;
    const stop = options.before?.();
    if (stop) {
      showErrors({ form: stop } as FieldErrors<TField>);
      return;
    }
    if (!(await save(options.toInput(values), id))) return;
    if (after) {
      saved.current = true;
      setLeaving(true);
      return;
    }
    // A form that stays is filled again with the record as saved (its new version, say).
    const { data } = await existing.refetch();
    if (!data) return;
    const reloaded = options.load.values(data);
    setFilled({ id, values: reloaded });
    reset(reloaded);
  }

  return {
    ...state,
    /** Sets one field. */
    set: <K extends keyof TValues>(key: K, value: TValues[K]) => state.edit({ [key]: value } as unknown as Partial<TValues>),
    submit,
    editing,
    loading: editing && existing.loading,
    /** The load's failure, said in place (for a form that stays). */
    loadFailed: editing && existing.error && !back ? loadFailedMessage(existing.error) : null,
    /** What the form was filled with (the record as loaded or last saved): what "discard changes" goes back to. */
    initial: filled.values,
    /** Saving, or saved and about to leave. */
    saving: saving || leaving,
    dirty,
    /** The question asked when unsaved changes would be left behind. */
    guard: { open: blocker.state === 'blocked', onLeave: () => blocker.proceed?.(), onStay: () => blocker.reset?.() },
  };
}
