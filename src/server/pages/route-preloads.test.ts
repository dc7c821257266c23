import { describe, expect, it } from 'vitest';
import { routePreloadsFrom, type ViteManifest } from './route-preloads';

describe('route preloads from the Vite manifest', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'js/index-1.js', isEntry: true, imports: ['_rolldown-runtime-2.js'] },
    '_rolldown-runtime-2.js': { file: 'js/rolldown-runtime-2.js', name: 'rolldown-runtime' },
    '_public-3.js': {
      file: 'js/public-3.js',
      name: 'public',
      imports: ['_rolldown-runtime-2.js', 'index.html'],
    },
    '_vacancies-4.js': {
      file: 'js/vacancies-4.js',
      name: 'vacancies',
      imports: ['_rolldown-runtime-2.js', 'index.html', '_public-3.js', '_style-5.css'],
    },
    '_style-5.css': { file: 'css/style-5.css' },
    // A lazy module named like a route is not the route's chunk: it has a source of its own.
    'src/client/features/companies/company.tsx': {
      file: 'js/company-6.js',
      name: 'company',
      src: 'src/client/features/companies/company.tsx',
      imports: ['index.html'],
    },
  };

  it('preloads the route’s chunk and what it imports, less what the entry already loads', () => {
    expect(routePreloadsFrom(manifest)('vacancies')).toEqual(['/js/vacancies-4.js', '/js/public-3.js']);
  });

  it('preloads nothing for a route the manifest has no chunk for', () => {
    expect(routePreloadsFrom(manifest)('company')).toEqual([]);
  });
});
