/**
 * s21 (issue #30): the operator's value routing, the newest-named look-alikes and the reopen
 * wordings, through the real runtime and seeded world. Each correct app passes; each wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, telling, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s21');

/** The app with input `from` of every action renamed `to` (labelled `label`), its plan reading the new name. */
const renamed = (from: string, to: string, label: string) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) {
    for (const a of pkg.actions as Obj[]) {
      const input = (a.inputs as Obj[]).find((i) => i.name === from);
      if (!input) continue;
      input.name = to;
      input.label = label;
      a.plan = JSON.parse(JSON.stringify(a.plan).split(`inputs.${from}}}`).join(`inputs.${to}}}`));
    }
  }
};
/** The app whose action `id` ignores the words typed and takes the first record `call` lists. */
const firstOf = (id: string, call: string) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) {
      for (const step of a.plan as Obj[]) if (step.call === call) step.args = { page_limit: 1 };
    }
  }
};
const writes = (ids: string[]) => ids.filter((id) => /db_changed|record_matches|world_matches_reference|route_enters/.test(id));

describe('the operator types an address where the form asks for one (s20-z3-f2 and kin)', () => {
  it('garage-sale-folder: a "Recipient email" field named recipient gets the address, not the name', async () => {
    const rows = (await runAttacked(suiteTask('multi.garage-sale-folder'), renamed('email', 'recipient', 'Recipient email'), cache)).rows;
    expect(writes(failed(rows))).toEqual([]);
  });

  it('rent-collector: a field "roommate" labelled "Roommate\'s email" gets Omar\'s address', async () => {
    const rows = (await runAttacked(suiteTask('multi.rent-collector'), renamed('roommate_email', 'roommate', "Roommate's email"), cache)).rows;
    expect(writes(failed(rows))).toEqual([]);
  });

  it('anniversary-candle-order: a "Cousin\'s email" field gets the address typed under the reference\'s own name', async () => {
    const rows = (await runAttacked(suiteTask('multi.anniversary-candle-order'), renamed('cogiver_email', 'cousin', "Cousin's email"), cache)).rows;
    expect(writes(failed(rows))).toEqual([]);
  });

  it('garage-sale-folder: the line to add reaches a field named text that writes the file\'s content', async () => {
    const rows = (await runAttacked(suiteTask('multi.garage-sale-folder'), renamed('line', 'text', 'Text to add'), cache)).rows;
    expect(writes(failed(rows))).toEqual([]);
  });
});

describe('a named record that was the first of its list has a newer copy under other words (s20-s8-f1, s20-z5-f1)', () => {
  it('thanksgiving-label: an app that labels the top inbox thread, whatever the subject, fails', async () => {
    const rows = (await runAttacked(suiteTask('multi.thanksgiving-label'), firstOf('open_topic', 'gmail.show_inbox_threads'), cache)).rows;
    expect(failed(rows)).toContain('create.11.db_changed');
    expect(writes(failed((await runAttacked(suiteTask('multi.thanksgiving-label'), () => undefined, cache)).rows))).toEqual([]);
  });

  it('grill-tools-nudge: an app that comments on the newest expense, whatever the words, fails', async () => {
    const t = suiteTask('single.splitwise.grill-tools-nudge');
    const rows = (await runAttacked(t, firstOf('comment_and_text', 'splitwise.show_expenses'), cache)).rows;
    expect(failed(rows)).toContain('create.04.db_changed');
  });

  it('grill-tools-nudge: "texted the payer" about the expense tells the text; a line naming neither fails (s20-z5-f2)', async () => {
    const t = suiteTask('single.splitwise.grill-tools-nudge');
    const payer = (await runAttacked(t, telling('comment_and_text', 'Commented on "{{found.0.description}}" and texted the payer.'), cache)).rows;
    expect(failed(payer)).not.toContain('create.12.visible_result_grounded');
    const bare = (await runAttacked(t, telling('comment_and_text', 'Comment {{posted.comment_id}} posted.'), cache)).rows;
    expect(failed(bare)).toContain('create.12.visible_result_grounded');
  });
});

describe('a payment made private is not shown as public after reopen (s20-z5-f1)', () => {
  it('babysitter-pay: a kept list never updated from "public" fails; one updated passes', async () => {
    const t = suiteTask('single.venmo.babysitter-pay');
    const check = t.episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true);
    expect(check?.id).toBeDefined();
    const frozen = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'make_private')) a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined);
    };
    expect(failed((await runAttacked(t, frozen, cache)).rows)).toContain(check?.id);
    expect(failed((await runAttacked(t, () => undefined, cache)).rows)).not.toContain(check?.id);
  });
});

describe('the text kept in a file and a note, a to-do titled by the app, a rename by the label\'s name (s21)', () => {
  it('emergency-contacts-file-note: a fix made in the file only fails; one made in both passes (s20-z4-f1)', async () => {
    const t = suiteTask('multi.emergency-contacts-file-note');
    const fileOnly = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[])) a.plan = (a.plan as Obj[]).filter((step) => !String(step.call ?? '').startsWith('simple_note.') || a.id !== 'fix_file');
    };
    expect(failed((await runAttacked(t, fileOnly, cache)).rows)).toContain('revise.04.db_changed');
    expect(writes(failed((await runAttacked(t, () => undefined, cache)).rows))).toEqual([]);
  });

  it('rent-collector: a to-do the app titles "Check Omar paid rent for June" is shown after reopen and passes (s20-z4-f1)', async () => {
    const t = suiteTask('multi.rent-collector');
    // The app titles the to-do in its own words and keeps the title the service holds.
    const worded = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'make_plan')) {
          const plan = JSON.parse(JSON.stringify(a.plan).split('"title":"{{inputs.title}}","due_date"').join('"title":"Check Omar paid rent for June","due_date"').split('"title":"{{inputs.title}}","due"').join('"title":"{{made.title}}","due"')) as Obj[];
          const at = plan.findIndex((step) => step.call === 'todoist.create_task');
          plan.splice(at + 1, 0, { call: 'todoist.show_task', args: { task_id: '{{todo.task_id}}' }, bind: 'made' });
          a.plan = plan;
        }
      }
    };
    const rows = (await runAttacked(t, worded, cache)).rows;
    expect(failed(rows).filter((id) => id.startsWith('reopen'))).toEqual([]);
    // A kept list that never shows the to-do still fails.
    const hidden = (ref: Record<string, Obj>) => telling('make_plan', 'Done.', 'plan')(ref);
    expect(failed((await runAttacked(t, hidden, cache)).rows)).toContain('reopen.02.persisted_visible');
  });

  it('thanksgiving-label: a rename form with fields "Label" and "New name" renames the label (s21-r1-f1)', async () => {
    const t = suiteTask('multi.thanksgiving-label');
    const byName = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'rename_topic')) {
          a.inputs = [{ name: 'label', label: 'Label', type: 'text', required: true }, { name: 'new_name', label: 'New name', type: 'text', required: true }];
          a.plan = [{ call: 'gmail.rename_label', args: { name: '{{inputs.label}}', new_name: '{{inputs.new_name}}' } }, { message: 'Renamed {{inputs.label}} to {{inputs.new_name}}.' }];
        }
      }
    };
    const rows = (await runAttacked(t, byName, cache)).rows;
    expect(writes(failed(rows)).filter((id) => id.startsWith('revise'))).toEqual([]);
  });
});

describe('a line added to a file: on its own line at the end, by any API that writes it there (s21)', () => {
  /** The app whose add_line action writes the file with `steps` instead of its append. */
  const adding = (steps: Obj[]) => (ref: Record<string, Obj>) => {
    for (const pkg of versions(ref)) {
      for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'add_line')) a.plan = [...steps, { message: 'Added "{{inputs.line}}" to {{inputs.target}}.' }];
    }
  };
  it('tahoe-list-offline: a line run on after the last one fails, so does one put first; the reference passes (s21-r1-f1)', async () => {
    const t = suiteTask('single.file_system.tahoe-list-offline');
    // The file rewritten with the line run on after the last one (append_to_file on this file lands on a new line anyway).
    const list = '- ski jacket + bibs\n- base layers x3\n- goggles, helmet, gloves\n- wool socks\n- chargers + headlamp\n- board games for the cabin\n- snacks for the drive';
    const glued = adding([{ call: 'file_system.update_file', args: { file_path: '{{inputs.target}}', content: `${list}{{inputs.line}}` } }]);
    const world = (ids: string[]) => ids.filter((id) => /^revise\.\d+\.world_matches_reference$/.test(id));
    expect(world(failed((await runAttacked(t, glued, cache)).rows))).toHaveLength(1);
    const top = adding([{ call: 'file_system.append_to_file', args: { file_path: '{{inputs.target}}', content: '{{inputs.line}}\n', prepend: true } }]);
    expect(world(failed((await runAttacked(t, top, cache)).rows))).toHaveLength(1);
    expect(writes(failed((await runAttacked(t, () => undefined, cache)).rows))).toEqual([]);
  });

  it('pasta-card-file: an app that rewrites the file whole with the tweak after its text can do it from the first screen (s21-r1-f1)', async () => {
    const t = suiteTask('single.file_system.pasta-card-file');
    const rewrite = adding([
      { call: 'file_system.show_file', args: { file_path: '{{inputs.target}}' }, bind: 'old' },
      { call: 'file_system.update_file', args: { file_path: '{{inputs.target}}', content: '{{old.content}}\n{{inputs.line}}' } },
    ]);
    const rows = (await runAttacked(t, rewrite, cache)).rows;
    expect(failed(rows).filter((id) => /^(open|revise)\./.test(id))).toEqual([]);
  });
});
