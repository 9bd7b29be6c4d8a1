// Core runs in the browser (widget, chat, dashboard) and in Node (server), so it compiles with
// neither DOM nor Node types: either would let a browser-only or Node-only API slip into a rule
// that the other runtime then cannot run. These are the WHATWG globals that both runtimes
// provide with the same shape, declared here as far as core may use them. A new one is added
// here only if browsers and Node both have it.

interface URLSearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  toString(): string;
}

declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | [string, string][]): URLSearchParams;
};

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}

declare var URL: {
  prototype: URL;
  new (url: string | URL, base?: string | URL): URL;
};

interface TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array;
}

declare var TextEncoder: {
  prototype: TextEncoder;
  new (): TextEncoder;
};
