import { GraphQLError, GraphQLScalarType } from 'graphql';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A JSON object as it is, for answers whose fields vary by kind (an event's `data`). Output only:
 * no argument takes one, so no caller can hand the server a structure it did not describe.
 */
export const JSONObject = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object (output only).',
  serialize(value) {
    if (!isPlainObject(value)) throw new GraphQLError('JSONObject cannot represent a value that is not an object');
    return value;
  },
  parseValue() {
    throw new GraphQLError('JSONObject is output only');
  },
  parseLiteral() {
    throw new GraphQLError('JSONObject is output only');
  },
});
