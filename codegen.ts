import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client, generated from the committed schema.graphql (never from a
 * running server). The public site and the back office get separate outputs, so a visitor's
 * bundle never carries the admin's operations.   npm run codegen
 */
const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false },
    defaultScalarType: 'unknown',
    scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
  },
} as const;

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/public/gql/': {
      ...clientPreset,
      documents: ['client/src/public/**/*.{ts,tsx}', '!client/src/public/gql/**/*'],
    },
    'client/src/admin/gql/': {
      ...clientPreset,
      documents: ['client/src/admin/**/*.{ts,tsx}', '!client/src/admin/gql/**/*'],
    },
  },
};

export default config;
