/** Text for people: the few number and table shapes every stage's plain-text output shares. */

/** A fraction as a percentage with `digits` decimals: 0.1234 → "12.3%". */
export function percent(fraction: number, digits = 1): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/**
 * Columns padded to their widest cell (header included), two spaces apart, no trailing blanks.
 * With `alignNumbers`, a column after the first whose every body cell starts with a digit aligns
 * right; otherwise every column aligns left.
 */
export function textTable(header: readonly string[], rows: readonly (readonly (string | number)[])[], options: { alignNumbers?: boolean } = {}): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const right = header.map((_, i) => options.alignNumbers === true && i > 0 && rows.every((row) => /^\d/.test(String(row[i] ?? ''))));
  return cells.map((row) => row.map((cell, i) => (right[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd()).join('\n');
}

/** A size in bytes for people: 512 B, 4.0 KiB, 1.2 MiB, 3.4 GiB. */
export function byteSize(count: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
