import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';

describe('phone clock', () => {
  it('logs in by phone number and tells the frozen time', () => {
    const world = freshWorld();
    expect(world.callAsUser('phone', 'get_current_date_and_time', {}).response).toEqual({ date: '2023-05-18', time: '12:00:00', day_of_week: 'thursday', datetime: '2023-05-18T12:00:00' });
  });
});
