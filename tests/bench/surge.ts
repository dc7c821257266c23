import { Agent, request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Histogram } from './histogram';
import { assertLoopback } from './load';

/**
 * The broadcast surge (issue 7, item 4): the bot announces a vacancy and students open the Mini
 * App. One open is what the Mini App sends on start, in order: the shell, tg-login with initData
 * (→ bearer), vacancy/recent, the first page of vacancies and the first page of favourites.
 */
export const OPEN_STEPS = [
  { name: 'shell', method: 'GET', path: '/' },
  { name: 'tg-login', method: 'POST', path: '/api/tg-login/' },
  { name: 'recent', method: 'POST', path: '/api/vacancy/recent' },
  { name: 'vacancies', method: 'GET', path: '/api/vacancy/getItems?page=1&limit=20' },
  { name: 'favourites', method: 'GET', path: '/api/favourite/getItems?targetKind=vacancy&page=1&limit=20' },
] as const;

export type StepName = (typeof OPEN_STEPS)[number]['name'];
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

type SurgeOptions = {
  base: string;
  /** One signed initData per student: each student opens the Mini App once. */
  initData: readonly string[];
  /** Opens in flight at most (a keep-alive connection each). */
  concurrency: number;
  /** Opens started per second (open loop); absent: as fast as `concurrency` allows. */
  ratePerSecond?: number;
  /**
   * Called with every answer and the index of its open in `initData` (the bench records the first
   * open's for the bare baseline; surge.db.test.ts compares each with a single open's).
   */
  onAnswer?: (path: string, answer: Answer, open: number) => void;
};

export type SurgeResult = {
  opens: number;
  completed: number;
  errors: number;
  /** «step: status or reason» → how many opens stopped there. */
  failures: Record<string, number>;
  elapsedMs: number;
  /** Completed opens per second over the whole run. */
  opensPerSecond: number;
  /** From the open's scheduled start (its start, without a rate) to the last byte of its last step. */
  open: Histogram;
  steps: Record<StepName, Histogram>;
};

const MAX_OPENS = 100_000;
const MAX_CONCURRENCY = 256;

function send(
  url: URL,
  agent: Agent,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' };
    const req = request(url, { agent, method, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer's body as text, whatever the content encoding. */
export function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'gzip'
      ? gunzipSync(answer.body)
      : encoding === 'deflate'
        ? inflateSync(answer.body)
        : answer.body;
  return raw.toString('utf8');
}

/** The answer's JSON; null when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(textOf(answer));
  } catch {
    return null;
  }
}

function bearerOf(answer: Answer): string | null {
  const json = jsonOf(answer);
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const data = json.data;
  if (typeof data !== 'object' || data === null || !('bearer' in data)) return null;
  return typeof data.bearer === 'string' && data.bearer.length > 0 ? data.bearer : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSurge(options: SurgeOptions): Promise<SurgeResult> {
  const base = new URL(options.base);
  assertLoopback(base);
  const total = Math.min(options.initData.length, MAX_OPENS);
  const concurrency = Math.min(Math.max(1, options.concurrency), MAX_CONCURRENCY, Math.max(1, total));
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const common = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'gzip' };
  const open = new Histogram();
  const steps = Object.fromEntries(OPEN_STEPS.map((step) => [step.name, new Histogram()])) as Record<
    StepName,
    Histogram
  >;
  const failures: Record<string, number> = {};
  const fail = (reason: string) => {
    failures[reason] = (failures[reason] ?? 0) + 1;
  };
  let next = 0;
  let completed = 0;

  const openOnce = async (index: number): Promise<boolean> => {
    const initData = options.initData[index] as string;
    let bearer: string | null = null;
    for (const step of OPEN_STEPS) {
      const headers: Record<string, string> = bearer
        ? { ...common, Authorization: `Bearer ${bearer}` }
        : common;
      const body = step.name === 'tg-login' ? JSON.stringify({ initData }) : undefined;
      const sent = performance.now();
      let answer: Answer;
      try {
        answer = await send(new URL(step.path, base), agent, step.method, headers, body);
      } catch (error) {
        fail(`${step.name}: ${(error as NodeJS.ErrnoException).code ?? 'network error'}`);
        return false;
      }
      steps[step.name].record((performance.now() - sent) * 1000);
      options.onAnswer?.(step.path, answer, index);
      if (answer.status < 200 || answer.status >= 300) {
        fail(`${step.name}: HTTP ${answer.status}`);
        return false;
      }
      if (step.name === 'tg-login') {
        bearer = bearerOf(answer);
        if (!bearer) {
          fail('tg-login: no bearer');
          return false;
        }
      }
    }
    return true;
  };

  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const scheduled = options.ratePerSecond ? started + (index * 1000) / options.ratePerSecond : 0;
      if (scheduled > performance.now()) await sleep(scheduled - performance.now());
      const from = options.ratePerSecond ? scheduled : performance.now();
      if (await openOnce(index)) {
        completed++;
        open.record((performance.now() - from) * 1000);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return {
    opens: total,
    completed,
    errors: total - completed,
    failures,
    elapsedMs,
    opensPerSecond: completed / (elapsedMs / 1000),
    open,
    steps,
  };
}
