/**
 * An item the user takes out of a named container of theirs (a song out of a playlist), where no
 * other container of the user's holds that item (s23, slow-jams-prune s23-s12-f1, trivial_target):
 * an app that ignores the container's name and takes the song out of whichever of the user's
 * playlists holds it passes, and so does one that puts it back into "the playlist it was in" or the
 * newest one. This puts into the task's world a look-alike container: a copy of another of the
 * user's (kit/look-alike.ts `copyListed`), newer than anything the run makes, named like the named
 * one with words the user never says ("Slow Jams (old)"), holding the copied one's items and the
 * item the user names. The look-alike keeps its item throughout: an app that takes the song out of
 * the wrong playlist, or out of every playlist holding it, changes a row the reference leaves.
 * A task with rows of the container's or the item's table in its world already keeps them.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { isClockField } from '../../../src/stages/check/reference-state.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { copyListed, dayAfter, olderName, saidTexts } from './look-alike.ts';
import { freeId } from './look-alike-targets.ts';

type Assertion = Record<string, unknown>;

interface Held {
  /** The table of the items held (a playlist's song rows). */
  table: string;
  /** Its column pointing at the container, and at the item. */
  container: string;
  item: string;
  /** The container's table, the column holding its owner, and the one the user names it by. */
  of: string;
  owner: string;
  name: string;
}

const HELD: readonly Held[] = [
  { table: 'spotify.playlist_songs', container: 'playlist_id', item: 'song_id', of: 'spotify.playlists', owner: 'owner_id', name: 'title' },
];

/** The [container, item] pairs an episode's checks delete from the kind's table, both named by number. */
function takenOut(task: TaskInput, kind: Held): [number, number][] {
  return task.episodes.flatMap((e) =>
    ((e.assertions ?? []) as Assertion[])
      .filter((a) => a.type === 'db_changed' && a.op === 'deleted' && `${a.app}.${a.table}` === kind.table)
      .map((a) => a.where as Record<string, unknown> | undefined)
      .filter((w): w is Record<string, number> => typeof w?.[kind.container] === 'number' && typeof w?.[kind.item] === 'number')
      .map((w) => [w[kind.container] as number, w[kind.item] as number] as [number, number]),
  );
}

export function withHeldElsewhere(task: TaskInput): TaskInput {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const have = new Set((task.world.rows ?? []).map((r) => `${r.app}.${r.table}`));
  const said = saidTexts(task);
  const taken = new Set((task.world.rows ?? []).map((r) => Number(r.row.id)));
  const at = dayAfter(index.now);
  const rows: ExtraRow[] = [];
  for (const kind of HELD) {
    if (have.has(kind.table) || have.has(kind.of)) continue;
    const containers = index.tables.get(kind.of)?.rows ?? [];
    const held = index.tables.get(kind.table)?.rows ?? [];
    const mine = new Set(containers.filter((c) => c[kind.owner] === index.userId).map((c) => c.id));
    for (const [container, item] of takenOut(task, kind)) {
      const named = containers.find((c) => c.id === container);
      if (!named || !mine.has(container)) continue;
      // Another of the user's containers holds the item already: the name is needed as it is.
      if (held.some((h) => h[kind.item] === item && h[kind.container] !== container && mine.has(h[kind.container]))) continue;
      const [appName = '', tableName = ''] = kind.of.split('.');
      let template = undefined as Row | undefined;
      const copied = copyListed(appName, tableName, said, false, (all, copiedFrom) => {
        template = copiedFrom;
        const value = olderName(String(named[kind.name] ?? ''), String(copiedFrom[kind.name] ?? ''), said, (n) => all.some((r) => normalizeText(String(r[kind.name] ?? '')) === normalizeText(n)));
        if (!value) throw new Error(`${task.id}: no look-alike name for "${String(named[kind.name])}" that the user's words miss`);
        return { column: kind.name, value };
      });
      const look = copied[0]?.row;
      if (!look) continue;
      // The copied container's items, and the item the user names, each dated with the look-alike.
      const items = [...new Set([...held.filter((h) => h[kind.container] === template?.id).map((h) => h[kind.item]), item])];
      const [itemApp = '', itemTable = ''] = kind.table.split('.');
      const like = held.find((h) => h[kind.container] === template?.id) ?? held[0] ?? {};
      const members: ExtraRow[] = items.map((value) => {
        const row: Row = Object.fromEntries(Object.entries(like).map(([col, v]) => [col, col === 'id' ? freeId(index, kind.table, taken) : col === kind.container ? look.id : col === kind.item ? value : isClockField(col) && typeof v === 'string' ? at : v]));
        return { app: itemApp, table: itemTable, row };
      });
      rows.push(...copied, ...members);
      break;
    }
  }
  return rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;
}
