import { describe, expect, it } from 'vitest';
import { ROUTE_SCREEN_MODULES, routePreloadsFrom, type ViteManifest } from './route-preloads';

describe('route preloads from the Vite manifest', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'js/index-1.js', isEntry: true, imports: ['_react-2.js'] },
    '_react-2.js': { file: 'js/react-2.js' },
    '_list-3.js': { file: 'js/list-3.js', imports: ['_react-2.js', '_card-4.js'] },
    '_card-4.js': { file: 'js/card-4.js', imports: ['index.html'] },
    '_style-5.css': { file: 'css/style-5.css' },
    [ROUTE_SCREEN_MODULES.vacancies]: {
      file: 'js/vacancies-screen-6.js',
      imports: ['_list-3.js', 'index.html', '_style-5.css'],
    },
  };

  it('preloads the screen and what it imports, less what the entry already loads', () => {
    const preloads = routePreloadsFrom(manifest);
    expect(preloads('vacancies')).toEqual(['/js/vacancies-screen-6.js', '/js/list-3.js', '/js/card-4.js']);
  });

  it('preloads nothing for a route whose screen the manifest does not name', () => {
    expect(routePreloadsFrom(manifest)('company')).toEqual([]);
  });
});
