import { describe, expect, it } from 'vitest';
import type { ServerRenderInput } from '../../shared/initial-data';
import { createPageMarkup } from './page-markup';

const publicConfig = {
  mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
  botUsername: null,
  miniAppName: null,
  publicUrl: null,
};
const input = (path: string, title = 'А'): ServerRenderInput => ({
  path,
  search: '',
  initialData: { url: path, entries: { vacancy: { title } } },
  viewerKind: null,
  publicConfig,
});

function counting() {
  const rendered: string[] = [];
  return {
    rendered,
    load: async () => async (page: ServerRenderInput) => {
      rendered.push(page.path);
      return `<main>${page.path} ${JSON.stringify(page.initialData?.entries)}</main>`;
    },
  };
}

describe('guests’ rendered pages (docs/decisions/066-server-rendering.md)', () => {
  it('renders a page once per address and data; new data renders again', async () => {
    const { rendered, load } = counting();
    const markup = createPageMarkup({ load, onError: () => {} });
    const first = await markup(input('/vacancy/1/'), '10.0.0.1');
    expect(await markup(input('/vacancy/1/'), '10.0.0.2')).toBe(first);
    expect(rendered).toEqual(['/vacancy/1/']);
    // An edit changes the inlined data, and with it the key.
    expect(await markup(input('/vacancy/1/', 'Б'), '10.0.0.1')).toContain('Б');
    expect(rendered).toEqual(['/vacancy/1/', '/vacancy/1/']);
    // A signed-in company's page is another page: its layout differs.
    await markup({ ...input('/vacancy/1/'), viewerKind: 'company' }, '10.0.0.1');
    expect(rendered).toHaveLength(3);
  });

  it('renders a page anew each Moscow day: its cards say «сегодня» and «вчера»', async () => {
    const { rendered, load } = counting();
    let now = new Date('2026-11-28T20:50:00Z');
    const markup = createPageMarkup({ load, now: () => now, onError: () => {} });
    await markup(input('/vacancies/'), 'x');
    now = new Date('2026-11-28T20:59:00Z');
    await markup(input('/vacancies/'), 'x');
    expect(rendered).toHaveLength(1);
    // 21:01 UTC is past midnight in Moscow.
    now = new Date('2026-11-28T21:01:00Z');
    await markup(input('/vacancies/'), 'x');
    expect(rendered).toHaveLength(2);
  });

  it('counts renders per address: over the limit the page goes out bare; cached pages stay free', async () => {
    const { rendered, load } = counting();
    const markup = createPageMarkup({ load, limit: { limit: 2, windowMs: 60_000 }, onError: () => {} });
    expect(await markup(input('/a/'), 'x')).not.toBeNull();
    expect(await markup(input('/b/'), 'x')).not.toBeNull();
    expect(await markup(input('/c/'), 'x')).toBeNull();
    expect(await markup(input('/a/'), 'x')).not.toBeNull();
    expect(await markup(input('/c/'), 'y')).not.toBeNull();
    expect(rendered).toEqual(['/a/', '/b/', '/c/']);
  });

  it('keeps at most `entries` pages, the least recently used going first', async () => {
    const { rendered, load } = counting();
    const markup = createPageMarkup({ load, entries: 2, limit: null, onError: () => {} });
    await markup(input('/a/'), 'x');
    await markup(input('/b/'), 'x');
    await markup(input('/a/'), 'x');
    await markup(input('/c/'), 'x');
    await markup(input('/a/'), 'x');
    await markup(input('/b/'), 'x');
    expect(rendered).toEqual(['/a/', '/b/', '/c/', '/b/']);
  });

  it('renders a page asked twice at once only once, and a failed render gives the bare shell', async () => {
    let calls = 0;
    const failures: unknown[] = [];
    const markup = createPageMarkup({
      load: async () => async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('boom');
      },
      onError: (error) => failures.push(error),
    });
    expect(await Promise.all([markup(input('/a/'), 'x'), markup(input('/a/'), 'y')])).toEqual([null, null]);
    expect(calls).toBe(1);
    expect(failures).toHaveLength(1);
  });
});
