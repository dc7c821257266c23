import { describe, expect, it } from 'vitest';
import { type ChunkBundle, planChunks } from './client-chunks';

describe('the first screens’ chunk plan', () => {
  // entry → shell; list, item and home are first screens; the map is a lazy part of the first two;
  // the sign-in is a platform bundle; the board is a lazy screen the plan leaves alone.
  const graph: Record<string, { imports: string[]; dynamicImports: string[] }> = {
    entry: { imports: ['shell'], dynamicImports: ['list', 'item', 'home', 'board', 'login', 'sign-in'] },
    shell: { imports: [], dynamicImports: [] },
    list: { imports: ['shell', 'card', 'list-only', 'common'], dynamicImports: ['map'] },
    item: { imports: ['card', 'item-only', 'config', 'common', 'button'], dynamicImports: ['map', 'dialog'] },
    button: { imports: [], dynamicImports: [] },
    login: { imports: ['button'], dynamicImports: [] },
    home: { imports: ['common'], dynamicImports: [] },
    common: { imports: [], dynamicImports: [] },
    card: { imports: ['shell'], dynamicImports: [] },
    'list-only': { imports: [], dynamicImports: [] },
    'item-only': { imports: ['start-param'], dynamicImports: [] },
    config: { imports: [], dynamicImports: [] },
    'start-param': { imports: [], dynamicImports: [] },
    map: { imports: ['config'], dynamicImports: [] },
    dialog: { imports: ['item-only'], dynamicImports: [] },
    board: { imports: ['card'], dynamicImports: [] },
    'sign-in': { imports: ['start-param', 'sign-in-only'], dynamicImports: [] },
    'sign-in-only': { imports: [], dynamicImports: [] },
  };
  const screens: ChunkBundle[] = [
    { name: 'list', roots: ['list'] },
    { name: 'item', roots: ['item'] },
    { name: 'home', roots: ['home'] },
  ];
  const plan = planChunks((id) => graph[id], 'entry', screens, [{ name: 'sign-in', roots: ['sign-in'] }]);

  it('puts the entry’s static closure in the app chunk, and what every first screen imports', () => {
    expect(plan.get('entry')).toBe('app');
    expect(plan.get('shell')).toBe('app');
    expect(plan.get('common')).toBe('app');
  });

  it('gives each screen what only it uses, and shares what several use', () => {
    expect(plan.get('list')).toBe('list');
    expect(plan.get('list-only')).toBe('list');
    expect(plan.get('item-only')).toBe('item');
    expect(plan.get('card')).toBe('public');
  });

  it('shares a screen’s module that a lazy part of several screens needs', () => {
    // The map loads on both pages: its config must not bring the item's chunk to the list's page.
    expect(plan.get('config')).toBe('public');
    expect(plan.has('map')).toBe(false);
  });

  it('gives a platform bundle its own modules, and the app those a screen needs too', () => {
    expect(plan.get('sign-in-only')).toBe('sign-in');
    expect(plan.get('start-param')).toBe('app');
  });

  it('puts a screen’s module that a page of no first screen imports in the app chunk', () => {
    // The login page must not download the item's chunk for its button.
    expect(plan.get('button')).toBe('app');
  });

  it('leaves the lazy screens and parts to the bundler', () => {
    expect(plan.has('board')).toBe(false);
    expect(plan.has('login')).toBe(false);
    expect(plan.has('dialog')).toBe(false);
  });
});
