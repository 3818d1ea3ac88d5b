import { z } from 'zod';

/** First line of every NDJSON artifact: what made it and from which inputs. */
export const HeaderSchema = z.object({
  $header: z.object({
    kind: z.string(),
    tool: z.literal('liveuibench'),
    version: z.string(),
    commit: z.string(),
    inputs: z.record(z.string(), z.string()),
  }),
});
export type Header = z.infer<typeof HeaderSchema>;
