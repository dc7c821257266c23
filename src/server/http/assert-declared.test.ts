import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../shared/contract/endpoint';
import { assertEveryRouteDeclared } from './assert-declared';

const ping = endpoint({ method: 'GET', path: '/ping/', summary: 'p', access: 'public', response: v.null() });

describe('assertEveryRouteDeclared', () => {
  it('passes when every /api route is declared; middleware and other paths are not routes', () => {
    const routes = [
      { method: 'GET', path: '/api/ping/' },
      { method: 'ALL', path: '/api/*' },
      { method: 'GET', path: '/healthz' },
    ];
    expect(() => assertEveryRouteDeclared(routes, [ping])).not.toThrow();
  });

  it('refuses a route added without a declaration, and a method the declaration does not name', () => {
    expect(() => assertEveryRouteDeclared([{ method: 'GET', path: '/api/secret/' }], [ping])).toThrow(
      'GET /api/secret/',
    );
    expect(() => assertEveryRouteDeclared([{ method: 'POST', path: '/api/ping/' }], [ping])).toThrow(
      'POST /api/ping/',
    );
  });

  it('refuses two declarations of the same address', () => {
    const again = endpoint({ ...ping, path: '/ping/' });
    expect(() => assertEveryRouteDeclared([], [ping, again])).toThrow('declared twice');
  });
});
