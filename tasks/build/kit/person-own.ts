/**
 * The person a made record is with, as a screen check of its own (s15 line2, issue #30, rubric
 * Readings 2 and 3). `person-beside.ts` asked the person on the same changed line as the made
 * record's name, and reviewers read that as a layout the user never dictated: a card "Sent $35 -
 * Yoga mat" with "To: Ruby Silva" on the next line, or a draft shown as "Subject: Summer visit" /
 * "To: nora.patel@gmail.com", tells the user everything asked and failed.
 *
 * Here each check `person-beside.ts` grew loses its `beside` (it keeps its value and any word of
 * the action, `state`), and the episode gains one more `visible_result_grounded`: the person
 * herself, in any form the user knows (full name, first name, address, number; `or`), shown as
 * data of what the step did, on any line. An app that never tells who the record is with still
 * fails, and so does one whose only sign of the person is fixed text that was on screen before
 * (a heading "Payments to Ruby"): the check asks for her on a line the step added.
 * Runs last, so it sees the person's forms as the passes before it left them.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { saidBy, userWords } from '../../../src/suite/user-words.ts';
import { PERSON_BESIDE_NOTE } from './person-beside.ts';

type Visible = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;
type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** How the new check's note says why the person is asked. */
export const PERSON_OWN_NOTE = 'the person the made record is with, as data of what the step did';

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
  const episodes = task.episodes.map((episode, index) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    const grown = assertions.filter((a): a is Assertion & Visible => a.type === 'visible_result_grounded' && a.beside !== undefined && (a.note ?? '').split('; ').includes(PERSON_BESIDE_NOTE));
    if (grown.length === 0) return episode;
    let n = nextNumber(assertions);
    const added: Assertion[] = [];
    const next = assertions.map((a) => {
      if (!grown.includes(a as Assertion & Visible)) return a;
      const { beside, note, ...rest } = a as Assertion & Visible;
      const forms = [...new Set(beside ?? [])];
      const [first, ...others] = forms;
      if (first === undefined) return a;
      // Why: the form the user herself said (her first name, "Mom", the address typed).
      const words = userWords(task as Parameters<typeof userWords>[0], index);
      const because = forms.find((f) => saidBy(f, words)) ?? first;
      added.push({ id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`, type: 'visible_result_grounded', value: first, ...(others.length > 0 ? { or: others } : {}), match: 'normalized', because, note: PERSON_OWN_NOTE } as Assertion);
      const kept = noteWithout(note);
      return { ...rest, ...(kept ? { note: kept } : {}) } as Assertion;
    });
    changed = true;
    return { ...episode, assertions: [...next, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
