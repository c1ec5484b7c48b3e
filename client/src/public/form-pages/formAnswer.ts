import { createContext } from 'react';
import type { PostedForm } from '../forms/typedEarly';

/**
 * The server's answer to a plain post of a form it could not store, for the form's page to show
 * (`FormPage`): what was sent and what is wrong with it. Set while the server renders that answer;
 * absent otherwise (and in the browser). A stored post is answered with a redirect instead.
 */
export const PostedFormContext = createContext<PostedForm | null>(null);
