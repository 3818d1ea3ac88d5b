import { z } from 'zod';
import { ExtraRowSchema } from './task.ts';

/**
 * A task's counterfactual twin (src/suite/twins, docs/decisions.md "Counterfactual twins"): the
 * value slots it swaps, the typed values it keeps and why, and the look-alike rows it adds.
 */

/** What kind of value a slot is; it decides how the twin value is made and how it is spelt. */
export const SlotKindSchema = z.enum(['text', 'amount', 'rating', 'quantity', 'date', 'time', 'day', 'choice', 'person', 'record']);
export type SlotKind = z.infer<typeof SlotKindSchema>;

const Scalar = z.union([z.string(), z.number()]);

/** One value the user types (or a field of the record they name) and the value the twin has instead. */
export const TwinSlotSchema = z.object({
  value: Scalar,
  twin: Scalar,
  kind: SlotKindSchema,
  /** Where the value comes from: `episode:key` for a typed value, `app.table#id` for a field of a swapped record. */
  from: z.string(),
  /** Swapped only where it is a whole value, never inside a text (a surname others share). */
  whole: z.boolean().optional(),
});
export type TwinSlot = z.infer<typeof TwinSlotSchema>;

/** A typed value the twin keeps as it is, with the reason. */
export const KeptValueSchema = z.object({
  episode: z.string(),
  key: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  reason: z.string(),
});
export type KeptValue = z.infer<typeof KeptValueSchema>;

/** The twin plan of one task: its slots, the values it keeps, and the rows it adds to the world. */
export const TwinPlanSchema = z.object({
  task: z.string(),
  slots: z.array(TwinSlotSchema),
  kept: z.array(KeptValueSchema),
  rows: z.array(ExtraRowSchema),
});
export type TwinPlan = z.infer<typeof TwinPlanSchema>;

/**
 * How a twin perturbs the world around the records the user names: look-alikes a search for the
 * record also finds (`search`, the default), look-alikes only a list shows first (`list`), none.
 */
export const LookAlikesSchema = z.enum(['search', 'list', 'off']);
export type LookAlikes = z.infer<typeof LookAlikesSchema>;

/** Whether a run evaluates twins (`--twins on|off`); `off` is the paper's protocol. */
export const TwinsSettingSchema = z.enum(['on', 'off']);
export type TwinsSetting = z.infer<typeof TwinsSettingSchema>;
