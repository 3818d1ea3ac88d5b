import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TASK_DIR } from '../../src/suite/load.ts';
import { TaskSchema, type TaskInput } from '../../src/schemas/task.ts';
import { spotifyTasks } from './domains/spotify.ts';
import { amazonTasks } from './domains/amazon.ts';
import { gmailTasks } from './domains/gmail.ts';
import { phoneTasks } from './domains/phone.ts';
import { venmoTasks } from './domains/venmo.ts';
import { splitwiseTasks } from './domains/splitwise.ts';
import { todoistTasks } from './domains/todoist.ts';
import { simpleNoteTasks } from './domains/simple_note.ts';
import { fileSystemTasks } from './domains/file_system.ts';
import { multiToolTasks } from './families/multi_tool.ts';
import { multiToolM1SpotifyTasks } from './families/multi_tool-m1-spotify.ts';
import { multiToolM1AmazonTasks } from './families/multi_tool-m1-amazon.ts';
import { multiToolM1GmailTasks } from './families/multi_tool-m1-gmail.ts';
import { multiToolM1PhoneTasks } from './families/multi_tool-m1-phone.ts';
import { sharedWorldTasks } from './families/shared_world.ts';
import { serviceTasks } from './families/service.ts';
import { phoneAlarmLifeTasks } from './domains/phone-alarm-life.ts';
import { phonePeopleTasks } from './domains/phone-people.ts';
import { phoneCallsVoiceTasks } from './domains/phone-calls-voice.ts';
import { venmoMoneyTasks } from './domains/venmo-money.ts';
import { venmoSocialTasks } from './domains/venmo-social.ts';
import { splitwiseGroupTasks } from './domains/splitwise-groups.ts';
import { splitwiseMoneyTasks } from './domains/splitwise-money.ts';
import { spotifyLibraryTasks } from './domains/spotify-library.ts';
import { gmailThreadTasks } from './domains/gmail-threads.ts';
import { amazonOrderTasks } from './domains/amazon-orders.ts';
import { spotifyQueueTasks } from './domains/spotify-queue.ts';
import { gmailLabelTasks } from './domains/gmail-labels.ts';
import { amazonCartMoveTasks } from './domains/amazon-cart-moves.ts';
import { gmailShareTasks } from './domains/gmail-share.ts';
import { spotifyShareTasks } from './domains/spotify-share.ts';
import { amazonShareTasks } from './domains/amazon-share.ts';
import { multiToolM2VenmoTasks } from './families/multi_tool-m2-venmo.ts';
import { multiToolM2SplitwiseTasks } from './families/multi_tool-m2-splitwise.ts';
import { multiToolM2TodoistTasks } from './families/multi_tool-m2-todoist.ts';
import { multiToolM2NoteTasks } from './families/multi_tool-m2-notes.ts';
import { multiToolM2FileTasks } from './families/multi_tool-m2-files.ts';
import { sharedWorldCrossTasks } from './families/shared_world-cross.ts';
import { serviceMoreTasks } from './families/service-more.ts';
import { todoistStepTasks } from './domains/todoist-steps.ts';
import { todoistOrganizeTasks } from './domains/todoist-organize.ts';
import { todoistLifecycleTasks } from './domains/todoist-lifecycle.ts';
import { todoistShareTasks } from './domains/todoist-share.ts';
import { simpleNoteListTasks } from './domains/simple_note-lists.ts';
import { simpleNoteShareTasks } from './domains/simple_note-share.ts';
import { fileSystemCopyTasks } from './domains/file_system-copies.ts';
import { fileSystemFolderTasks } from './domains/file_system-folders.ts';
import { fileSystemTrashTasks } from './domains/file_system-trash.ts';
import { fileSystemCrossTasks } from './domains/file_system-cross.ts';
import { simpleNoteTidyTasks } from './domains/simple_note-tidy.ts';
import { withAliases } from './aliases.ts';

/** Every task of the suite, in a stable order. */
export function buildSuite(): TaskInput[] {
  const built = [
    ...spotifyTasks(),
    ...amazonTasks(),
    ...gmailTasks(),
    ...phoneTasks(),
    ...venmoTasks(),
    ...splitwiseTasks(),
    ...todoistTasks(),
    ...simpleNoteTasks(),
    ...fileSystemTasks(),
    ...todoistStepTasks(),
    ...todoistOrganizeTasks(),
    ...todoistLifecycleTasks(),
    ...todoistShareTasks(),
    ...simpleNoteListTasks(),
    ...simpleNoteShareTasks(),
    ...simpleNoteTidyTasks(),
    ...multiToolTasks(),
    ...multiToolM1SpotifyTasks(),
    ...multiToolM1AmazonTasks(),
    ...multiToolM1GmailTasks(),
    ...multiToolM1PhoneTasks(),
    ...sharedWorldTasks(),
    ...serviceTasks(),
    ...phoneAlarmLifeTasks(),
    ...phonePeopleTasks(),
    ...phoneCallsVoiceTasks(),
    ...venmoMoneyTasks(),
    ...venmoSocialTasks(),
    ...splitwiseGroupTasks(),
    ...splitwiseMoneyTasks(),
    ...spotifyLibraryTasks(),
    ...gmailThreadTasks(),
    ...amazonOrderTasks(),
    ...spotifyQueueTasks(),
    ...gmailLabelTasks(),
    ...amazonCartMoveTasks(),
    ...gmailShareTasks(),
    ...spotifyShareTasks(),
    ...amazonShareTasks(),
    ...multiToolM2VenmoTasks(),
    ...multiToolM2SplitwiseTasks(),
    ...multiToolM2TodoistTasks(),
    ...multiToolM2NoteTasks(),
    ...multiToolM2FileTasks(),
    ...sharedWorldCrossTasks(),
    ...serviceMoreTasks(),
    ...fileSystemCopyTasks(),
    ...fileSystemFolderTasks(),
    ...fileSystemTrashTasks(),
    ...fileSystemCrossTasks(),
  ];
  const tasks = built.map(withAliases);
  const ids = new Set<string>();
  for (const t of tasks) {
    if (ids.has(t.id)) throw new Error(`duplicate task id ${t.id}`);
    ids.add(t.id);
    TaskSchema.parse(t);
  }
  return tasks;
}

/** File name → content, exactly as committed. */
export function renderSuite(): Map<string, string> {
  return new Map(buildSuite().map((t) => [`${t.id}.json`, `${JSON.stringify(t, null, 2)}\n`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? DEFAULT_TASK_DIR;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.json')) rmSync(join(dir, name));
  const files = renderSuite();
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  process.stderr.write(`wrote ${files.size} task files to ${dir}\n`);
}
