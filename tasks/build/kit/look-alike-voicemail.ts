/**
 * A look-alike of a voicemail the user picks by its words (issue #30, trivial_target): another
 * voicemail from the same caller, still unheard, left after every voicemail of the fixture (so it
 * is the newest of the user's voicemails and first of a newest-first list), whose transcript holds
 * none of the words the user types or says. An app that ignores the words and takes "the newest
 * voicemail" or "the newest unheard one" gets the look-alike, not the one the user named.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { holds, saidTexts } from './look-alike.ts';

/** Transcripts a caller could leave; the first that holds none of the task's words is used. */
const TRANSCRIPTS: readonly string[] = [
  'Hi, it is me again. Could you bring back the folding chairs when you have a minute?',
  'Quick one: I left my umbrella at your place, no rush.',
  'Hey, just checking you got home all right. Talk soon.',
];

/** An hour before the fixture's clock: after every voicemail of the fixture, before anything a run does. */
const hourBefore = (now: string): string => new Date(Date.parse(`${now}Z`) - 3_600_000).toISOString().slice(0, 19);

/** The rows of a look-alike of the user's voicemail whose transcript holds `words` (see the file's comment). */
export function lookAlikeVoicemail(task: TaskInput, words: string): ExtraRow[] {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const messages = index.tables.get('phone.voice_messages')?.rows ?? [];
  const inbox = index.tables.get('phone.user_voice_messages')?.rows ?? [];
  const mine = new Set(inbox.filter((r) => r.user_id === index.userId).map((r) => Number(r.voice_message_id)));
  const named = messages.find((r) => mine.has(Number(r.id)) && r.receiver_id === index.userId && holds(r.transcript, words));
  if (!named) throw new Error(`${task.id}: no voicemail of the user that says "${words}" to copy for a look-alike`);
  const said = saidTexts(task);
  const transcript = TRANSCRIPTS.find((text) => !said.some((s) => holds(text, s) || holds(s, text)));
  if (!transcript) throw new Error(`${task.id}: no look-alike voicemail transcript that the user's words miss`);
  const free = (rows: readonly Row[], taken: Set<number> = new Set()): number => {
    const used = new Set(rows.map((r) => Number(r.id)));
    let id = 1_000_000;
    while (used.has(id) || taken.has(id)) id += 1;
    return id;
  };
  const own = new Set((task.world.rows ?? []).map((r) => Number(r.row.id)));
  const id = free(messages, own);
  const sentAt = hourBefore(index.now);
  const newest = messages.filter((r) => mine.has(Number(r.id))).every((r) => String(r.sent_at) < sentAt);
  if (!newest) throw new Error(`${task.id}: the look-alike voicemail would not be the newest`);
  return [
    { app: 'phone', table: 'voice_messages', row: { ...named, id, transcript, sent_at: sentAt } },
    { app: 'phone', table: 'user_voice_messages', row: { id: free(inbox, new Set([...own, id])), user_id: index.userId, voice_message_id: id, is_listened: 0 } },
  ];
}

/**
 * The task with one look-alike voicemail in its world, copied from the one the user first picks by
 * `words`: being the newest of all, it stands beside every voicemail the user names.
 */
export function withLookAlikeVoicemail(task: TaskInput, words: string): TaskInput {
  return { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...lookAlikeVoicemail(task, words)] } };
}
