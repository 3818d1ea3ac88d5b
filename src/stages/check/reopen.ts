/**
 * s30 reopen lane: small readings of the reopen checks (persisted_visible), kept apart from evaluate.ts.
 */

/**
 * s30 (ex-landlord-block s29-q1-f3, robocall-block s29-q0-f2, spam-blocker s29-q1-f5): a call-screening state
 * ("blocked", "muted", "let through") is a standing rule after "will be" only when something stands before it as
 * its subject ("calls will be blocked"); a row's bare "— will be blocked", "to be blocked", "being blocked" is a
 * block still to come.
 */
const SCREENING = /^(?:let through|allowed|through|blocked|muted|screened|filtered|hidden)/iu;
const NOT_YET_TAIL = /(?:(?:\b(?:will|won'?t|to|can|could|should|going to|about to|yet to)|['’]ll)\s+(?:\p{L}+\s+)?be|\bbeing)\s+(?:an?\s+)?$/iu;
export function screeningToCome(word: string, before: string): boolean {
  if (!SCREENING.test(word)) return false;
  const lead = before.replace(NOT_YET_TAIL, '').replace(/\uE000\d+\uE001/gu, ' ');
  return !/\p{L}/u.test(lead);
}

/**
 * s30 (merge-tahoe-lists s29-e0-f6, merge-work-meetings s29-e1-f5, `within`): the lines of `text` that show the value
 * only inside another record's own text: under the nearest heading of a higher rank naming one of `titles`
 * ("May meetings" over its sections), or a markdown heading line of a note's text ("## Coffee shops to try").
 * Returns a test of a line: every place it is shown is such a place.
 */
export function withinOthers(html: string, text: string, titles: readonly string[] | undefined, shows: (line: string) => boolean, names: (line: string, title: string) => boolean): (line: string) => boolean {
  if (titles === undefined || titles.length === 0) return () => false;
  const strip = (t: string): string => t.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  const levels = new Map<string, number>();
  for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/giu)) {
    const key = strip(m[2] ?? '');
    if (key !== '' && !levels.has(key)) levels.set(key, Number(m[1]));
  }
  const all = text.split('\n');
  const levelOf = (line: string): number => levels.get(line.replace(/\s+/g, ' ').trim()) ?? 7;
  const inside = (i: number): boolean => {
    const line = all[i] ?? '';
    if (/^\s*#{1,6}\s+\S/u.test(line)) return true;
    const own = levelOf(line);
    for (let k = i - 1; k >= 0; k -= 1) {
      const level = levelOf(all[k] ?? '');
      if (level >= own || level === 7) continue;
      return !shows(all[k] ?? '') && titles.some((t) => names(all[k] ?? '', t));
    }
    return false;
  };
  return (line: string): boolean => {
    const at = all.flatMap((l, i) => (l === line && shows(l) ? [i] : []));
    return at.length > 0 && at.every(inside);
  };
}
