import { Box } from '@chakra-ui/react';
import { Fragment, useCallback, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { PRONOUNS } from '@rules/person';
import type { CountryOption } from '../../content/forms';
import { ChoiceSelect, type Choice } from '../../ui/ChoiceSelect';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormField } from '../../ui/FormField';
import { Input } from '../../ui/Input';
import { PhoneInput } from '../../ui/PhoneInput';
import { callingCodeOf, phoneCharacters, withCountryCode } from './phone';
import { countryByCode } from './useCountries';

/** The person and contact fields a public form may ask for. */
export type PersonField = 'pronoun' | 'firstName' | 'middleName' | 'lastName' | 'companyName' | 'designation' | 'email' | 'country' | 'phone';

/** The phone number's name in the form (and its `name` attribute). */
type PhoneName = 'phoneNumber' | 'phone';
type PersonKey = Exclude<PersonField, 'phone'> | PhoneName;
export type PersonValues = Partial<Record<PersonKey, string>>;

/** The labels of the fields the form shows (the phone's is `phoneNumber`); `optional` marks the fields that may be left empty. */
export type PersonLabels = Partial<Record<Exclude<PersonField, 'phone'> | 'phoneNumber' | 'pronounPlaceholder' | 'countryPlaceholder' | 'callingCode' | 'optional', string>>;

/**
 * How the phone number is typed, with the country (the one pair of fields that work together):
 * `beside`, the chosen country's calling code shows beside the field (and is read out as its
 * hint) and the field keeps what `keep` leaves of what is typed; `in-number`, choosing a country
 * fills its code in front of the number, and the rest is kept as typed.
 */
export type PhoneEntry = { name: PhoneName; required: boolean } & ({ code: 'beside'; keep: (typed: string, callingCode: string) => string } | { code: 'in-number' });

/** What the fields show and change: a `useCheckedForm`'s state, or a form's own. */
export interface PersonFormState {
  values: PersonValues;
  errors?: Partial<Record<PersonKey, string>>;
  edit(changes: PersonValues): void;
  /** For a field's `onBlur`, in forms that check a field as the visitor leaves it. */
  check?(field: string): (event: FocusEvent) => void;
}

interface PersonFieldsProps {
  /** The fields, in the order the form shows them, first in its two-column grid. */
  fields: readonly PersonField[];
  form: PersonFormState;
  labels: PersonLabels;
  /** The pronoun's choices; the lead forms' by default. */
  pronouns?: readonly Choice[];
  countries?: readonly CountryOption[];
  phone?: PhoneEntry;
  /** A form that says what is wrong in one banner: fields are marked, without a message of their own. */
  marksOnly?: boolean;
  /** Gets the first field (where an overlay puts focus as it opens). */
  firstFieldRef?: RefObject<HTMLElement | null>;
}

type TextField = 'firstName' | 'middleName' | 'lastName' | 'companyName' | 'designation' | 'email';

const TEXT_INPUTS: Record<TextField, { autoComplete: string; type?: string }> = {
  firstName: { autoComplete: 'given-name' },
  middleName: { autoComplete: 'additional-name' },
  lastName: { autoComplete: 'family-name' },
  companyName: { autoComplete: 'organization' },
  designation: { autoComplete: 'organization-title' },
  email: { type: 'email', autoComplete: 'email' },
};

const ALWAYS_REQUIRED: ReadonlySet<PersonField> = new Set(['firstName', 'lastName', 'email']);

/**
 * Who the visitor is and how to reach them, as every public form with such fields asks it
 * (Contact, Talk to us, Book a Demo, job applications, seat booking): one labelled field each, in
 * the form's order, with the browser's autofill names. Optional fields say so when the form has
 * an `optional` label. The email takes a whole row when it starts one, so the country and phone
 * sit side by side.
 */
export function PersonFields({ fields, form, labels, pronouns = PRONOUNS, countries = [], phone, marksOnly = false, firstFieldRef }: PersonFieldsProps) {
  const { values, errors = {}, edit, check } = form;
  const required = (field: PersonField) => ALWAYS_REQUIRED.has(field) || ((field === 'country' || field === 'phone') && phone?.required === true);
  const phoneName = phone?.name ?? 'phoneNumber';
  const callingCode = callingCodeOf(countries, values.country ?? '');
  const focusFirst = useCallback(
    (element: HTMLElement | null) => {
      if (firstFieldRef) firstFieldRef.current = element;
    },
    [firstFieldRef],
  );

  /** With the code in the number, the new country's code takes the old one's place there. */
  const chooseCountry = (country: string) => {
    if (phone?.code !== 'in-number') return edit({ country });
    const codeOf = (code: string) => countryByCode(countries, code)?.callingCode;
    edit({ country, [phoneName]: withCountryCode(values[phoneName] ?? '', codeOf(values.country ?? ''), codeOf(country) ?? '') });
  };

  const field = (name: PersonField, control: ReactNode, hint?: string) => {
    const error = errors[name === 'phone' ? phoneName : name];
    return (
      <FormField
        label={(name === 'phone' ? labels.phoneNumber : labels[name]) ?? ''}
        hint={hint}
        required={required(name)}
        optionalNote={required(name) ? undefined : labels.optional}
        {...(marksOnly ? { invalid: Boolean(error) } : { error })}
      >
        {control}
      </FormField>
    );
  };

  const render = (name: PersonField, index: number): ReactNode => {
    const ref = index === 0 ? focusFirst : undefined;
    switch (name) {
      case 'pronoun':
        return field(
          name,
          <ChoiceSelect ref={ref} name={name} value={values.pronoun ?? ''} choices={pronouns} onChange={(pronoun) => edit({ pronoun })} placeholder={labels.pronounPlaceholder ?? ''} />,
        );
      case 'country':
        return field(
          name,
          <CountrySelect
            ref={ref}
            name={name}
            autoComplete="country"
            countries={countries}
            value={values.country ?? ''}
            onChange={chooseCountry}
            onBlur={check?.(name)}
            placeholder={labels.countryPlaceholder ?? ''}
          />,
        );
      case 'phone':
        if (phone?.code === 'in-number') return field(name, <NumberWithCode ref={ref} name={phoneName} form={form} countries={countries} />);
        return field(
          name,
          <PhoneInput
            ref={ref}
            callingCode={callingCode}
            autoComplete="tel-national"
            name={phoneName}
            value={values[phoneName] ?? ''}
            onChange={(event) => edit({ [phoneName]: phone?.code === 'beside' ? phone.keep(event.target.value, callingCode) : event.target.value })}
            onBlur={check?.(phoneName)}
          />,
          `${labels.callingCode ?? ''} ${callingCode}`,
        );
      default: {
        const input = (
          <Input
            ref={ref}
            {...TEXT_INPUTS[name]}
            name={name}
            value={values[name] ?? ''}
            onChange={(event) => edit({ [name]: event.target.value })}
            onBlur={check?.(name)}
          />
        );
        return name === 'email' && index % 2 === 0 ? <Box gridColumn="1 / -1">{field(name, input)}</Box> : field(name, input);
      }
    }
  };

  return fields.map((name, index) => <Fragment key={name}>{render(name, index)}</Fragment>);
}

/** A number typed with its calling code, which choosing a country fills in (see `withCountryCode`). */
function NumberWithCode({ name, form, countries, ref }: { name: PhoneName; form: PersonFormState; countries: readonly CountryOption[]; ref?: (element: HTMLElement | null) => void }) {
  const { values, edit, check } = form;
  return (
    <Input
      ref={ref}
      type="tel"
      autoComplete="tel"
      name={name}
      value={values[name] ?? ''}
      onChange={(event) => edit({ [name]: phoneCharacters(event.target.value) })}
      onBlur={check?.(name)}
      onFocus={(event) => {
        // When only the filled-in calling code is there, typing continues after it instead of replacing it.
        const input = event.currentTarget;
        const code = countryByCode(countries, values.country ?? '')?.callingCode;
        const onlyCode = () => code !== undefined && input.value.trim() === code;
        const toEnd = () => input.setSelectionRange(input.value.length, input.value.length);
        if (!onlyCode()) return;
        toEnd();
        // Tabbing in selects the whole value after this handler in some browsers.
        requestAnimationFrame(() => onlyCode() && toEnd());
      }}
    />
  );
}
