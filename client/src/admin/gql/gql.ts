/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.VerifyTokenDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query RegistrationOpen {\n    registrationOpen\n  }\n": typeof types.RegistrationOpenDocument,
    "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.RegisterAdminDocument,
};
const documents: Documents = {
    "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.VerifyTokenDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n": types.AdminLogoutDocument,
    "\n  query RegistrationOpen {\n    registrationOpen\n  }\n": types.RegistrationOpenDocument,
    "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.RegisterAdminDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationOpen {\n    registrationOpen\n  }\n"): (typeof documents)["\n  query RegistrationOpen {\n    registrationOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;