import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { validateInput } from '../domain/validation.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { CareersResolver } from '../modules/careers/careers.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { CountriesResolver } from '../modules/countries/countries.resolver.js';
import { DemoResolver } from '../modules/demo/demo.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { RecipientsResolver } from '../modules/recipients/recipients.resolver.js';
import { authChecker } from './auth.js';
import { FormsResolver } from './forms.resolver.js';
import { NodeResolver } from './node.resolver.js';

/** The code-first schema; `npm run schema` prints it to the committed `schema.graphql`. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [NodeResolver, FormsResolver, AdminResolver, CareersResolver, ContactResolver, CountriesResolver, DemoResolver, NewsletterResolver, RecipientsResolver],
    authChecker,
    authMode: 'error',
    // The same validation as the REST shim, so both APIs refuse the same input with the same messages.
    validateFn: async (argValue) => {
      if (argValue !== null && typeof argValue === 'object' && !Array.isArray(argValue)) await validateInput(argValue);
    },
    emitSchemaFile: false,
  });
}
