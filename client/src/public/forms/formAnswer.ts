import { createContext } from 'react';
import type { PostedForm } from './typedEarly';

/** The server's answer to a plain post of a form, for the form's page to show (`FormPage`). */
export type FormAnswer = { thanks: string } | { posted: PostedForm };

/** Set by the server while it renders its answer to a post; absent otherwise (and in the browser). */
export const FormAnswerContext = createContext<FormAnswer | null>(null);
