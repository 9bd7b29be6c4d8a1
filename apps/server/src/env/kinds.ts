/**
 * The kinds of value an environment variable holds: how its text is read, and what an operator
 * is told when the text is wrong. An empty variable counts as unset, as in most shells' `FOO=`.
 */
export interface Kind<T> {
  /** the value when the variable is unset or empty */
  unset: T;
  /** reads a non-empty text; throws an Error whose message starts with the variable's name */
  read(text: string, name: string): T;
  /** how .env.example spells the kind, e.g. "whole number" */
  shape: string;
}

/** `must` finishes "NAME must …": "be a port number", "start with https://". */
function refuse(name: string, must: string, text: string): never {
  throw new Error(`${name} must ${must}, got "${text}"`);
}

export function text(): Kind<string | undefined> {
  return { unset: undefined, read: (value) => value, shape: 'text' };
}

export function textWithDefault(fallback: string): Kind<string> {
  return { unset: fallback, read: (value) => value, shape: 'text' };
}

export function portNumber(fallback: number): Kind<number> {
  return {
    unset: fallback,
    shape: 'port number',
    read(value, name) {
      const n = Number(value);
      return /^\d+$/.test(value) && n <= 65535 ? n : refuse(name, 'be a port number (0 to 65535)', value);
    },
  };
}

/** A whole number from 0; `must` words what it counts, for the message. */
export function wholeNumber(fallback: number, must = 'be a whole number (0 or more)'): Kind<number> {
  return {
    unset: fallback,
    shape: 'whole number',
    read: (value, name) => (/^\d+$/.test(value) ? Number(value) : refuse(name, must, value)),
  };
}

export function positiveNumber(fallback: number): Kind<number> {
  return {
    unset: fallback,
    shape: 'positive number',
    read(value, name) {
      const n = Number(value);
      return Number.isFinite(n) && n > 0 ? n : refuse(name, 'be a positive number', value);
    },
  };
}

export function flag(fallback = false): Kind<boolean> {
  return {
    unset: fallback,
    shape: 'true or false',
    read(value, name) {
      if (value === 'true') return true;
      if (value === 'false') return false;
      return refuse(name, 'be true or false', value);
    },
  };
}

export function oneOf<const T extends string>(choices: readonly T[], fallback?: T): Kind<T | undefined> {
  const words = choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`;
  return {
    unset: fallback,
    shape: words,
    read: (value, name) => ((choices as readonly string[]).includes(value) ? (value as T) : refuse(name, `be ${words}`, value)),
  };
}

export function oneOfWithDefault<const T extends string>(choices: readonly T[], fallback: T): Kind<T> {
  const kind = oneOf(choices, fallback);
  return { ...kind, unset: fallback, read: (value, name) => kind.read(value, name) ?? fallback };
}

/** An absolute http(s) address: its origin only, unless the whole address is wanted. */
export function httpAddress(whole = false): Kind<string | undefined> {
  return {
    unset: undefined,
    shape: whole ? 'http(s) address' : 'http(s) origin',
    read(value, name) {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return refuse(name, 'be an http(s) address such as https://beckon.example.com', value);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse(name, 'start with https:// or http://', value);
      return whole ? url.href : url.origin;
    },
  };
}

/** A secret that must not be guessable from outside. */
export function token(minLength: number): Kind<string | undefined> {
  return {
    unset: undefined,
    shape: `secret of ${minLength}+ characters`,
    read(value, name) {
      if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters (e.g. openssl rand -hex ${minLength}).`);
      return value;
    },
  };
}

/** A database or Redis address: a URL, but its scheme is the driver's business. */
export function connectionUrl(schemes: readonly string[]): Kind<string | undefined> {
  const words = schemes.map((s) => `${s}://`).join(' or ');
  return {
    unset: undefined,
    shape: 'URL',
    read(value, name) {
      const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
      return scheme && schemes.includes(scheme) ? value : refuse(name, `be a URL starting with ${words}`, value);
    },
  };
}

/** Fastify's trustProxy: true, a list of addresses or CIDRs, or how many hops in front of us to believe. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxy(): Kind<TrustProxy> {
  return {
    unset: false,
    shape: 'true, a hop count, or addresses/CIDRs',
    read(value) {
      if (value === 'false') return false;
      if (value === 'true') return true;
      if (!/^\d+$/.test(value)) return value;
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    },
  };
}
