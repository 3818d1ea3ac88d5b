import { z } from 'zod';

/** The file that marks a folder as a viewer `liveui view` may replace, and tells the report which runs it holds. */
export const VIEWER_INDEX = 'viewer.json';

export const ViewerIndexSchema = z.object({
  kind: z.literal('liveuibench.viewer/1'),
  /** Run id → folder of its pages, relative to the viewer. */
  runs: z.record(z.string(), z.string()),
});
export type ViewerIndex = z.infer<typeof ViewerIndexSchema>;
