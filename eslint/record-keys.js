/**
 * API response records are snake_case (request bodies stay camelCase, like the forms that send them).
 * A record is recognised by its name: an exported interface, type alias or zod object schema in
 * src/shared whose name ends in `Record` (`TOfferRecord`, `ZOfferRecord`). Its own keys are checked,
 * and those of object types or `z.object()` calls written inline in it; a type it only refers to by
 * name is not, since a rule sees one file and that type may be the request body's on purpose.
 */

const RULE = 'snake-case-record-keys';
const ZOD_OBJECTS = new Set(['object', 'strictObject', 'looseObject']);

const isRecordName = (name) => typeof name === 'string' && name.endsWith('Record');
const toSnake = (key) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function keyName(node) {
  if (node.computed) return null;
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'Literal' && typeof node.key.value === 'string') return node.key.value;
  return null;
}

/** `z.object({...})` and friends: the object literal that lists the keys, or null. */
function zodShape(node) {
  if (node?.type !== 'CallExpression') return null;
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return null;
  if (!ZOD_OBJECTS.has(callee.property.name)) return null;
  const [shape] = node.arguments;
  return shape?.type === 'ObjectExpression' ? shape : null;
}

const exported = (node) =>
  node.parent?.type === 'ExportNamedDeclaration' ||
  (node.parent?.type === 'VariableDeclaration' && node.parent.parent?.type === 'ExportNamedDeclaration');

/** @type {import('eslint').Rule.RuleModule} */
export const snakeCaseRecordKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Keys of API record schemas in src/shared (names ending in `Record`) are snake_case.' },
    messages: {
      camel: "API records are snake_case: '{{key}}' in {{record}} should be '{{snake}}'.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, key, record) => {
      if (!/[A-Z]/.test(key)) return;
      context.report({ node, messageId: 'camel', data: { key, record, snake: toSnake(key) } });
    };

    const checkType = (type, record) => {
      if (!type) return;
      if (type.type === 'TSTypeLiteral') checkMembers(type.members, record);
      else if (type.type === 'TSArrayType') checkType(type.elementType, record);
      else if (type.type === 'TSUnionType' || type.type === 'TSIntersectionType')
        type.types.forEach((t) => checkType(t, record));
    };
    const checkMembers = (members, record) => {
      for (const m of members) {
        if (m.type !== 'TSPropertySignature') continue;
        const key = keyName(m);
        if (key !== null) report(m.key, key, record);
        checkType(m.typeAnnotation?.typeAnnotation, record);
      }
    };
    const checkShape = (shape, record) => {
      for (const p of shape.properties) {
        if (p.type !== 'Property') continue;
        const key = keyName(p);
        if (key !== null) report(p.key, key, record);
        const nested = zodShape(p.value);
        if (nested) checkShape(nested, record);
      }
    };

    return {
      TSInterfaceDeclaration(node) {
        if (exported(node) && isRecordName(node.id.name)) checkMembers(node.body.body, node.id.name);
      },
      TSTypeAliasDeclaration(node) {
        if (exported(node) && isRecordName(node.id.name)) checkType(node.typeAnnotation, node.id.name);
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !isRecordName(node.id.name) || !exported(node.parent)) return;
        const shape = zodShape(node.init);
        if (shape) checkShape(shape, node.id.name);
      },
    };
  },
};

export const recordKeysPlugin = { rules: { [RULE]: snakeCaseRecordKeys } };

/** The flat-config object that turns the rule on for the shared schemas. */
export function recordKeyConfigs() {
  return [
    {
      name: 'brandforge/record-keys',
      files: ['src/shared/**/*.ts'],
      plugins: { brandforge: recordKeysPlugin },
      rules: { [`brandforge/${RULE}`]: 'error' },
    },
  ];
}
