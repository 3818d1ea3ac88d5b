/**
 * s13 words13 (rubric fidelity/2, Readings 2 and 4): a word for what was done counts in the
 * user's own verb ("Log it", "Record it", "save … in a note") and in the service's own word (a
 * priority "high", an alarm "on" beside its time, the seven days an everyday alarm rings); a
 * tick is a glyph too on every tick list; a to-do title or a payment note the user did not dictate
 * carries one of the words of what it is about. Unit checks of the kit, the built suite's lists
 * against the real matcher, and crafted runs through generate → run → check: the cheapest wrong
 * app fails, a correct app in other words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { shownBeside } from '../../../src/stages/check/evaluate.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { makingVerbs } from './users-verbs.ts';
import { EVERY_DAY } from './day-words.ts';
import { STATE_WORDS, TICK_GLYPHS } from './state-words.ts';
import { nameParts } from './said-parts.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) =>
  t.reference.R
    ? runCraftedSlots(t, (_slot, pkg) => craft(pkg), 'words13', (asked) => (/revis|previous package|new requirement/i.test(asked) ? 'R' : 'A'))
    : runCraftedModel(t, craft, 'words13');

/** The task with its revised reference as a second package (`R`), served to the revise request. */
const revisedFromStart = (t: Obj): Obj => ({ ...t, reference: { ...t.reference, R: { package: t.reference.A.revisions.revise } } });

const check = (t: Obj, id: string): Obj => (t.episodes as Obj[]).flatMap((e) => (e.assertions ?? []) as Obj[]).find((a) => a.id === id) as Obj;
/** Does some word of the list show on the line (the checker's own matcher)? */
const anyShown = (line: string, words: readonly string[]) => words.some((w) => textShows(line, w, 'normalized'));

describe('the user\'s own verb for making a record (MAKING_VERBS)', () => {
  it('joins "log" (with recorded, added, saved) and "record" to the expense the user logs, never to the request beside it', () => {
    expect(makingVerbs('Cabin weekend: $420 in total, Chloe owes $210 of it. Log it and request her share.', 'splitwise.record_expense')).toEqual(['logged', 'recorded', 'added', 'saved']); // s15 words: "log it" is also recorded, added, saved
    expect(makingVerbs('Cabin weekend: $420 in total, Chloe owes $210 of it. Log it and request her share.', 'venmo.create_payment_request')).toEqual([]);
    expect(makingVerbs('Groceries came to $96; Omar owes $48. Record it and request it.', 'splitwise.record_expense')).toEqual(['recorded']);
  });

  it('joins "save" to a note only where the user\'s clause names the note', () => {
    expect(makingVerbs('Log costs I share with friends in Splitwise and save what the receipt said in a note; later I may retitle it', 'simple_note.create_note')).toEqual(['saved']);
    expect(makingVerbs('Save the sitter, Ines Moura, 3605550164, as a friend. Recommended by the Larsens.', 'simple_note.create_note')).toEqual([]);
  });

  it('the built checks hold the verb where the user said it', () => {
    expect(check(suiteTaskById('multi.airbnb-split-request'), 'create.16.visible_result_grounded').state).toContain('logged');
    expect(check(suiteTaskById('multi.airbnb-split-request'), 'create.18.visible_result_grounded').state).not.toContain('logged');
    expect(check(suiteTaskById('multi.grocery-run-split'), 'create.16.visible_result_grounded').state).toContain('recorded');
    expect(check(suiteTaskById('multi.concert-parking-receipt'), 'create.16.visible_result_grounded').state).toContain('saved');
    expect(check(suiteTaskById('multi.babysitter-contact'), 'create.17.visible_result_grounded').state).not.toContain('saved');
  });
});

describe('the service\'s own word: a priority "high" (landlord-voice-note)', () => {
  const t = () => suiteTaskById('multi.landlord-voice-note');
  it('passes a row with the priority column, fails a medium one', () => {
    for (const id of ['revise.07.visible_result_grounded', 'reopen.03.persisted_visible']) {
      const words = check(t(), id).state as string[];
      expect(anyShown('Check heater repair - 2023-05-20 - high', words)).toBe(true);
      expect(anyShown('Check heater repair - 2023-05-20 - medium', words)).toBe(false);
    }
    expect(STATE_WORDS.urgent).toContain('high');
  });
});

describe('an alarm "on" beside its time, never "on" in another sense (shift-alarms)', () => {
  const beside = () => check(suiteTaskById('single.phone.shift-alarms'), 'revise.11.visible_result_grounded').beside as string[];
  const shows = (line: string) => beside().some((w) => shownBeside(line, '11:45', w, 'normalized'));

  it('passes the service\'s "on" set off beside the time, and the user\'s "rings"', () => {
    expect(shows('Late shift 11:45 - on')).toBe(true);
    expect(shows('Late shift 11:45: on')).toBe(true);
    expect(shows('Late shift (on) 11:45')).toBe(true);
    expect(shows('11:45 rings')).toBe(true);
  });

  it('fails a line that says "on" in another sense, or the alarm off', () => {
    expect(shows('Alarm on Monday 11:45')).toBe(false);
    expect(shows('Late shift alarm on Monday at 11:45 (off)')).toBe(false);
    expect(shows('Late shift 11:45 - off')).toBe(false);
  });

  const task = () => revisedFromStart(suiteTaskById('single.phone.shift-alarms'));
  const switchChecks = ['revise.11.visible_result_grounded', 'revise.12.visible_result_grounded', 'switch-back.11.visible_result_grounded', 'switch-back.12.visible_result_grounded'];

  it('a crafted app whose rows read "Late shift 11:45 - on" / "- off" passes', async () => {
    const other = (pkg: Obj) =>
      rewritten(pkg, (s) =>
        s === 'on, will ring' ? 'on' : s === "off, won't ring" ? 'off' : s === '{{item.shift}} shift alarm {{item.id}} at {{item.time}} ({{item.rings}})' ? '{{item.shift}} shift {{item.time}} - {{item.rings}} (alarm {{item.id}})' : s.replace(/^Switched to the (\w+) shift: .*$/, 'Now on the $1 shift.'));
    expect(failedIds(await runCrafted(task(), other))).toEqual([]);
  }, 180_000);

  it('a crafted app whose rows say "on Monday" and never the state fails every switch check', async () => {
    const monday = (pkg: Obj) =>
      rewritten(pkg, (s) =>
        s === 'on, will ring' ? 'Monday' : s === "off, won't ring" ? 'Tuesday' : s === '{{item.shift}} shift alarm {{item.id}} at {{item.time}} ({{item.rings}})' ? '{{item.shift}} alarm on {{item.rings}} at {{item.time}} (alarm {{item.id}})' : s.replace(/^Switched to the (\w+) shift: .*$/, 'Now on the $1 shift.'));
    // And the reopen (s15 shown15): each time's state is asked on its line there too.
    expect(failedIds(await runCrafted(task(), monday)).sort()).toEqual(['reopen.03.persisted_visible', 'reopen.04.persisted_visible', ...switchChecks]);
  }, 180_000);
});

describe('tick glyphs on every tick list (visa-docs-tick, party-shopping-tick revise.07)', () => {
  it('every tick list holds the glyphs', () => {
    for (const list of [STATE_WORDS.itemTicked, STATE_WORDS.done, STATE_WORDS.sharedTicked]) for (const g of TICK_GLYPHS) expect(list).toContain(g);
    for (const id of ['single.simple_note.visa-docs-tick', 'single.simple_note.party-shopping-tick']) {
      const words = check(suiteTaskById(id), 'revise.07.visible_result_grounded').state as string[];
      expect(anyShown('☑ passport copy', words)).toBe(true);
      expect(anyShown('- [x] lemonade', words)).toBe(true);
      expect(anyShown('☐ bank statement', words)).toBe(false);
    }
  });

  const task = () => suiteTaskById('single.simple_note.visa-docs-tick');
  const said = 'Item {{inputs.item_index}} of "{{note.title}}" (note {{note.note_id}}) is ticked.';
  const row = '{{item.id}}. {{item.text}} \u2014 {{item.state}} (note {{item.note}})';

  it('a crafted app that re-renders the checklist with ☑ and ☐ under its title passes', async () => {
    const glyphs = (pkg: Obj) => rewritten(pkg, (s) => (s === said ? '"{{note.title}}" (note {{note.note_id}})' : s === row ? '{{item.state}} {{item.text}} ({{item.id}}, note {{item.note}})' : s === 'done' ? '☑' : s === 'open' ? '☐' : s));
    expect(failedIds(await runCrafted(task(), glyphs))).toEqual([]);
  }, 180_000);

  it('a crafted app with a tick only on the title\'s line fails the item\'s check', async () => {
    const titleOnly = (pkg: Obj) => rewritten(pkg, (s) => (s === said ? '✓ "{{note.title}}" (note {{note.note_id}})' : s === row ? '{{item.id}}. {{item.text}} (note {{item.note}})' : s));
    const failed = failedIds(await runCrafted(task(), titleOnly));
    expect(failed).toContain('revise.08.visible_result_grounded');
    expect(failed).not.toContain('revise.07.visible_result_grounded');
  }, 180_000);
});

describe('an everyday alarm shown as the seven days (allergy-pill-alarm)', () => {
  it('the seven days in any of their usual forms pass; six of them do not', () => {
    const words = check(suiteTaskById('multi.allergy-pill-alarm'), 'create.14.visible_result_grounded').state as string[];
    expect(anyShown('Cetirizine 21:00 - Mon Tue Wed Thu Fri Sat Sun', words)).toBe(true);
    expect(anyShown('Cetirizine 21:00 (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday)', words)).toBe(true);
    expect(anyShown('Cetirizine 21:00 Mon–Sun', words)).toBe(true);
    expect(anyShown('Cetirizine 21:00 - Mon Tue Wed Thu Fri Sat', words)).toBe(false);
    expect(anyShown('Cetirizine 21:00 - Mon Tue Wed Thu Fri', words)).toBe(false);
    expect(EVERY_DAY).toContain('mon tue wed thu fri sat sun');
  });

  const said = 'Alarm {{alarm.alarm_id}} at {{inputs.time}} every day for {{inputs.medicine}}; log note started.';
  it('a crafted app showing the alarm\'s days as the service holds them passes', async () => {
    const days = (pkg: Obj) =>
      rewritten(pkg, (s) => (s === said ? '{{inputs.medicine}} {{inputs.time}} - Mon Tue Wed Thu Fri Sat Sun (alarm {{alarm.alarm_id}}); log note started.' : s.replace('every day, note started', 'Mon Tue Wed Thu Fri Sat Sun, note started')));
    expect(failedIds(await runCrafted(suiteTaskById('multi.allergy-pill-alarm'), days))).toEqual([]);
  }, 180_000);

  it('a crafted app showing weekdays only fails the repeat check', async () => {
    const weekdays = (pkg: Obj) =>
      rewritten(pkg, (s) => (s === said ? '{{inputs.medicine}} {{inputs.time}} - Mon Tue Wed Thu Fri (alarm {{alarm.alarm_id}}); log note started.' : s.replace('every day, note started', 'Mon Tue Wed Thu Fri, note started')));
    expect(failedIds(await runCrafted(suiteTaskById('multi.allergy-pill-alarm'), weekdays))).toEqual(['create.14.visible_result_grounded']);
  }, 180_000);
});

describe('a title or a note nobody dictated carries one of the words of what it is about', () => {
  it('the gym to-do\'s title needs the gym, not "Gym membership" whole', () => {
    expect(nameParts('Gym membership')).toEqual(['Gym membership', 'Gym', 'membership']);
    const rule = (check(suiteTaskById('multi.gym-membership-recurring'), 'create.14.world_matches_reference').free as Obj[]).find((f) => f.app === 'todoist' && f.field === 'title') as Obj;
    expect(rule.constraint).toBe('non_empty');
    expect(rule.mentions_one).toEqual(['Gym membership', 'Gym', 'membership']);
  });

  it('the babysitter payment\'s note needs the babysitter or Tuesday, not the to-do\'s whole title', () => {
    const rule = (check(suiteTaskById('shared.babysitter-pay'), 'b-find.14.world_matches_reference').free as Obj[]).find((f) => f.app === 'venmo' && f.field === 'description') as Obj;
    expect(rule.constraint).toBe('non_empty');
    expect(rule.mentions_one).toEqual(['Pay the babysitter for Tuesday', 'babysitter', 'Tuesday']);
  });
});

describe('the user\'s own verb through a crafted app (airbnb-split-request)', () => {
  const task = () => suiteTaskById('multi.airbnb-split-request');
  const said = 'Logged {{inputs.what}} (${{inputs.total}}, expense {{exp.expense_id}}) and requested ${{inputs.share}} (request {{req.payment_request_id}}).';
  const told = 'split with {{inputs.email}}, requested from {{inputs.email}}';

  it('passes "Logged Cabin weekend … requested $210 from Chloe" with no split word', async () => {
    const logged = (pkg: Obj) => rewritten(pkg, (s) => (s === told ? 'requested from {{inputs.email}}' : s));
    expect(failedIds(await runCrafted(task(), logged))).toEqual([]);
  }, 180_000);

  it('fails a line with no word of the expense step', async () => {
    const silent = (pkg: Obj) => rewritten(pkg, (s) => (s === told ? 'requested from {{inputs.email}}' : s === said ? '{{inputs.what}} (${{inputs.total}}): requested ${{inputs.share}} (request {{req.payment_request_id}}).' : s));
    expect(failedIds(await runCrafted(task(), silent))).toEqual(['create.16.visible_result_grounded']);
  }, 180_000);
});

describe('a looked-up record\'s boolean state told in words (playlist-visibility, venmo-private-payment)', () => {
  const lookup = '{{inputs.lookup_id}}: {{shown.title}} ({{state.state_word}})';

  it('the look-up and the second private playlist ask for the state', () => {
    const t = suiteTaskById('service.playlist-visibility');
    // A look-up's state is told beside the record it found (s17 picks18, kit/state-beside.ts).
    expect(check(t, 'followup.06.visible_result_grounded').state_near.words).toContain('public');
    expect(check(t, 'create-2.06.visible_result_grounded').state).toContain('private');
    expect(check(suiteTaskById('service.venmo-private-payment'), 'followup.06.visible_result_grounded').state_near.words).toContain('private');
  });

  it('a crafted app whose look-up shows no state fails the look-up\'s check', async () => {
    const bare = (pkg: Obj) => rewritten(pkg, (s) => (s === lookup ? '{{inputs.lookup_id}}: {{shown.title}}' : s));
    expect(failedIds(await runCrafted(suiteTaskById('service.playlist-visibility'), bare))).toEqual(['followup.06.visible_result_grounded']);
  }, 180_000);

  it('a crafted app that words the state the wrong way round fails it', async () => {
    const swapped = (pkg: Obj) => rewritten(pkg, (s) => (s === 'public' ? 'PRIVATE' : s === 'private' ? 'PUBLIC' : s));
    expect(failedIds(await runCrafted(suiteTaskById('service.playlist-visibility'), swapped))).toContain('followup.06.visible_result_grounded');
  }, 180_000);

  it('a crafted app that says it in other words passes', async () => {
    const other = (pkg: Obj) => rewritten(pkg, (s) => (s === 'public' ? 'open to all' : s === 'private' ? 'only me' : s === lookup ? 'Playlist {{inputs.lookup_id}} · {{shown.title}} · {{state.state_word}}' : s));
    expect(failedIds(await runCrafted(suiteTaskById('service.playlist-visibility'), other))).toEqual([]);
  }, 180_000);
});
