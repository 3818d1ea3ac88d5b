/**
 * The row of a toggle table (see `toggleTasks`): the app a case gets, the thing the user names,
 * and which side of the pair each message asks for. The pair must be one of the module's pairs,
 * so a misspelt pair is an error at the row's line, not a missing task.
 */
import { z } from 'zod';
import { appCase } from '../kit/rows.ts';
import type { PairDef } from './found-log.ts';

export const toggleRow = <P extends string>(pairs: Record<P, PairDef>) =>
  z.object({
    ...appCase,
    pair: z.enum(Object.keys(pairs) as [P, ...P[]]),
    intro: z.string().min(1),
    heading: z.string().min(1),
    item: z.string().min(1),
    steps: z.array(z.tuple([z.enum(['on', 'off']), z.string().min(1)])).min(1),
  });
