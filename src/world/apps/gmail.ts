import type { AppModule } from '../types.ts';
import { composeApis } from './gmail/compose.ts';
import { seedGmail } from './gmail/fixture.ts';
import { gmailTables } from './gmail/store.ts';
import { threadApis } from './gmail/threads.ts';

/** Email: threads with per-person flags, sending/replying/forwarding, drafts, attachments from file_system. */
export const gmail: AppModule = {
  name: 'gmail',
  description: 'Email: read, search, label, star, archive and delete threads; send, reply, forward; drafts; attachments from your files.',
  tables: { ...gmailTables },
  apis: [...threadApis, ...composeApis],
  seed: seedGmail,
};
