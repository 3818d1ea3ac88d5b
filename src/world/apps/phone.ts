import type { AppModule } from '../types.ts';
import { alarmApis } from './phone/alarms.ts';
import { contactApis } from './phone/contacts.ts';
import { seedPhone } from './phone/fixture.ts';
import { phoneExtraApis, phoneExtraTables } from './phone/extras.ts';
import { messageApis } from './phone/messages.ts';
import { phoneTables } from './phone/store.ts';

/** The user's phone: contacts, text messages, alarms and the clock. Login is by phone number. */
export const phone: AppModule = {
  name: 'phone',
  description: 'Phone: contacts with relationships and favourites, text and voice messages, the call log, blocked numbers, alarms with snooze, and the current date and time. Log in with your phone number.',
  tables: { ...phoneTables, ...phoneExtraTables },
  apis: [...contactApis, ...messageApis, ...alarmApis, ...phoneExtraApis],
  seed: seedPhone,
};
