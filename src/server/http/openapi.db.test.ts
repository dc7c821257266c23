import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { openApiPath } from '../../shared/contract/endpoint';
import { ENDPOINTS } from '../../shared/contract/endpoints';
import type { DatabaseHandle } from '../db/client';

type Document = { openapi: string; paths: Record<string, Record<string, { summary?: string }>> };

/** `/api/vacancy/:id{[0-9]+}/` as OpenAPI writes it: `/api/vacancy/{id}/`. */
const asOpenApi = (path: string) => openApiPath({ path } as Parameters<typeof openApiPath>[0]);

describeOnDatabases('GET /api/openapi.json', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let document: Document;

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database);
    const answer = await t.api('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body as unknown as Document;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route the app serves, with its method', () => {
    const served = t.app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${asOpenApi(route.path)}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(2);
    expect([...new Set(served)].sort()).toEqual([...listed].sort());
  });

  it('describes each declared endpoint once, with its summary', () => {
    for (const declaration of ENDPOINTS) {
      const operation = document.paths[`/api${openApiPath(declaration)}`]?.[declaration.method.toLowerCase()];
      expect(operation?.summary, `${declaration.method} ${declaration.path}`).toBe(declaration.summary);
    }
  });

  it('the validator refuses a broken document', async () => {
    const broken = structuredClone(document) as Record<string, unknown>;
    broken.paths = { 'no-slash': { get: { responses: 'none' } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
