/**
 * s23 builder fixes, on the real runtime, world, operator and checker:
 * - request-inbox s22-s11-f1: an inbox listing every received request, answered ones among them,
 *   fails; one that lists them all with their states passes.
 * - tag-blog-ideas s22-s11-f1: the tag is not the named note's alone (another, newer note has it).
 * - launch-checklist s22-r4-f1: the made to-do's look-alike is in the same project.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { shownApart } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s23-kit-');
const action = (ref: Record<string, Obj>, id: string): Obj => (ref.A!.package.actions as Obj[]).find((a) => a.id === id)!;

describe('request-inbox: the inbox leaves the answered requests out', () => {
  const task = suiteTask('single.venmo.request-inbox');
  it('an inbox of every received request fails its list checks', async () => {
    const { rows } = await runAttacked(task, (ref) => {
      delete action(ref, 'show_inbox').plan[0].args.status;
    }, cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['inbox.05.visible_result_grounded']));
  });
  it('every received request, each with its state, passes', async () => {
    const { rows } = await runAttacked(task, (ref) => {
      const plan = action(ref, 'show_inbox').plan as Obj[];
      delete plan[0]!.args.status;
      plan[1]!.steps[0].item.what = '{{r.description}} ({{r.status}})';
    }, cache);
    expect(failed(rows)).toEqual([]);
  });
});

describe('look-alikes where the user would confuse them', () => {
  it('tag-blog-ideas: another note, newer, already has the drafting tag', () => {
    const rows = suiteTask('single.simple_note.tag-blog-ideas').world.rows ?? [];
    const other = rows.find((r) => r.table === 'notes');
    expect(other?.row.tags).toEqual(['drafting']);
    expect(String(other?.row.updated_at) > '2023-05-18').toBe(true);
  });
  it('launch-checklist: the look-alike to-do is in the Q2 Launch project the made one is in', () => {
    const task = suiteTask('single.todoist.launch-checklist');
    const made = task.episodes.flatMap((e) => e.assertions).find((a) => a.type === 'db_changed' && a.table === 'tasks');
    const alike = (task.world.rows ?? []).find((r) => r.table === 'tasks');
    expect(alike?.row.project_id).toBe(7356898);
    expect(alike?.row.section_id).toBeNull();
    expect(made).toBeDefined();
  });
});

describe('people and paths apart from the texts that hold them', () => {
  it('chore-rota-draft: the rota shown again tells neither recipient (create.15, revise.07)', async () => {
    const task = suiteTask('multi.chore-rota-draft');
    const { rows } = await runAttacked(task, (ref) => {
      const pkg = ref.A!.package as Obj;
      for (const a of pkg.actions as Obj[]) {
        a.plan = (a.plan as Obj[]).map((s) => (typeof s.message !== 'string' ? s : { message: a.id === 'write_and_attach' ? 'Saved "{{inputs.content}}" to {{inputs.file_path}}; draft "{{inputs.subject}}" created with the file attached.' : 'Draft {{inputs.draft_id}} updated: June chores — June: Omar bins, Sofia bathroom, me kitchen.' }));
      }
      for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = '{{item.subject}} with {{item.file}}';
    }, cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['create.15.visible_result_grounded', 'revise.07.visible_result_grounded']));
  });
  it('chore-rota-draft: the reference, which names the addresses, passes', async () => {
    const { rows } = await runAttacked(suiteTask('multi.chore-rota-draft'), () => undefined, cache);
    expect(failed(rows)).toEqual([]);
  });
  it('wifi-note-file: the tag shown only inside the file name, in any of its forms, does not show it (b-find.12)', () => {
    const check = suiteTask('shared.wifi-note-file').episodes.flatMap((e) => e.assertions).find((a) => a.id === 'b-find.12.visible_result_grounded') as Obj;
    expect(check.apart).toEqual(expect.arrayContaining(['~/documents/house-binder.txt', '/home/alex/documents/house-binder.txt', 'house-binder.txt']));
    expect(shownApart('Saved Router and wifi to house-binder.txt and tagged it.', 'binder', check.apart, 'normalized')).toBe(false);
    expect(shownApart('Saved Router and wifi to /home/alex/documents/house-binder.txt.', 'binder', check.apart, 'normalized')).toBe(false);
    expect(shownApart('Saved Router and wifi to house-binder.txt and tagged it binder.', 'binder', check.apart, 'normalized')).toBe(true);
  });
});

describe('a subject inside the dictated body is looked for apart from it', () => {
  it('draft-editor create.08: the body alone does not show the subject "Offsite agenda" (s23-r1-f1)', () => {
    const check = suiteTask('single.gmail.draft-editor').episodes.flatMap((e) => e.assertions).find((a) => a.id === 'create.08.visible_result_grounded') as Obj;
    expect(shownApart('Saved: Hi Priya, here is my first pass at the offsite agenda. Comments welcome.', 'Offsite agenda', check.apart, 'normalized')).toBe(false);
    expect(shownApart('Draft "Offsite agenda" saved for Priya.', 'Offsite agenda', check.apart, 'normalized')).toBe(true);
  });
});

describe('a value the record was made with is not shown as its value now', () => {
  const task = suiteTask('single.todoist.label-recolor-garden');
  const recolor = (ref: Record<string, Obj>): Obj[] => [ref.A!.package, ...Object.values((ref.A!.revisions ?? {}) as Record<string, Obj>)].flatMap((p) => (p.actions as Obj[]).filter((a) => a.id === 'recolor_label'));
  it('label-recolor-garden: a kept list still "garden — yellow" beside the message "garden is now green" fails (s23-r1-f1)', async () => {
    const { rows } = await runAttacked(task, (ref) => {
      for (const a of recolor(ref)) a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined).map((s) => (typeof s.message === 'string' ? { message: 'The label "garden" is now {{inputs.new_color}}.' } : s));
    }, cache);
    expect(failed(rows).some((id) => id.startsWith('reopen.') && id.endsWith('persisted_visible'))).toBe(true);
  });
  it('label-recolor-garden: the reference passes', async () => {
    const { rows } = await runAttacked(task, () => undefined, cache);
    expect(failed(rows)).toEqual([]);
  });
});

describe('a look-alike that holds the name is masked out of the line', () => {
  it('playlist-then-share a-create.10: "Rainy Tuesday (old)" alone does not show "Rainy Tuesday" (s23-r2-f1)', () => {
    const check = suiteTask('shared.playlist-then-share').episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith('a-create.10')) as Obj;
    expect(check.apart).toEqual(expect.arrayContaining(['Rainy Tuesday (old)']));
    expect(shownApart('Newest playlist: Rainy Tuesday (old)', 'Rainy Tuesday', check.apart, 'normalized')).toBe(false);
    expect(shownApart('Made Rainy Tuesday (playlist 5512345)', 'Rainy Tuesday', check.apart, 'normalized')).toBe(true);
  });
});
