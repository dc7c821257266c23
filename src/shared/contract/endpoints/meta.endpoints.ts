import * as v from 'valibot';
import { endpoint } from '../endpoint';

export const ping = endpoint({
  method: 'GET',
  path: '/ping/',
  summary: 'Проверка связи с API',
  access: 'public',
  response: v.object({ pong: v.literal(true) }),
});

/** The API description itself (src/server/http/openapi.ts): a bare document, not an envelope. */
export const openApiDocument = endpoint({
  method: 'GET',
  path: '/openapi.json',
  summary: 'Описание API в формате OpenAPI 3.1',
  access: 'public',
  answer: 'document',
  response: v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.unknown()) }),
});
