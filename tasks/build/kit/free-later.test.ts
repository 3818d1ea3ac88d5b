/**
 * s15 (free, issue #30 unrequested_value): what the app worded stays the app's.
 *   - a hint draft readdressed to Dad may greet Dad: its subject and body, the app's at the make,
 *     stay the app's on the readdress (kit/free-later.ts), still naming the product; the new
 *     recipient is checked as before;
 *   - a new playlist's visibility, where nobody speaks of it, is the app's (kit/unfilled.ts).
 * Each case runs a hand-written app (the reference package with one call rewritten) through the
 * real generate → run → check chain against the built task.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById, withArgs, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withFreeLater } from './free-later.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'free-later');
const freeOf = (t: Obj, episode: string): string[] => (worldCheck(t, episode).free as Obj[]).map((f) => `${f.app}.${f.table}.${f.field}`);

describe('a hint draft readdressed keeps its words the app\'s (kit/free-later.ts)', () => {
  const hint = () => suiteTaskById('multi.birthday-hint-dropper');
  const readdress = (body: string, to = '{{inputs.email}}') => withArgs('readdress', 'gmail.update_draft', (old) => ({ ...old, email_addresses: [to], subject: 'For Dad', body }));

  it('frees subject and body at the readdress, not the recipient', () => {
    const t = hint();
    expect(freeOf(t, 'revise')).toEqual(expect.arrayContaining(['gmail.drafts.subject', 'gmail.drafts.body']));
    expect(freeOf(t, 'revise')).not.toContain('gmail.drafts.recipient_emails');
  });
  it('leaves a step that sets the field itself, or that readdresses nothing, as it was', () => {
    const made = (fields: Obj, allow: Obj[]): TaskInput =>
      ({
        id: 't',
        episodes: [
          { id: 'create', stage: 'submit', assertions: [{ id: 'c.1', type: 'no_collateral', allow: [{ app: 'gmail', table: 'drafts', ops: ['inserted'] }] }, { id: 'c.2', type: 'world_matches_reference', free: [{ app: 'gmail', table: '*', field: 'body', why: 'x' }], rows: [] }] },
          { id: 'revise', stage: 'revise', assertions: [{ id: 'r.1', type: 'record_matches', app: 'gmail', table: 'drafts', key: { id: '$d' }, fields }, { id: 'r.2', type: 'no_collateral', allow }, { id: 'r.3', type: 'world_matches_reference', free: [], rows: [] }] },
        ],
      }) as unknown as TaskInput;
    const upd = [{ app: 'gmail', table: 'drafts', ops: ['updated'] }];
    expect(freeOf(withFreeLater(made({ recipient_emails: ['a@b.c'] }, upd)), 'revise')).toEqual(['gmail.drafts.body']);
    expect(freeOf(withFreeLater(made({ recipient_emails: ['a@b.c'], body: 'Hi' }, upd)), 'revise')).toEqual([]);
    expect(freeOf(withFreeLater(made({ subject: 'New' }, upd)), 'revise')).toEqual([]);
  });
  it('passes the draft readdressed to Dad with "Hi Dad" and the product', async () => {
    const t = hint();
    const rows = await runCrafted(t, readdress('Hi Dad, I would love the Polarized Sunglasses, Tortoise from my wish list.'));
    expect(failedIds(rows).filter((id) => id.startsWith('revise.'))).toEqual([]);
  }, 120_000);
  it('fails it readdressed with a body that no longer names the product', async () => {
    const t = hint();
    const rows = await runCrafted(t, readdress('Hi Dad!'));
    expect(failedIds(rows)).toContain(worldCheck(t, 'revise').id);
  }, 120_000);
});

describe('a playlist\'s visibility nobody spoke of is the app\'s (kit/unfilled.ts)', () => {
  const gift = () => suiteTaskById('shared.playlist-voice-gift');
  const run = (t: Obj, isPublic: unknown) =>
    runCraftedSlots(t, (slot, pkg) => (slot === 'A' ? withArgs('create', 'spotify.create_playlist', (old) => ({ ...old, is_public: isPublic }))(pkg) : pkg), 'free-later-gift');
  it('frees is_public at the gift playlist and at music night, not where the user says public', () => {
    expect(freeOf(gift(), 'a-create')).toContain('spotify.playlists.is_public');
    expect(freeOf(suiteTaskById('multi.music-night'), 'create')).toContain('spotify.playlists.is_public');
    expect(JSON.stringify(suiteTaskById('shared.roadtrip-playlist-invite').episodes)).toContain('"is_public":true');
  });
  it('passes "For Dad" made public', async () => {
    const t = gift();
    const rows = await run(t, true);
    expect(failedIds(rows).filter((id) => id.startsWith('a-create.'))).toEqual([]);
  }, 120_000);
  it('fails a public playlist under another title', async () => {
    const t = gift();
    const rows = await runCraftedSlots(t, (slot, pkg) => (slot === 'A' ? withArgs('create', 'spotify.create_playlist', () => ({ title: 'Gift mix', is_public: true }))(pkg) : pkg), 'free-later-gift');
    expect(failedIds(rows)).toContain(worldCheck(t, 'a-create').id);
  }, 120_000);
});
