/**
 * The host page's own globals, named at run time (the snippet's queue function, a data layer, a
 * submit callback, a captcha provider's API). Their names come from SPEC constants, their values
 * from whatever the page put there: read as unknown and checked by the caller.
 */
export function readPageGlobal(name: string): unknown {
  return Reflect.get(window, name);
}

export function setPageGlobal(name: string, value: unknown): void {
  Reflect.set(window, name, value);
}
