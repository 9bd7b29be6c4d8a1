import type { BlockKind, PopupDesign } from '../types/design.js';

/**
 * Every block kind a design shows, on any screen, on a computer or on a phone: what the server
 * must render fresh (a countdown) and which stylesheet parts travel with the record.
 */
export function blockKindsOf(design: Pick<PopupDesign, 'screens' | 'mobile'> | undefined): Set<BlockKind> {
  const kinds = new Set<BlockKind>();
  for (const set of [design?.screens, design?.mobile?.screens]) {
    for (const blocks of Object.values(set ?? {})) for (const block of blocks ?? []) kinds.add(block.kind);
  }
  return kinds;
}
