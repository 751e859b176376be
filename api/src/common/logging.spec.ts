import { describe, expect, it } from 'vitest';
import { loggedPath as logged, wordsOfRoutes } from './logging.js';

const WORDS = wordsOfRoutes([
  '/api/india/View-application/:id',
  '/api/india/update-application/:id',
  '/api/admin/applications',
  '/api/admin/applications/:id/files/:filename',
  '/api/admin/users/:id',
  '/api/uploads/:filename',
  '/api/health',
]);
const loggedPath = (url: string) => logged(url, WORDS);

describe('loggedPath', () => {
  it('hides application ids and query strings', () => {
    expect(loggedPath('/api/india/View-application/K7M2QX9PA4R8TZ3WN')).toBe('/api/india/View-application/:id');
    expect(loggedPath('/api/admin/applications?filter={"q":"claire@example.com"}')).toBe('/api/admin/applications');
    expect(loggedPath('/api/health')).toBe('/api/health');
  });

  it.each([
    ['/api/india/View-application/K7M2QX9PA4R8TZ3WN%20', '/api/india/View-application/:id'],
    ['/api/india/View-application/K7M2QX9PA4R8TZ3WN%00', '/api/india/View-application/:id'],
    ['/api/india/update-application/k7m2qx9pa4r8tz3wn', '/api/india/update-application/:id'],
    ['/api/uploads/0123456789abcdef0123456789abcdef.jpg', '/api/uploads/:id'],
    ['/api/uploads/0123456789abcdef0123456789abcdef.jpg?expires=1&signature=x', '/api/uploads/:id'],
    ['/api/admin/applications/K7M2QX9PA4R8TZ3WN/files/0123456789abcdef0123456789abcdef.pdf', '/api/admin/applications/:id/files/:id'],
    ['/api/admin/users/6f1c2d3e-0000-4000-8000-000000000000', '/api/admin/users/:id'],
    ['/api/india/View-application/ABCDEFGHJKLMNPQR', '/api/india/View-application/:id'],
    ['/api/india/View-application/abcdefghjkmnpq', '/api/india/View-application/:id'],
    ['/api/india/update-application/Wxyz-Hjkmnpqrst', '/api/india/update-application/:id'],
    ['/api/india/mrs-priya-raman', '/api/india/:id'],
    ['/api/india/view-application/x', '/api/india/:id/:id'],
  ])('masks every id and file name in %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});
