import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { alarmApis } from './alarms.ts';
import { blockingApis } from './blocking.ts';
import { callApis } from './calls.ts';
import { clockApis } from './clock.ts';
import { contactApis } from './contacts.ts';
import { favoriteApis } from './favorites.ts';
import { seedPhone } from './fixture.ts';
import { textMessageApis } from './text-messages.ts';
import { voiceMessageApis } from './voice-messages.ts';

/**
 * The user's phone: contacts (the user's own address book), texts and voice messages (a global
 * row plus one row per party), the call log, favourites, blocked numbers, alarms and the clock.
 * Login is by phone number.
 */
export const phone: AppModule = {
  name: 'phone',
  description: 'Phone: contacts with relationships and favourites, text and voice messages, the call log, blocked numbers, alarms with snooze, and the current date and time. Log in with your phone number.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    contacts: `id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT,
    phone_number TEXT NOT NULL, relationships TEXT NOT NULL, birthday TEXT, home_address TEXT, work_address TEXT, created_at TEXT NOT NULL`,
    text_messages: 'id INTEGER PRIMARY KEY, sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, message TEXT NOT NULL, sent_at TEXT NOT NULL',
    user_text_messages: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, text_message_id INTEGER NOT NULL, UNIQUE(user_id, text_message_id)',
    alarms: `id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, time TEXT NOT NULL, repeat_days TEXT NOT NULL, label TEXT NOT NULL,
    enabled INTEGER NOT NULL, snooze_minutes INTEGER NOT NULL, vibration INTEGER NOT NULL, created_at TEXT NOT NULL`,
    call_logs: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, phone_number TEXT NOT NULL, direction TEXT NOT NULL, started_at TEXT NOT NULL, duration INTEGER NOT NULL',
    voice_messages: 'id INTEGER PRIMARY KEY, sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, transcript TEXT NOT NULL, duration INTEGER NOT NULL, sent_at TEXT NOT NULL',
    user_voice_messages: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, voice_message_id INTEGER NOT NULL, is_listened INTEGER NOT NULL DEFAULT 0, UNIQUE(user_id, voice_message_id)',
    favorite_contacts: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, contact_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, contact_id)',
    blocked_numbers: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, phone_number TEXT NOT NULL, blocked_at TEXT NOT NULL, UNIQUE(user_id, phone_number)',
    alarm_snoozes: 'id INTEGER PRIMARY KEY, alarm_id INTEGER NOT NULL UNIQUE, snoozed_until TEXT NOT NULL',
  },
  apis: inDocsOrder('phone', [
    'show_contact_relationships',
    'search_contacts',
    'show_contact',
    'add_contact',
    'update_contact',
    'delete_contact',
    'send_text_message',
    'search_text_messages',
    'show_text_message',
    'delete_text_message',
    'get_current_date_and_time',
    'show_alarms',
    'show_alarm',
    'create_alarm',
    'update_alarm',
    'delete_alarm',
    'show_call_history',
    'make_call',
    'delete_call_log_entry',
    'clear_call_history',
    'search_voice_messages',
    'show_voice_message',
    'send_voice_message',
    'mark_voice_message_listened',
    'delete_voice_message',
    'show_favorite_contacts',
    'add_contact_to_favorites',
    'remove_contact_from_favorites',
    'show_blocked_numbers',
    'block_number',
    'unblock_number',
    'enable_alarm',
    'disable_alarm',
    'snooze_alarm',
    'cancel_alarm_snooze',
    'show_text_message_window',
  ], contactApis, textMessageApis, clockApis, alarmApis, callApis, voiceMessageApis, favoriteApis, blockingApis),
  seed: seedPhone,
};
