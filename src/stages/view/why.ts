import type { AssertionRow } from '../../schemas/assertions.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import { CONTRACT_NAMES } from '../report/contracts-view.ts';
import { failureReason } from './reasons.ts';

/** Distinct reasons a task page leads with; the rest are counted and left to the table. */
export const REASON_LINES = 8;

export interface WhyInput {
  /** The evaluation's failed assertion rows, in episode order. */
  failed: readonly AssertionRow[];
  /** The evaluation's episodes by id (their pages make the sentences concrete). */
  episodes: ReadonlyMap<string, EpisodeRecord>;
  assertionAnchor: (id: string) => string;
  episodeAnchor: (episode: string) => string;
}

/**
 * The lines a failed task page leads with: one plain sentence per failed assertion, in episode
 * order, so the first line is the first thing that went wrong. Assertions that fail for the very
 * same reason (every check of an app that was never generated) share one line with a count.
 * Also returns every failed assertion's sentence by id, for the timeline and the table.
 */
export function whyItFailed({ failed, episodes, assertionAnchor, episodeAnchor }: WhyInput) {
  const byId = new Map<string, { text: string; anchor: string }>();
  const groups = new Map<string, { row: AssertionRow; count: number }>();
  for (const row of failed) {
    const text = failureReason(row, episodes.get(row.episode));
    byId.set(row.assertion, { text, anchor: assertionAnchor(row.assertion) });
    const group = groups.get(text);
    if (group) group.count += 1;
    else groups.set(text, { row, count: 1 });
  }
  const lines = [...groups].slice(0, REASON_LINES).map(([text, { row, count }]) => ({
    text,
    assertion: row.assertion,
    anchor: assertionAnchor(row.assertion),
    episode: row.episode,
    episode_anchor: episodeAnchor(row.episode),
    contract: `${row.contract} ${CONTRACT_NAMES[row.contract]}`,
    more: count > 1 ? `and ${count - 1} more assertion(s) for the same reason` : '',
  }));
  const hidden = groups.size - lines.length;
  return { lines, hidden: hidden > 0 ? `${hidden} more reason(s) in the table of assertions below.` : '', byId };
}
