import { z } from 'zod';

export const AppNames = [
  'spotify',
  'amazon',
  'gmail',
  'phone',
  'venmo',
  'splitwise',
  'todoist',
  'simple_note',
  'file_system',
] as const;
export const AppNameSchema = z.enum(AppNames);
export type AppName = z.infer<typeof AppNameSchema>;

/** A database row as captured by the change log: column → value. */
export const RowSchema = z.record(z.string(), z.unknown());
export type Row = z.infer<typeof RowSchema>;

export const RowUpdateSchema = z.object({
  id: z.number().int(),
  /** Only the fields whose value changed, with their old value. */
  before: RowSchema,
  /** The same fields with their new value. */
  after: RowSchema,
});
export type RowUpdate = z.infer<typeof RowUpdateSchema>;

/** What one call did to one table. Tables with no net change are omitted. */
export const TableChangeSchema = z.object({
  app: z.string(),
  table: z.string(),
  inserted: z.array(RowSchema),
  updated: z.array(RowUpdateSchema),
  deleted: z.array(RowSchema),
});
export type TableChange = z.infer<typeof TableChangeSchema>;

/** The exact database change of one call, sorted by app then table; rows sorted by id. */
export const DiffSchema = z.array(TableChangeSchema);
export type Diff = z.infer<typeof DiffSchema>;

export const ApiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** One recorded API call with its evidence. Timing is kept out so records are byte-stable. */
export const CallRecordSchema = z.object({
  seq: z.number().int(),
  app: z.string(),
  api: z.string(),
  args: z.record(z.string(), z.unknown()),
  ok: z.boolean(),
  status: z.number().int(),
  response: z.unknown(),
  error: ApiErrorSchema.optional(),
  diff: DiffSchema,
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

export const ParamDocSchema = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  default: z.unknown().optional(),
  description: z.string(),
  constraints: z.array(z.string()).optional(),
});
export type ParamDoc = z.infer<typeof ParamDocSchema>;

/** The compact API documentation generators receive. */
export const ApiDocSchema = z.object({
  app: z.string(),
  api: z.string(),
  method: z.enum(['GET', 'POST', 'PATCH', 'DELETE']),
  description: z.string(),
  requires_login: z.boolean(),
  parameters: z.array(ParamDocSchema),
  returns: z.string(),
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});
export type ApiDoc = z.infer<typeof ApiDocSchema>;
