import type { Group, Stage } from '../schemas/assertions.ts';
import type { SkeletonTask } from './schemas.ts';

/** How an episode takes part in the joint service/visible table. */
export type EpisodeKind = 'open' | 'joint' | 'other';

export interface EpisodeInfo {
  index: number;
  id: string;
  stage: Stage;
  slot: string;
  kind: EpisodeKind;
  /** Global assertion indices [start, start + groups.length). */
  start: number;
  groups: Group[];
}

export interface TaskInfo {
  task: SkeletonTask;
  episodes: EpisodeInfo[];
  start: number;
  count: number;
}

/** Flat view of the survey tasks: every assertion gets a global index, the same in every run. */
export interface Layout {
  tasks: TaskInfo[];
  byId: Map<string, TaskInfo>;
  assertions: number;
  /** Episodes with both service and visible checks, per run. */
  jointEpisodes: number;
}

export function layoutOf(tasks: readonly SkeletonTask[]): Layout {
  let cursor = 0;
  let jointEpisodes = 0;
  const infos: TaskInfo[] = [];
  for (const task of tasks) {
    if (!task.survey) continue;
    const start = cursor;
    const episodes = task.episodes.map((episode, index): EpisodeInfo => {
      const groups = episode.assertions.map((a) => a.group);
      const joint = groups.includes('service') && groups.includes('visible');
      if (joint) jointEpisodes += 1;
      const info: EpisodeInfo = {
        index,
        id: episode.id,
        stage: episode.stage,
        slot: episode.slot,
        kind: episode.stage === 'open' ? 'open' : joint ? 'joint' : 'other',
        start: cursor,
        groups,
      };
      cursor += groups.length;
      return info;
    });
    infos.push({ task, episodes, start, count: cursor - start });
  }
  return { tasks: infos, byId: new Map(infos.map((info) => [info.task.id, info])), assertions: cursor, jointEpisodes };
}
