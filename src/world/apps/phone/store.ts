import { z } from 'zod';
import type { ApiContext } from '../../types.ts';
import { fromJson, toBool } from '../common.ts';

export const RELATIONSHIPS = ['father', 'mother', 'sibling', 'cousin', 'spouse', 'partner', 'child', 'friend', 'roommate', 'coworker', 'manager', 'neighbor'] as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Digits only; a leading US country code is dropped, so `+1 (206) 555-0100` = `2065550100`. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const phoneNumber = z.string().min(1).max(32).describe('A phone number; spaces, dashes, brackets and a leading +1 are ignored.');

/** A number the user can dial: at least 7 digits after normalising. */
export function dialable(ctx: ApiContext, raw: string): string {
  const digits = normalizePhone(raw);
  if (digits.length < 7 || digits.length > 15) return ctx.fail(422, 'invalid_phone_number', `"${raw}" is not a phone number.`);
  return digits;
}

/** The user's first contact with this number (digits), if any. */
export function contactByNumber(ctx: ApiContext, digits: string): { id: number; first_name: string; last_name: string } | undefined {
  return ctx.sql('SELECT id, first_name, last_name FROM phone_contacts WHERE owner_id = ? AND phone_number = ? ORDER BY id LIMIT 1').get(ctx.user.id, digits) as
    | { id: number; first_name: string; last_name: string }
    | undefined;
}

export interface ContactRow {
  id: number;
  owner_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string;
  relationships: string;
  birthday: string | null;
  home_address: string | null;
  work_address: string | null;
  created_at: string;
}

export function contactView(row: ContactRow) {
  return {
    contact_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    relationships: fromJson<string[]>(row.relationships, []),
    birthday: row.birthday,
    home_address: row.home_address,
    work_address: row.work_address,
    created_at: row.created_at,
  };
}

export function requireContact(ctx: ApiContext, contactId: number): ContactRow {
  const row = ctx.sql('SELECT * FROM phone_contacts WHERE id = ?').get(contactId) as ContactRow | undefined;
  if (!row) return ctx.fail(404, 'contact_not_found', `The contact with id ${contactId} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The contact with id ${contactId} does not belong to you.`);
  return row;
}

/** How a party of a text shows to the user: their contact entry if any. */
export function partyView(ctx: ApiContext, personId: number) {
  const person = ctx.personById(personId);
  const phone = person?.phone_number ?? '';
  if (personId === ctx.user.id) return { contact_id: null, name: `${ctx.user.first_name} ${ctx.user.last_name}`, phone_number: phone };
  const contact = contactByNumber(ctx, phone);
  return { contact_id: contact?.id ?? null, name: contact ? `${contact.first_name} ${contact.last_name}` : null, phone_number: phone };
}

export interface TextRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  message: string;
  sent_at: string;
}

export function textView(ctx: ApiContext, row: TextRow) {
  return { text_message_id: row.id, sender: partyView(ctx, row.sender_id), receiver: partyView(ctx, row.receiver_id), message: row.message, sent_at: row.sent_at };
}

export interface AlarmRow {
  id: number;
  owner_id: number;
  time: string;
  repeat_days: string;
  label: string;
  enabled: number;
  snooze_minutes: number;
  vibration: number;
  created_at: string;
}

export function alarmView(row: AlarmRow) {
  return {
    alarm_id: row.id,
    time: row.time,
    repeat_days: fromJson<string[]>(row.repeat_days, []),
    label: row.label,
    enabled: toBool(row.enabled),
    snooze_minutes: row.snooze_minutes,
    vibration: toBool(row.vibration),
    created_at: row.created_at,
  };
}

/** Repeat days de-duplicated in week order. */
export function weekOrder(days: readonly string[]): string[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}
