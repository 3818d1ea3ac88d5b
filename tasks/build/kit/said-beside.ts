/**
 * A value the user dictated for a change, told beside the record it changed (issue #30,
 * not_shown, shown8): the snooze's day and time, the dose of a pill, the file a recipe came from.
 * The world check holds the value; the screen check of the record asked only for its name, so an
 * app that did the right thing but showed a wrong day (or none) passed on screen.
 *
 * Each list is a set of spellings of one value the user said ("May 24", "2023-05-24", "24 May");
 * the episode gets one more `visible_result_grounded` check per list: the record's name as the
 * episode's visible check shows it (same value, `because` and `record`), and a spelling of the
 * value on a line the action changed (`state`). Any app's wording and layout passes; an app that
 * echoes the name without the value fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

export interface SaidBeside {
  /** The episode whose visible check of the record gains the lists. */
  episode: string;
  /** The value that check shows (the record's name). */
  value: string | number;
  /** Spellings of each dictated value, one list per value. */
  lists: readonly (readonly string[])[];
  /** What the lists are, for the assertion's note ("until when"). */
  what: string;
}

/** How a said-beside check's note starts. */
export const SAID_BESIDE_NOTE = 'said beside:';

const numberOf = (id: unknown): number => Number(/^[^.]+\.(\d+)\./.exec(String(id))?.[1] ?? 0);

export function withSaidBeside(task: TaskInput, said: readonly SaidBeside[]): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((episode) => {
      const mine = said.filter((s) => s.episode === episode.id);
      if (mine.length === 0) return episode;
      const assertions = episode.assertions ?? [];
      let n = Math.max(0, ...assertions.map((a) => numberOf(a.id))) + 1;
      const added = mine.flatMap((s) => {
        const shown = assertions.find((a) => a.type === 'visible_result_grounded' && a.value === s.value);
        if (!shown || shown.type !== 'visible_result_grounded') throw new Error(`${task.id}: ${episode.id} has no visible check of ${JSON.stringify(s.value)} to tell ${s.what} beside`);
        return s.lists.map((list) => ({
          id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`,
          type: 'visible_result_grounded' as const,
          note: `${SAID_BESIDE_NOTE} ${s.what}`,
          value: shown.value,
          match: shown.match ?? ('normalized' as const),
          ...(shown.because ? { because: shown.because } : {}),
          ...(shown.record ? { record: shown.record } : {}),
          state: [...new Set(list)],
        }));
      });
      return { ...episode, assertions: [...assertions, ...added] };
    }),
  };
}


/** Words of a thing made beside a step's main record (kit/told.ts), in any app's words and the users'. */
export const SAID_WORDS = {
  /** A Spotify playlist made (the users say "make the playlist", "a mix"). */
  playlistMade: ['playlist', 'playlists', 'mix', 'spotify', 'tracks', 'songs'],
  /** A Splitwise group made (the users say "set up a group", "start it with Omar"). */
  groupMade: ['group', 'groups', 'splitwise', 'members', 'member', 'created', 'made', 'started', 'set up'],
  /** A Todoist project made beside another record (the users say "a project with the same name", "for our chores"). */
  projectMade: ['project', 'projects', 'todoist', 'to-do', 'to-dos', 'todo', 'todos', 'task list', 'tasks', 'chores'],
  /** A product put in the cart (the users say "put it in my cart", "buy"). */
  inCart: ['cart', 'in the cart', 'in your cart', 'to the cart', 'to your cart', 'in cart', 'carted', 'basket', 'added', 'buy', 'bought', 'buying', 'purchase'],
  /** A file written where the user said (saved, filed, exported, downloaded). */
  // s21 (recipe-note-to-mom s21-r2-f1): a file updated, overwritten or created is saved too.
  fileSaved: ['saved', 'save', 'file', 'filed', 'written', 'wrote', 'stored', 'exported', 'export', 'downloaded', 'download', 're-saved', 'resaved', 'updated', 'overwrote', 'overwritten', 'created', 'rewritten'],
} as const;
