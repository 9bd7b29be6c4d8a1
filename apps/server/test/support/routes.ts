import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route the app answers, read from `printRoutes({ commonPrefix: false })`: a tree whose
 * lines name one path segment each, indented four columns per level under their parent.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** A path of a route with its parameters filled by values every pattern of the API accepts. */
export function samplePath(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? 'a1b2c3d4e5f6g' : 'sample1'));
}
