/**
 * Consent mode (issue 21): while the visitor's consent is awaited or refused, an embed writes
 * nothing on the device and sends no tracking beacon. Every cookie and storage write goes
 * through here, and the latest one per item is kept, so that a grant writes through what the
 * page holds in memory (again, after a denial erased it). An embed that never closes the gate
 * writes as it always did.
 */
const latest = new Map<string, () => void>();
let open = true;

/** Whether the device may be written to and beacons may go now. */
export const consented = (): boolean => open;

/** Makes `write` now when allowed; either way it is remembered as `item`'s latest write. */
export function gatedWrite(item: string, write: () => void): void {
  latest.set(item, write);
  if (open) write();
}

/**
 * Opens or closes the gate. Opening makes every item's latest write (a second time for those
 * made while open: the same values, harmless), so what was kept in memory reaches the device.
 */
export function setConsented(allowed: boolean): void {
  open = allowed;
  if (open) latest.forEach((write) => write());
}
