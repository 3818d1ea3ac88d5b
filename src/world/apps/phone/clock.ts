import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { labeled, record, value } from '../../returns.ts';

/** The phone's clock: the world's frozen time. */
export const clockApis: ApiDef[] = [
  api({
    name: 'get_current_date_and_time',
    method: 'GET',
    auth: false,
    description: "The phone's current date and time (the world's clock).",
    params: z.object({}),
    returns: record(labeled('date', value('YYYY-MM-DD')), labeled('time', value('HH:MM:SS')), 'day_of_week', 'datetime'),
    changes: [],
    handler: (ctx) => {
      const now = ctx.now();
      const day = new Date(`${now}Z`).getUTCDay();
      const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
      return { date: now.slice(0, 10), time: now.slice(11, 19), day_of_week: names[day] ?? '', datetime: now };
    },
  }),
];
