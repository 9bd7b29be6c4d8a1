import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

/** Issue 6: the OpenAPI document made from the routes' own schemas, served at /docs. */
describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('lists every visitor call of SPEC §7 and the admin API, with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/display/{clientId}', 'post'],
      ['/api/display/click/{id}', 'post'],
      ['/api/display/click/{id}', 'get'],
      ['/api/display/viewed/{id}', 'post'],
      ['/api/display/closed/{id}', 'post'],
      ['/api/display/conversion/{viewerId}', 'post'],
      ['/api/display/blocked-email-domains', 'get'],
      ['/api/display/template/{id}', 'get'],
      ['/api/display/total-website-session/{clientId}', 'post'],
      ['/api/display/conversion-activities/{clientId}', 'post'],
      ['/api/display/limitLogs/{clientId}', 'get'],
      ['/api/display/shopify/product-recommendation/{id}', 'post'],
      ['/api/display/shopify/get-client-id/{shop}', 'get'],
      ['/api/display/shopify/get-price-rules/{clientId}', 'get'],
      ['/shopify/save/browse-abandonment', 'get'],
      ['/wix/save-ordered-products', 'post'],
      ['/api/admin/leads', 'get'],
      ['/api/admin/poptins', 'post'],
      ['/api/admin/leads.csv', 'get'],
      ['/api/admin/leads/{id}', 'delete'],
      ['/api/admin/leads/forget', 'post'],
      ['/api/admin/results', 'get'],
      ['/api/admin/poptins/{id}/ab', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/display/conversion/{viewerId}']!.post!.responses!['200']).toBeDefined();
    // The leads listing documents its paged shape, not a bare array.
    const leads = doc.paths['/api/admin/leads']!.get!.responses!['200'] as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(Object.values(leads.content)[0]!.schema.properties)).toEqual(['total', 'columns', 'columns_truncated', 'leads']);
    expect(Object.keys(doc.paths).filter((p) => !/^\/(api|shopify|wix)\//.test(p))).toEqual([]);
  });

  it('serves the browsable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
