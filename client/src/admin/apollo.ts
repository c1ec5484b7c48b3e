import { createApolloClient } from '../app/apollo';
import { session } from './auth/session';

/** The back office's Apollo client: sends the admin's token, and forgets it when the server refuses it. */
export const adminApolloClient = createApolloClient({ getToken: session.token, onUnauthenticated: session.clear });
