import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A literal written in the query itself, as JSON. */
function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value)]));
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    default:
      return null;
  }
}

/**
 * Rich text as the back office's editor writes it (a ProseMirror/TipTap JSON document). The scalar
 * only takes a JSON object; the input that holds it checks it against the schema
 * (`shared/rich-text`), so a refusal names the field and what is wrong.
 */
export const RichTextDocument = new GraphQLScalarType<unknown, Record<string, unknown>>({
  name: 'RichTextDocument',
  description: 'A rich text document: the editor\'s JSON (`{ "type": "doc", "content": [...] }`), with headings, paragraphs, lists, quotes, links and images of the media library only.',
  serialize(value) {
    if (!isPlainObject(value)) throw new GraphQLError('RichTextDocument cannot represent a value that is not an object');
    return value;
  },
  parseValue(value) {
    if (!isPlainObject(value)) throw new GraphQLError('A rich text document is a JSON object');
    return value;
  },
  parseLiteral(node) {
    const value = literalValue(node);
    if (!isPlainObject(value)) throw new GraphQLError('A rich text document is a JSON object');
    return value;
  },
});
