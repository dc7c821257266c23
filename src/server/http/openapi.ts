import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type EndpointShape, openApiPath, pathParameterNames } from '../../shared/contract/endpoint';
import { ApiFailureSchema } from '../../shared/contract/envelope';

/**
 * GET /api/openapi.json: an OpenAPI 3.1 description generated from the same declarations the
 * server mounts and the client calls (src/shared/contract/endpoint.ts). Schemas describe what goes
 * over the wire — the input side of each valibot schema; checks JSON Schema cannot say (a
 * transform, a custom check) are left out rather than guessed.
 */
type JsonObject = Record<string, unknown>;

function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
  // The document states its dialect once; a `$schema` per schema is noise to most readers.
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

function propertiesOf(schema: v.GenericSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = jsonSchemaOf(schema);
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

function parametersOf(declaration: EndpointShape): JsonObject[] {
  const pathSchemas = declaration.params ? propertiesOf(declaration.params) : [];
  const path = pathParameterNames(declaration).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchemas.find((property) => property.name === name)?.schema ?? { type: 'string' },
  }));
  const query = declaration.query
    ? propertiesOf(declaration.query).map((property) => ({
        name: property.name,
        in: 'query',
        required: property.required,
        schema: property.schema,
      }))
    : [];
  return [...path, ...query];
}

function requestBodyOf(declaration: EndpointShape): JsonObject | null {
  if (declaration.multipart) {
    const form = {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
    };
    return { required: true, content: { 'multipart/form-data': { schema: form } } };
  }
  if (!declaration.body) return null;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(declaration.body) } } };
}

function successOf(declaration: EndpointShape): JsonObject {
  const data = jsonSchemaOf(declaration.response);
  if (declaration.answer === 'file') {
    return { description: 'Файл', content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  if (declaration.answer === 'document') {
    return { description: 'Документ', content: { 'application/json': { schema: data } } };
  }
  const envelope = {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data },
  };
  return { description: 'Успех', content: { 'application/json': { schema: envelope } } };
}

const ACCESS_NOTE: Record<string, string> = {
  public: 'Доступно всем.',
  'signed-in': 'Нужен вход.',
  'second-factor': 'Нужна сессия, прошедшая пароль, но не второй фактор.',
};

function accessNote(access: EndpointShape['access']): string {
  return typeof access === 'string' ? (ACCESS_NOTE[access] ?? access) : `Только: ${access.join(', ')}.`;
}

export function buildOpenApiDocument(declarations: readonly EndpointShape[], version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const declaration of declarations) {
    const path = `/api${openApiPath(declaration)}`;
    const parameters = parametersOf(declaration);
    const requestBody = requestBodyOf(declaration);
    paths[path] ??= {};
    paths[path][declaration.method.toLowerCase()] = {
      summary: declaration.summary,
      description: accessNote(declaration.access),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(declaration.status ?? 200)]: successOf(declaration),
        default: {
          description: 'Отказ: сообщение по-русски и, для неверных полей, ошибки по полям',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Доска вакансий и стажировок: API', version },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ApiFailure: jsonSchemaOf(ApiFailureSchema) } },
  };
}
