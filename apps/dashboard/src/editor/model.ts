import type { PopupType, SettingsProblem, PopupSettings } from '@beckon/core';

/**
 * The pop-up as the admin API answers `GET /api/admin/poptins/:id` (documented at /docs, the OpenAPI of the server's schemas).
 * Identity (type, format, target) is fixed once created; the owner edits name, status and settings.
 */
export interface LoadedPopup {
  poptin_id: string;
  name: string;
  type: PopupType;
  format: string;
  target: string;
  status: 'published' | 'draft';
  client_id: string;
  site_name: string;
  created_at: number;
  updated_at: number;
  settings: EditorSettings;
}

/** Core's PopupSettings with the gamified prizes (SPEC §3 "Gamified prize"), which travel as `prizes`. */
export type EditorSettings = PopupSettings;

/** What the editor changes and saves: the name and the settings. */
export interface Draft {
  name: string;
  settings: EditorSettings;
}

/** A settings problem (core's validatePopupSettings, or a 400's errors[]): a dotted path into the settings. */
export type { SettingsProblem };

export type Path = string;

const isIndex = (key: string) => /^\d+$/.test(key);

export function getIn(value: unknown, path: Path): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `root` with the value at `path` replaced, sharing every untouched branch. Missing
 * containers are created (an array when the next key is an index); `undefined` removes the key,
 * so switching an option off leaves no empty property in the saved record.
 */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  const keys = path.split('.');
  const write = (node: unknown, depth: number): unknown => {
    const key = keys[depth]!;
    const container: Record<string, unknown> | unknown[] = Array.isArray(node)
      ? [...node]
      : node !== null && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : isIndex(key)
          ? []
          : {};
    const next = depth === keys.length - 1 ? value : write((container as Record<string, unknown>)[key], depth + 1);
    if (next === undefined && !Array.isArray(container)) delete (container as Record<string, unknown>)[key];
    else (container as Record<string, unknown>)[key] = next;
    return container;
  };
  return write(root, 0) as T;
}

/** The list moved: item `from` now sits at `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Whether two JSON values hold the same data (key order aside). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The DOM id of the control editing `path`, so a problem can be linked to and focused. */
export const controlId = (path: Path): string => `ed-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
