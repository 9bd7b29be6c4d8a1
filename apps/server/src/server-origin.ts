/** What the routes that hand out links to this server are told. */
export interface LinkOptions {
  /** PUBLIC_URL's origin, when the operator set one */
  publicUrl: string | undefined;
}

/**
 * Where owners' sites and browsers reach this server, for snippets and links: PUBLIC_URL when
 * set. The request's own address is only the fallback of a server that was not told: its Host
 * header is whatever the caller wrote, so with PUBLIC_URL set it never shapes a link.
 */
export function serverOrigin(options: LinkOptions, request: { protocol: string; host: string }): string {
  return options.publicUrl ?? `${request.protocol}://${request.host}`;
}
