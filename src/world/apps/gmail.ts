import type { AppModule } from '../types.ts';
import { composeApis } from './gmail/compose.ts';
import { gmailExtraApis, gmailExtraTables } from './gmail/extras.ts';
import { seedGmail } from './gmail/fixture.ts';
import { gmailTables } from './gmail/store.ts';
import { threadApis } from './gmail/threads.ts';

/** Email: threads with per-person flags, sending/replying/forwarding, drafts, attachments from file_system. */
export const gmail: AppModule = {
  name: 'gmail',
  description: 'Email: read, search, label, star, archive, snooze, mark as spam and delete threads; send, reply, forward emails and threads; drafts; attachments from and to your files.',
  tables: { ...gmailTables, ...gmailExtraTables },
  apis: [...threadApis, ...composeApis, ...gmailExtraApis],
  seed: seedGmail,
};
