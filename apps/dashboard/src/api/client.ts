/** One problem with one setting: `path` is a dotted path into the pop-up's settings. */
export interface SettingError {
  path: string;
  message: string;
}

/** A server error in words: the message the API gave, or what went wrong on the way. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: SettingError[] = [],
  ) {
    super(message);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the Beckon server. Check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? parse(text) : undefined;
  if (!response.ok) {
    const reply = data as { message?: unknown; errors?: unknown } | undefined;
    const message =
      typeof reply?.message === 'string' && reply.message ? reply.message : `The server answered ${response.status} ${response.statusText}`.trim() + '.';
    const errors = Array.isArray(reply?.errors) ? (reply.errors as SettingError[]) : [];
    throw new ApiError(response.status, message, errors);
  }
  if (text && data === undefined) throw new ApiError(response.status, 'The server sent an answer the dashboard cannot read. Reload the page and try again.');
  return data as T;
}
