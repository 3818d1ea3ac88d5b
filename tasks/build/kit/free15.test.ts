/**
 * s15 (free, issue #30 over_specification): a correct app's own words pass, a wrong app still fails.
 *   - a new contact's note holds the sentence the user dictated, beside the app's words
 *     (cases/multi_tool/phone.ts contactTask);
 *   - the tracking note or the alarm keeps the dose (phone.ts medCombo; Reading 5);
 *   - the topic note names the topic by its label or a word of its first email (gmail.ts labelTask);
 *   - the listening to-do may name the artist or take the user's words (spotify.ts artistTask).
 * Each case runs a hand-written app (the reference package with one call rewritten) through the
 * real generate → run → check chain against the built task.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById, withArgs, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'free15');
const failedAt = (rows: Parameters<typeof failedIds>[0], episode: string) => failedIds(rows).filter((id) => id.startsWith(`${episode}.`));

describe('a contact note holds the dictated sentence, not only it', () => {
  const sitter = () => suiteTaskById('multi.babysitter-contact');
  const note = (content: string) => withArgs('welcome_contact', 'simple_note.create_note', (old) => ({ ...old, content }));
  it('passes "Ines Moura, babysitter, 3605550164. Recommended by the Larsens."', async () => {
    const rows = await runCrafted(sitter(), note('{{inputs.first_name}} {{inputs.last_name}}, babysitter, {{inputs.phone_number}}. {{inputs.met}}'));
    expect(failedAt(rows, 'create')).toEqual([]);
  }, 120_000);
  it('fails a note without the sentence', async () => {
    const t = sitter();
    const rows = await runCrafted(t, note('{{inputs.first_name}} {{inputs.last_name}}, babysitter.'));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('the dose is kept by the note or the alarm', () => {
  const pill = () => suiteTaskById('multi.allergy-pill-alarm');
  const course = (label: string, title: string, content: string) => (pkg: Obj): Obj =>
    withArgs('start_course', 'simple_note.create_note', (old) => ({ ...old, title, content }))(withArgs('start_course', 'phone.create_alarm', (old) => ({ ...old, label }))(pkg));
  it('passes "Take Cetirizine 10 mg" and an empty "How I feel on Cetirizine" note', async () => {
    const rows = await runCrafted(pill(), course('Take {{inputs.medicine}} {{inputs.dose}}', 'How I feel on {{inputs.medicine}}', ''));
    expect(failedAt(rows, 'create')).toEqual([]);
  }, 120_000);
  it('fails when neither keeps the dose', async () => {
    const t = pill();
    const rows = await runCrafted(t, course('Take {{inputs.medicine}}', 'How I feel on {{inputs.medicine}}', ''));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('the topic note and the listening to-do in the user\'s words', () => {
  const marathon = () => suiteTaskById('multi.marathon-label-note');
  const topicNote = (title: string) => withArgs('open_topic', 'simple_note.create_note', (old) => ({ ...old, title, content: '' }));
  it('passes a note "Race training remarks" with nothing in it', async () => {
    const t = marathon();
    const rows = await runCrafted(t, topicNote('Race training remarks'));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('fails a note that names no topic ("Untitled")', async () => {
    const t = marathon();
    const rows = await runCrafted(t, topicNote('Untitled'));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);

  const concert = () => suiteTaskById('multi.concert-prep-listening');
  const todo = (title: string) => withArgs('discover', 'todoist.create_task', (old) => ({ ...old, title }));
  it('passes the to-do "Go through Dune Riders before the show"', async () => {
    const t = concert();
    const rows = await runCrafted(t, todo('Go through Dune Riders before the show'));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('fails a to-do "Buy milk"', async () => {
    const t = concert();
    const rows = await runCrafted(t, todo('Buy milk'));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});
