import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './context';

/**
 * Tests only (createApp's `checkAnswers`): every successful /api answer is read with the schema its
 * declaration gives, exactly as the client reads it (src/client/lib/http.ts). A mismatch becomes a
 * 500 naming the fields, so any suite that touches an endpoint fails instead of the client later
 * calling a good answer «непонятный».
 */
export const checkAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const declaration = c.get('endpoint');
  if (!declaration || c.res.status >= 300 || declaration.answer === 'file') return;
  if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
  // A cached public list sent as its stored gzip: the same answer is checked when sent plain.
  if (c.res.headers.has('content-encoding')) return;
  const body: unknown = await c.res.clone().json();
  const data = declaration.answer === 'document' ? body : (body as { data?: unknown } | null)?.data;
  const read = v.safeParse(declaration.response, data);
  if (read.success) return;
  const problems = read.issues.map(
    (issue) => `${issue.path?.map((item) => String(item.key)).join('.') || '(answer)'}: ${issue.message}`,
  );
  const message = `${declaration.method} ${declaration.path}: the answer does not match its declaration`;
  console.error(message, problems.slice(0, 10));
  c.res = c.json({ success: false, message, errors: { answer: problems.slice(0, 10).join('; ') } }, 500);
};
