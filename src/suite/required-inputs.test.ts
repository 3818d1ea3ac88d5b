import { describe, expect, it } from 'vitest';
import type { Task } from '../schemas/task.ts';
import { loadTasks } from './load.ts';
import { spellings, taskFindings } from './auto-review.ts';

const suite = loadTasks().map((t) => t.task);
const byId = (id: string) => structuredClone(suite.find((t) => t.id === id) as Task);
const episode = (task: Task, id: string) => task.episodes.find((e) => e.id === id)!;
const unasked = (task: Task) => taskFindings(task).filter((f) => f.startsWith('[required-unasked]'));

describe('required inputs nobody asked for', () => {
  it('passes a required value the message says, one the app showed, and a detail of a person the message names', () => {
    // The conference trip names the manager whose email the draft goes to.
    expect(unasked(byId('multi.conference-trip'))).toEqual([]);
  });

  it('flags a required value the messages never give, naming the action and input', () => {
    const task = byId('multi.conference-trip');
    episode(task, 'create').message = 'Get me ready for the Denver conference on June 12.';
    expect(unasked(task)).toEqual([
      '[required-unasked] episode create: the reference action "make_plan" requires "manager_email", filled with "ava.larsen@outlook.com", which no intention, message or requirement up to this episode gives (not said, not shown by the app, not a detail of a record the user names)',
    ]);
  });

  it('takes a relation the user has one of as naming that person, but not one of many', () => {
    // "email it to Mom": the user's only mother's address.
    const mom = byId('multi.recipe-note-to-mom');
    expect(unasked(mom)).toEqual([]);
    // "email it to my friend": nine friends, so the address is not given.
    const create = episode(mom, 'create');
    create.message = (create.message ?? '').replace('Mom', 'my friend');
    mom.apps = mom.apps.map((a) => ({ ...a, intention: a.intention.replace(/family/g, 'a friend') }));
    expect(unasked(mom)).toEqual([expect.stringContaining('requires "email", filled with "nora.patel@gmail.com"')]);
  });

  it('accepts a record named loosely by most of its words, and a comma list item by item', () => {
    // "six of the navy insulated water bottles" for "Insulated Water Bottle 24oz, Navy".
    expect(unasked(byId('single.amazon.cart-quantity'))).toEqual([]);
    // "$2,100 for granite" is one value, not two.
    expect(unasked(byId('single.todoist.countertop-quote-comment'))).toEqual([]);
  });

  it('reads small counts in words and a whole hour said without am or pm', () => {
    expect(spellings(10)).toContain('ten');
    expect(spellings('08:00')).toContain('at 8');
    expect(spellings('08:30')).not.toContain('at 8');
  });
});
