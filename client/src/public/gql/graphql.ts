/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The Contact page, or the Services page’s "Talk to us" form. */
export type ContactFormSource =
  | 'contact'
  | 'services';

export type RequestDemoInput = {
  companyName?: string | null | undefined;
  designation?: string | null | undefined;
  email: string;
  firstName: string;
  /** The token of `formStart`, issued when the form was opened. */
  formToken?: string | null | undefined;
  lastName: string;
  /** ISO 8601 date and time; not before today. */
  meetingDate: string;
  message: string;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

export type SubmitContactFormInput = {
  companyName?: string | null | undefined;
  /** Country name. */
  country?: string | null | undefined;
  /** Calling code, for example +91; +1 when left out. */
  countryCode?: string | null | undefined;
  /** The role in the visitor’s own words, when role is Other. */
  customRole?: string | null | undefined;
  email: string;
  firstName: string;
  /** The token of `formStart`, issued when the form was opened. */
  formToken?: string | null | undefined;
  landlineCountry?: string | null | undefined;
  landlineCountryCode?: string | null | undefined;
  /** Optional; 6 to 15 digits. */
  landlineNumber?: string | null | undefined;
  lastName: string;
  message: string;
  middleName?: string | null | undefined;
  /** Also subscribe the address to the newsletter. */
  newsletter?: boolean | null | undefined;
  /** With or without the calling code; 7 to 15 digits without it. */
  phoneNumber?: string | null | undefined;
  pronoun?: string | null | undefined;
  /** Investor, Borrower, Advisor or Other; on the Services form, what the visitor looks for. */
  role?: string | null | undefined;
  /** Defaults to contact. */
  source?: ContactFormSource | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

export type SubscribeInput = {
  email: string;
  /** The token of `formStart`, issued when the form was opened. */
  formToken?: string | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

export type SubmitContactFormMutationVariables = Exact<{
  input: SubmitContactFormInput;
}>;


export type SubmitContactFormMutation = { submitContactForm: { __typename: 'SubmitContactFormPayload', success: boolean, message: string } };

export type RequestDemoMutationVariables = Exact<{
  input: RequestDemoInput;
}>;


export type RequestDemoMutation = { requestDemo: { __typename: 'RequestDemoPayload', success: boolean, message: string } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ __typename: 'Country', name: string, code: string, callingCode: string }> };

export type FormStartQueryVariables = Exact<{ [key: string]: never; }>;


export type FormStartQuery = { formStart: string };

export type SubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeMutation = { subscribe: { __typename: 'SubscribePayload', message: string, subscriber: { __typename: 'Subscriber', id: string, email: string, isActive: boolean } } };


export const SubmitContactFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const RequestDemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDemoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestDemoMutation, RequestDemoMutationVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"callingCode"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const FormStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formStart"}}]}}]} as unknown as DocumentNode<FormStartQuery, FormStartQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;