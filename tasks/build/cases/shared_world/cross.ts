import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { obj } from '../../kit/row-fields.ts';
import { person } from '../../kit/fixture.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import { crossShared } from '../../shapes/cross-app.ts';
import { withListedItems } from '../../kit/listed-items.ts';
import { MarkRow, markOf, SinkRow, sinkOf, SourceRow, sourceOf } from './sources.ts';

/**
 * Shared-world tasks across services: A keeps a record in one service, B finds it by its new
 * title and acts on it through another (see shapes/cross-app.ts). Each case is one person's
 * need, a row of cross.ndjson.
 */
const CrossCase = z.object({
  id: caseHead.id,
  split: caseHead.split,
  seed: caseHead.seed,
  source: SourceRow,
  /** App A: its create inputs by name (the first is the record's title), fields of the new record beyond its title, and the rename. */
  a: z.strictObject({
    title: z.string(),
    intention: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
    say: z.string(),
    fields: obj.optional(),
    rename: z.string(),
    renameSay: z.string(),
    /** A fact of the case: the record's text is items the user lists ("red lentils, turmeric, ghee"), kept in any list layout (kit/listed-items.ts). */
    listed: z.boolean().optional(),
  }),
  /** App B: what it makes about the record, and whether it changes the record itself. */
  b: z.strictObject({ title: z.string(), intention: z.string(), sink: SinkRow, say: z.string(), query: z.string().optional(), mark: MarkRow.optional() }),
});
type CrossCase = z.infer<typeof CrossCase>;

const crossTask = ({ source, a: { listed, ...given }, b: { sink, mark, ...b }, ...c }: CrossCase): TaskInput => {
  // A group's member is typed by address where the group is made (sources.ts `group`).
  const a = source.kind === 'group' && 'person' in source ? { ...given, values: { ...given.values, member_email: person({ first: source.person }).email } } : given;
  // A bare "sent" tells a text unless the record found is money ("You sent Mira $22"; s21 payback-text, group-heads-up-text).
  const made = sinkOf(sink);
  const money = ['payment', 'request', 'expense'].includes(source.kind);
  const told = sink.kind === 'text' && !money && made.shown ? { ...made, shown: { ...made.shown, words: [...made.shown.words, 'sent'] } } : made;
  const t = crossShared({ ...c, a, source: sourceOf(source), b: { ...b, sink: told, ...(mark === undefined ? {} : { mark: markOf(mark) }) } });
  // Listed items are those items in order, in any list layout (s15 carry).
  const s = sourceOf(source);
  return listed ? withListedItems(t, { app: s.app, table: s.table, field: 'content', lists: Object.values(a.values).filter((v): v is string => typeof v === 'string' && v.includes(',')) }) : t;
};

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { cross: CrossCase }).cross.map(crossTask);
