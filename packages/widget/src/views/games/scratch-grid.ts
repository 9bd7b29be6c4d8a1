/**
 * How much of the scratch card's cover is left, kept on a coarse grid instead of read back from
 * the canvas: getImageData is slow on phones, taints nothing but costs a full read per move, and
 * a canvas may not exist at all (no 2D context), while the card must still clear by Reveal.
 */
export interface ScratchGrid {
  cols: number;
  rows: number;
  /** 1 where the cell's centre has been scratched */
  cells: Uint8Array;
  scratched: number;
}

export function scratchGrid(cols = 24, rows = 16): ScratchGrid {
  return { cols, rows, cells: new Uint8Array(cols * rows), scratched: 0 };
}

/** The fraction of the cover still in place, 1 untouched .. 0 all scratched. */
export function coverRemaining(grid: ScratchGrid): number {
  return 1 - grid.scratched / grid.cells.length;
}

/** Marks every cell whose centre lies within `radius` of (x, y), in a card `width` × `height` (all css px). */
export function scratchAt(grid: ScratchGrid, x: number, y: number, radius: number, width: number, height: number): void {
  if (!(width > 0 && height > 0 && Number.isFinite(x) && Number.isFinite(y))) return;
  const cellW = width / grid.cols;
  const cellH = height / grid.rows;
  const fromCol = Math.max(0, Math.floor((x - radius) / cellW));
  const toCol = Math.min(grid.cols - 1, Math.floor((x + radius) / cellW));
  const fromRow = Math.max(0, Math.floor((y - radius) / cellH));
  const toRow = Math.min(grid.rows - 1, Math.floor((y + radius) / cellH));
  for (let row = fromRow; row <= toRow; row++) {
    for (let col = fromCol; col <= toCol; col++) {
      const dx = (col + 0.5) * cellW - x;
      const dy = (row + 0.5) * cellH - y;
      const i = row * grid.cols + col;
      if (dx * dx + dy * dy <= radius * radius && !grid.cells[i]) {
        grid.cells[i] = 1;
        grid.scratched++;
      }
    }
  }
}

/**
 * A stroke from one pointer position to the next: fast moves skip pixels, so the gap is filled in
 * steps of half the brush. A captured pointer may run far off the card; only the part near it counts.
 */
export function scratchLine(grid: ScratchGrid, from: [number, number], to: [number, number], radius: number, width: number, height: number): void {
  const near = ([x, y]: [number, number]): [number, number] => [
    Math.max(-radius, Math.min(width + radius, x)),
    Math.max(-radius, Math.min(height + radius, y)),
  ];
  const [a, b] = [near(from), near(to)];
  const steps = Math.min(200, Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / (radius / 2))));
  for (let step = 1; step <= steps; step++) {
    scratchAt(grid, a[0] + ((b[0] - a[0]) * step) / steps, a[1] + ((b[1] - a[1]) * step) / steps, radius, width, height);
  }
}
