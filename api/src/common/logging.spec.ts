import { describe, expect, it } from 'vitest';
import { loggedPath } from './logging.js';

describe('loggedPath', () => {
  it('hides application ids and query strings', () => {
    expect(loggedPath('/api/india/View-application/K7M2QX9PA4R8TZ3WN')).toBe('/api/india/View-application/:id');
    expect(loggedPath('/api/admin/applications?filter={"q":"claire@example.com"}')).toBe('/api/admin/applications');
    expect(loggedPath('/api/health')).toBe('/api/health');
  });
});
