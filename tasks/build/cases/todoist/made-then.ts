/**
 * Todoist patterns over one record the app makes (a section, a label, a comment) and a second
 * action then changes. The making half is fixed per kind of record; each pattern of that kind
 * adds the second action, what its episode must change, and what reopen must find.
 */
import type { ActionDef } from '../../kit/package.ts';
import type { Spec } from '../../kit/types.ts';
import { alsoMade, type Act, type CaseBase, type Pattern } from '../../shapes/list-flow.ts';

/** The making half: the pattern but for its forms, episodes and reopen, plus the first action and its episode. */
export type Making<B extends CaseBase> = Omit<Pattern<B>, 'forms' | 'acts' | 'reopen'> & {
  make: ActionDef;
  made: (c: B) => Act;
  /** A look-alike the user makes right after the first record, by the same action (see `alsoMade`); undefined: none. */
  also?: (c: B) => Act | undefined;
};

/** The pattern builder for one kind of record: give it the second action, its episode and the reopen checks. */
export const madeThen =
  <B extends CaseBase>({ make, made, also, ...rest }: Making<B>) =>
  <C extends B>(second: ActionDef, secondAct: (c: C) => Act, reopen: (c: C) => Spec[]): Pattern<C> => ({
    ...rest,
    forms: [make, second],
    acts: (c) => alsoMade([made(c), secondAct(c)], also?.(c)),
    reopen,
  });
