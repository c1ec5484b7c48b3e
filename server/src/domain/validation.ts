import { registerDecorator, validate, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { EmailRule } from '../rules/email.js';
import { hasControlCharacters, hasLoneSurrogates, type Rule } from '../rules/rule.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { deliverableEmail } from './email-address.js';
import { InvalidInputError, type FieldError } from './errors.js';
import { keepValidationLookups } from './validation-lookups.js';

/**
 * Input classes are validated once, at the edge, by the same function for GraphQL (type-graphql's
 * `validateFn`) and REST (`inputFrom`). Only decorated properties survive (`whitelist`).
 */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidUnknownValues: true,
  skipMissingProperties: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

keepValidationLookups();

/** A rule that also looks at the other fields of the input (for example, the calling code). */
export type InputRule<T> = (value: unknown, input: T) => string | null;

/** Checks a property with one of the shared rules of `rules/`, so browser and server say the same. */
export function Satisfies(rule: Rule): PropertyDecorator {
  return SatisfiesWith(rule);
}

/** An email address field: the form's shared rule, then what only the server checks (UTS #46 on the domain), with the form's messages. */
export function SatisfiesEmail(rule: EmailRule): PropertyDecorator {
  return Satisfies(deliverableEmail(rule));
}

/** `Satisfies` for a rule that also reads the input's other fields. */
export function SatisfiesWith<T>(rule: InputRule<T>): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) => rule(value, args?.object as T) === null,
        defaultMessage: (args) => (args ? rule(args.value, args.object as T) : null) ?? 'Invalid value',
      },
    });
  };
}

/** The id of the record a mutation acts on: any non-empty text (an unknown id answers "not found"). */
export function RequiredId(): PropertyDecorator {
  return Satisfies((value) => (typeof value === 'string' && value.trim() !== '' ? null : 'id is required'));
}

export async function validateInput(input: object): Promise<void> {
  const errors = await validate(input, VALIDATOR_OPTIONS);
  if (errors.length > 0) throw new InvalidInputError(fieldErrorsOf(errors));
  const broken = brokenTextErrors(input, '');
  if (broken.length > 0) throw new InvalidInputError(broken);
}

/**
 * No text field anywhere takes control characters (NUL and the like): PostgreSQL refuses NUL in
 * text, and the others only hide what a message says. Nor lone surrogates (half a character,
 * which JSON can carry): no database stores one as sent. Checked on every input, nested ones too.
 */
function brokenTextErrors(value: unknown, path: string): FieldError[] {
  if (typeof value === 'string') {
    const message = brokenTextProblem(value);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => brokenTextErrors(item, path));
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, field]) => brokenTextErrors(field, path === '' ? key : `${path}.${key}`));
}

/** What makes a text no field takes: control characters, or lone surrogates. */
export function brokenTextProblem(text: string): string | null {
  if (hasControlCharacters(text)) return SERVER_MESSAGES.controlCharacters;
  return hasLoneSurrogates(text) ? SERVER_MESSAGES.loneSurrogates : null;
}

/**
 * Builds an input class from a REST body and validates it like GraphQL would. Unknown keys are
 * dropped, never stored; a body that is not a JSON object is refused as a whole.
 */
export async function inputFrom<T extends object>(InputClass: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidInputError([], SERVER_MESSAGES.bodyNotObject);
  }
  const input = new InputClass();
  for (const [key, value] of Object.entries(body)) {
    if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
      Object.defineProperty(input, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  await validateInput(input);
  return input;
}

function fieldErrorsOf(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = parent === '' ? error.property : `${parent}.${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ path, message }));
    return [...own, ...fieldErrorsOf(error.children ?? [], path)];
  });
}
