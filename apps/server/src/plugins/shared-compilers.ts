import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type RouteSchema = { schema?: unknown };
type Compile = (route: RouteSchema) => unknown;

/**
 * Compiles each distinct route schema once per process, however many apps the process builds:
 * equal JSON under the same shared schemas and options compiles to the same validator or
 * serializer. One app compiles every schema once anyway; a process that builds many (the route
 * tests build about 170, each spending about half a CPU-second on the same schemas, the largest
 * single cost of the unit run on two cores) then compiles them once in all.
 */
function onceAcrossApps<Selector extends (...args: never[]) => unknown>(selector: Selector): Selector {
  const select = selector as unknown as (...args: unknown[]) => Compile;
  const compiled = new WeakMap<Compile, Map<string, unknown>>();
  return ((...args: unknown[]) => {
    // The selectors pool their compilers by shared schemas and options: the same pair, the same compiler.
    const compile = select(...args);
    let cache = compiled.get(compile);
    if (!cache) compiled.set(compile, (cache = new Map()));
    const bySchema = cache;
    return (route: RouteSchema) => {
      const key = JSON.stringify(route.schema);
      if (!bySchema.has(key)) bySchema.set(key, compile(route));
      return bySchema.get(key);
    };
  }) as unknown as Selector;
}

/** Fastify's `schemaController.compilersFactory`, shared by every app of this process. */
export const sharedCompilers = {
  buildValidator: onceAcrossApps(AjvCompiler()),
  buildSerializer: onceAcrossApps(SerializerSelector()),
};
