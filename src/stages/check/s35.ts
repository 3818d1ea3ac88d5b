/**
 * s35 (issue #30): whose value a line tells, when it names more than one of the task's records.
 *
 * A check that asks a value beside its record ("Mira owes $45") read any line holding both: so
 * "Mira Ito owes $30.00, Tomas Rossi owes $45.00" told the user Mira owes $45 (camping-expenses
 * s32-s251-f1). Where the check knows the task's other records (`beside_others`: the other people
 * who share the bill, the other songs) and the line names one of them, the value goes with the
 * name it is written with: the name in its own clause (a clause ends at a comma, semicolon, slash,
 * bar, dot separator, bracket, tab, dash between spaces or "and"), the nearest one before it in
 * that clause when there are two; a clause with no name takes the last name said before it, or the
 * first one after it. "Mira $45 / Tomas $30", "$45 by Mira, $30 by Tomas" and "Split: Mira Ito,
 * $45.00" tell Mira's $45; "Tomas $45, Mira $30" and "Mira Ito, Tomas Rossi: $30, $45" do not.
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';

const CLAUSE = /[,;/|·•()[\]\t]|\s[—–-]\s|\s(?:and|&)\s/u;

/** Where `value` stands in `clause` (normalised), or -1: a number by its digits, else its text. */
function valueAt(clause: string, value: string): number {
  const v = normalizeText(value).trim();
  const n = /^\$?\s*(\d+(?:\.\d+)?)$/.exec(v);
  if (n !== null) {
    const want = Number(n[1]);
    for (const m of clause.matchAll(/\d[\d,]*(?:\.\d+)?/g)) if (Number(m[0].replace(/,/g, '')) === want) return m.index ?? -1;
    return -1;
  }
  return v === '' ? -1 : clause.indexOf(v);
}

type Named = { own: number[]; rival: number[] };

/** Where each of the words stands in `clause` (normalised, whole words). */
function spots(clause: string, words: readonly string[]): number[] {
  const out: number[] = [];
  for (const w of words) {
    const n = normalizeText(w).trim();
    if (n === '') continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of clause.matchAll(re)) out.push(m.index ?? 0);
  }
  return out;
}

/**
 * Does `line` tell `value` with one of `own` (the record's names), read against `rivals` (the other
 * records' names)? A line naming none of the rivals is left as the caller reads it (true).
 */
export function boundToOwn(line: string, value: string, own: readonly string[], rivals: readonly string[], mode: MatchMode): boolean {
  const loose = mode === 'exact' ? 'normalized' : mode;
  const ownN = own.map((w) => normalizeText(w).trim()).filter((w) => w !== '');
  // A rival whose name is part of an own name ("Mira" of "Mira Ito") names nothing else.
  const others = rivals.filter((r) => { const n = normalizeText(r).trim(); return n !== '' && !ownN.some((o) => o === n || o.includes(n)); });
  if (!others.some((r) => textShows(line, r, loose))) return true;
  const clauses = normalizeText(line).split(CLAUSE).slice(0, 64);
  const named: Named[] = clauses.map((c) => ({ own: spots(c, own), rival: spots(c, others) }));
  // The last name said in clauses before `i`, or the first after it.
  const nearestOutside = (i: number): 'own' | 'rival' | undefined => {
    for (let k = i - 1; k >= 0; k -= 1) {
      const { own: o, rival: r } = named[k]!;
      if (o.length > 0 || r.length > 0) return Math.max(-1, ...o) > Math.max(-1, ...r) ? 'own' : 'rival';
    }
    for (let k = i + 1; k < clauses.length; k += 1) {
      const { own: o, rival: r } = named[k]!;
      if (o.length > 0 || r.length > 0) return Math.min(Infinity, ...o) < Math.min(Infinity, ...r) ? 'own' : 'rival';
    }
    return undefined;
  };
  return clauses.some((clause, i) => {
    const at = valueAt(clause, value);
    if (at < 0) return false;
    const { own: o, rival: r } = named[i]!;
    if (o.length > 0 && r.length === 0) return true;
    if (r.length > 0 && o.length === 0) return false;
    if (o.length > 0) {
      const before = (xs: number[]) => Math.max(-1, ...xs.filter((x) => x < at));
      const ob = before(o);
      const rb = before(r);
      if (ob >= 0 || rb >= 0) return ob > rb;
      return Math.min(...o) < Math.min(...r);
    }
    return nearestOutside(i) === 'own';
  });
}

/**
 * s35 (camping-expenses s35-v0-f1, gift-pool s35-v0-f2): on a card layout, a value line that names no one belongs to
 * the nearest name on the two lines above it. `text` with every value line whose nearest name above is one of the
 * rivals (and not an own name) blanked, so the own name below it cannot take it ("Tomas Rossi" / "owes $45.00" /
 * "Mira Ito" is Tomas's $45, not Mira's).
 */
export function rivalCardsMasked(text: string, value: string, own: readonly string[], rivals: readonly string[], mode: MatchMode): string {
  const loose = mode === 'exact' ? 'normalized' : mode;
  const ownN = own.map((w) => normalizeText(w).trim()).filter((w) => w !== '');
  const others = rivals.filter((r) => { const n = normalizeText(r).trim(); return n !== '' && !ownN.some((o) => o === n || o.includes(n)); });
  const names = (l: string, ws: readonly string[]): boolean => spots(normalizeText(l), ws).length > 0;
  const lines = text.split('\n');
  return lines.map((line, i) => {
    if (valueAt(normalizeText(line), value) < 0 || names(line, own) || names(line, others)) return line;
    for (let j = i - 1; j >= Math.max(0, i - 2); j -= 1) {
      const above = lines[j] ?? '';
      if (names(above, own)) return line;
      if (names(above, others) && others.some((r) => textShows(above, r, loose))) return '';
    }
    return line;
  }).join('\n');
}
