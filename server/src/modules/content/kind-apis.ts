import { CONTENT_KIND_LIST } from '../../rules/content-kinds.js';
import { defineKindApi } from './kinds.js';

/** Every declared content kind's API (GraphQL type and operations, REST routes, record, `Node` loader), made once at start-up. */
export const KIND_APIS = CONTENT_KIND_LIST.map((kind) => defineKindApi(kind, (context) => context.services.kinds[kind.type]));
