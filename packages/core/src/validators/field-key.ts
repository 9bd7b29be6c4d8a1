/** SPEC §3: field keys are lowercased with runs of non-alphanumerics collapsed to one underscore. */
export function fieldKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}
