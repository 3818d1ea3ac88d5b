import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { pageParams, paginate, updateFields } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { WEEKDAYS, alarmView, weekOrder, type AlarmRow } from './store.ts';

const alarmId = z.number().int().describe('Id of the alarm.');
const OWNED = ['alarm_not_found: no such alarm', 'not_owner: the alarm is on someone else’s phone'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkTime(ctx: ApiContext, time: string): string {
  if (!TIME.test(time)) return ctx.fail(422, 'invalid_time', `"${time}" is not a 24-hour time like 07:30.`);
  return time;
}

function requireAlarm(ctx: ApiContext, id: number): AlarmRow {
  const row = ctx.sql('SELECT * FROM phone_alarms WHERE id = ?').get(id) as AlarmRow | undefined;
  if (!row) return ctx.fail(404, 'alarm_not_found', `The alarm with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The alarm with id ${id} does not belong to you.`);
  return row;
}

const fields = {
  time: z.string().describe('Time of day, 24-hour HH:MM.'),
  repeat_days: z.array(z.enum(WEEKDAYS)).describe('Weekdays it repeats on (empty = rings once).'),
  label: z.string().max(60).describe('Label shown when it rings.'),
  enabled: z.boolean().describe('Whether the alarm is on.'),
  snooze_minutes: z.number().int().min(0).max(60).describe('Snooze length in minutes (0 = no snooze).'),
  vibration: z.boolean().describe('Whether the phone vibrates.'),
};

export const alarmApis: ApiDef[] = [
  api({
    name: 'show_alarms',
    method: 'GET',
    auth: true,
    description: 'List your alarms by time of day.',
    params: z.object({ enabled: z.boolean().optional().describe('Only enabled (true) or disabled (false) alarms.'), ...pageParams }),
    returns: '[{alarm_id, time, repeat_days[], label, enabled, snooze_minutes, vibration, created_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM phone_alarms WHERE owner_id = ? ORDER BY time, id').all(ctx.user.id) as AlarmRow[];
      return paginate(rows.filter((r) => args.enabled === undefined || (r.enabled === 1) === args.enabled), args).map(alarmView);
    },
  }),
  api({
    name: 'show_alarm',
    method: 'GET',
    auth: true,
    description: 'Show one alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: '{alarm_id, time, repeat_days[], label, enabled, snooze_minutes, vibration, created_at}',
    changes: [],
    errors: OWNED,
    handler: (ctx, args) => alarmView(requireAlarm(ctx, args.alarm_id)),
  }),
  api({
    name: 'create_alarm',
    method: 'POST',
    auth: true,
    description: 'Create an alarm.',
    params: z.object({
      time: fields.time,
      repeat_days: fields.repeat_days.default([]),
      label: fields.label.default(''),
      enabled: fields.enabled.default(true),
      snooze_minutes: fields.snooze_minutes.default(15),
      vibration: fields.vibration.default(true),
    }),
    returns: '{message, alarm_id}',
    changes: ['phone.alarms'],
    errors: ['invalid_time: time is not HH:MM (00:00-23:59)'],
    handler: (ctx, args) => {
      const time = checkTime(ctx, args.time);
      const id = insertRow(ctx, 'phone_alarms', { owner_id: ctx.user.id, ...args, time, repeat_days: weekOrder(args.repeat_days), created_at: ctx.now() });
      return { message: 'Alarm created.', alarm_id: id };
    },
  }),
  api({
    name: 'update_alarm',
    method: 'PATCH',
    auth: true,
    description: 'Change an alarm (omitted fields stay).',
    params: z.object({
      alarm_id: alarmId,
      time: fields.time.optional(),
      repeat_days: fields.repeat_days.optional(),
      label: fields.label.optional(),
      enabled: fields.enabled.optional(),
      snooze_minutes: fields.snooze_minutes.optional(),
      vibration: fields.vibration.optional(),
    }),
    returns: '{message}',
    changes: ['phone.alarms'],
    errors: [...OWNED, 'invalid_time: time is not HH:MM (00:00-23:59)'],
    handler: (ctx, args) => {
      const row = requireAlarm(ctx, args.alarm_id);
      const { alarm_id: _id, time, repeat_days, ...rest } = args;
      updateFields(ctx, 'phone_alarms', row.id, {
        ...rest,
        time: time === undefined ? undefined : checkTime(ctx, time),
        repeat_days: repeat_days === undefined ? undefined : weekOrder(repeat_days),
      });
      return { message: 'Alarm updated.' };
    },
  }),
  api({
    name: 'delete_alarm',
    method: 'DELETE',
    auth: true,
    description: 'Delete an alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: '{message}',
    changes: ['phone.alarms'],
    errors: OWNED,
    handler: (ctx, args) => {
      const row = requireAlarm(ctx, args.alarm_id);
      ctx.sql('DELETE FROM phone_alarms WHERE id = ?').run(row.id);
      return { message: 'Alarm deleted.' };
    },
  }),
];
