import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import { expectRefused } from '../test-world.ts';
import { usePhone } from './test-helpers.ts';

const { world: w, call, one, user, other, fails, diff: { inserted, deleted } } = usePhone(41);

describe('phone alarms', () => {
  it('create_alarm stores defaults and update_alarm lists exactly the changed fields', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const created = world.callAsUser('phone', 'create_alarm', { time: '07:05', repeat_days: ['friday', 'monday'] });
    const id = (created.response as { alarm_id: number }).alarm_id;
    expect(created.diff).toEqual([
      { app: 'phone', table: 'alarms', inserted: [{ id, owner_id: user.id, time: '07:05', repeat_days: '["monday","friday"]', label: '', enabled: 1, snooze_minutes: 15, vibration: 1, created_at: world.now() }], updated: [], deleted: [] },
    ]);
    expect(world.callAsUser('phone', 'update_alarm', { alarm_id: id, enabled: false, label: 'Flight', time: '07:05' }).diff).toEqual([
      { app: 'phone', table: 'alarms', inserted: [], updated: [{ id, before: { label: '', enabled: 1 }, after: { label: 'Flight', enabled: 0 } }], deleted: [] },
    ]);
    expect(world.callAsUser('phone', 'show_alarm', { alarm_id: id }).response).toMatchObject({ alarm_id: id, enabled: false, vibration: true, repeat_days: ['monday', 'friday'] });
    expectRefused(world.callAsUser('phone', 'create_alarm', { time: '25:00' }), 422, 'invalid_time');
    expectRefused(world.callAsUser('phone', 'update_alarm', { alarm_id: id, time: '7:5' }), 422, 'invalid_time');
    expectRefused(world.callAsUser('phone', 'create_alarm', { time: '07:00', repeat_days: ['someday'] }), 422, 'invalid_arguments');
    expect(world.callAsUser('phone', 'delete_alarm', { alarm_id: id }).diff[0]?.deleted).toHaveLength(1);
    expectRefused(world.callAsUser('phone', 'update_alarm', { alarm_id: id, enabled: true }), 404, 'alarm_not_found');
    expectRefused(world.call('phone', 'create_alarm', { time: '07:00' }), 401, 'unauthorized');
  });
});

describe('phone alarm on/off and snooze', () => {
  const alarm = (label: string) => one<{ id: number; enabled: number; snooze_minutes: number }>('SELECT * FROM phone_alarms WHERE owner_id = ? AND label = ?', user().id, label);

  it('enables and disables alarms; disabling cancels a snooze', () => {
    const off = alarm('Weekend run');
    const on = call('enable_alarm', { alarm_id: off.id });
    expect(on.diff).toEqual([{ app: 'phone', table: 'alarms', inserted: [], updated: [{ id: off.id, before: { enabled: 0 }, after: { enabled: 1 } }], deleted: [] }]);
    fails('enable_alarm', { alarm_id: off.id }, 409, 'already_enabled');
    call('snooze_alarm', { alarm_id: off.id });
    const snooze = one('SELECT * FROM phone_alarm_snoozes WHERE alarm_id = ?', off.id);
    const disabled = call('disable_alarm', { alarm_id: off.id });
    expect(disabled.diff).toEqual([
      deleted('alarm_snoozes', [snooze]),
      { app: 'phone', table: 'alarms', inserted: [], updated: [{ id: off.id, before: { enabled: 1 }, after: { enabled: 0 } }], deleted: [] },
    ]);
    fails('disable_alarm', { alarm_id: off.id }, 409, 'already_disabled');
    fails('enable_alarm', { alarm_id: 1 }, 404, 'alarm_not_found');
  });

  it('snoozes for the alarm’s snooze length, re-snoozes, and cancels', () => {
    const wake = alarm('Wake up');
    const first = call('snooze_alarm', { alarm_id: wake.id });
    expect(first.response).toMatchObject({ snoozed_until: '2023-05-18T12:10:00' });
    const row = one<{ id: number }>('SELECT * FROM phone_alarm_snoozes WHERE alarm_id = ?', wake.id);
    expect(first.diff).toEqual([inserted('alarm_snoozes', [{ id: row.id, alarm_id: wake.id, snoozed_until: '2023-05-18T12:10:00' }])]);
    w.current.advanceClock(300);
    expect(call('snooze_alarm', { alarm_id: wake.id }).diff).toEqual([
      { app: 'phone', table: 'alarm_snoozes', inserted: [], updated: [{ id: row.id, before: { snoozed_until: '2023-05-18T12:10:00' }, after: { snoozed_until: '2023-05-18T12:15:00' } }], deleted: [] },
    ]);
    fails('snooze_alarm', { alarm_id: alarm('Weekend run').id }, 409, 'alarm_disabled');
    fails('snooze_alarm', { alarm_id: alarm('Take vitamins').id }, 409, 'snooze_not_allowed');
    expect(call('cancel_alarm_snooze', { alarm_id: wake.id }).diff).toEqual([deleted('alarm_snoozes', [{ id: row.id, alarm_id: wake.id, snoozed_until: '2023-05-18T12:15:00' }])]);
    fails('cancel_alarm_snooze', { alarm_id: wake.id }, 409, 'not_snoozed');
    fails('cancel_alarm_snooze', { alarm_id: 1 }, 404, 'alarm_not_found');
  });

  it('refuses alarms on someone else’s phone', () => {
    w.current.db.prepare("INSERT INTO phone_alarms (id, owner_id, time, repeat_days, label, enabled, snooze_minutes, vibration, created_at) VALUES (9990005, ?, '07:00', '[]', 'theirs', 1, 5, 1, '2023-01-01T00:00:00')").run(other(1).id);
    w.current.db.exec('DELETE FROM _changes');
    for (const api of ['enable_alarm', 'disable_alarm', 'snooze_alarm', 'cancel_alarm_snooze']) fails(api, { alarm_id: 9990005 }, 403, 'not_owner');
  });
});
