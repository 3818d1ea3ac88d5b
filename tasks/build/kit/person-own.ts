/**
 * The person a made record is with, as a screen check of its own (s15 line2, issue #30, rubric
 * Readings 2 and 3). `person-beside.ts` asked the person on the same changed line as the made
 * record's name, and reviewers read that as a layout the user never dictated: a card "Sent $35 -
 * Yoga mat" with "To: Ruby Silva" on the next line, or a draft shown as "Subject: Summer visit" /
 * "To: nora.patel@gmail.com", tells the user everything asked and failed.
 *
 * Here each check `person-beside.ts` grew loses its `beside`: the record's name stays its value,
 * and the person, in any form the user knows (full name, first name, address, number), is asked
 * as the check's `state` — on any line the step changed, not only the name's own. (The person
 * herself cannot be the grounded value: app A is made for her, so her address is the package's
 * own text, never "data the app read or wrote".) Where the check already asks a word of the
 * action (`state`: created, added), the person gets a second check on the same name, appended,
 * so each is asked apart. An app that never tells who the record is with still fails, and so
 * does one whose only sign of her is text that was on screen before (a heading "Payments to
 * Ruby"): a changed line must show her.
 * Runs last, so it sees the person's forms as the passes before it left them.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { PERSON_BESIDE_NOTE } from './person-beside.ts';

type Visible = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;
type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** How the new check's note says why the person is asked. */
export const PERSON_OWN_NOTE = 'the person the made record is with, on any line the step changed';

/** The next free assertion number of an episode (ids are `episode.NN.type`). */
const nextNumber = (assertions: readonly { id?: string }[]): number => Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;

/** The note with the beside reason taken out (undefined when nothing else is left). */
function noteWithout(note: string | undefined): string | undefined {
  const rest = (note ?? '').split('; ').filter((part) => part !== PERSON_BESIDE_NOTE).join('; ');
  return rest.length > 0 ? rest : undefined;
}

/** The task with each person asked beside a made record asked on a check of her own instead. */
export function withPersonOwnCheck(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    const grown = assertions.filter((a): a is Assertion & Visible => a.type === 'visible_result_grounded' && a.beside !== undefined && (a.note ?? '').split('; ').includes(PERSON_BESIDE_NOTE));
    if (grown.length === 0) return episode;
    let n = nextNumber(assertions);
    const added: Assertion[] = [];
    const next = assertions.map((a) => {
      if (!grown.includes(a as Assertion & Visible)) return a;
      const { beside, note, ...rest } = a as Assertion & Visible;
      const forms = [...new Set(beside ?? [])];
      if (forms.length === 0) return a;
      const kept = noteWithout(note);
      // The check already asks a word of the action: the person gets a check of her own, on the
      // same record's name, so each word is asked on a changed line of its own.
      if (rest.state !== undefined) {
        added.push({ ...rest, id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`, state: forms, note: PERSON_OWN_NOTE } as Assertion);
        return { ...rest, ...(kept ? { note: kept } : {}) } as Assertion;
      }
      return { ...rest, state: forms, note: kept ? `${kept}; ${PERSON_OWN_NOTE}` : PERSON_OWN_NOTE } as Assertion;
    });
    changed = true;
    return { ...episode, assertions: [...next, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
