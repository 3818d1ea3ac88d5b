/**
 * The releases whose artifacts the current one reads, and what each could not yet record. A run
 * folder or report written before seals existed has no integrity record because its release
 * wrote none, not because a file changed: it is read with one line saying what cannot be
 * verified, and `--allow-modified` stays for files that really changed (issue #32, 7a).
 */

/** The first release that sealed run folders (manifest `integrity`) and report folders (`integrity.json`). */
export const SEALED_SINCE = '0.2.0';

/** `0.1.0` → [0, 1, 0]; anything that is not dotted numbers reads as the newest possible (never "older"). */
function parts(version: string): number[] {
  return /^\d+(\.\d+)*$/.test(version) ? version.split('.').map(Number) : [Number.POSITIVE_INFINITY];
}

/** Whether `version` (a header's or a report's tool version) is a release from before seals. */
export function beforeSeals(version: string): boolean {
  const [a, b] = [parts(version), parts(SEALED_SINCE)];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const [x = 0, y = 0] = [a[index], b[index]];
    if (x !== y) return x < y;
  }
  return false;
}
