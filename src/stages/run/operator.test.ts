import { describe, expect, it } from 'vitest';
import { EpisodeSpecSchema } from '../../schemas/task.ts';
import type { SurfaceAction } from '../../runtime/types.ts';
import { chooseAction } from './operator.ts';

const input = (name: string, label = name) => ({ name, label, type: 'text', required: true });
const actions: SurfaceAction[] = [
  { id: 'build_playlist', label: 'Build playlist', handler: 'plan', inputs: [input('title', 'Playlist title'), input('genre', 'Genre')] },
  { id: 'rename', label: 'Rename', handler: 'plan', inputs: [input('playlist_id', 'Playlist id'), input('title', 'New title'), input('request', 'Anything else?')] },
  { id: 'share', label: 'Share', handler: 'plan', inputs: [input('playlist_id')] },
];
const episode = (fields: Record<string, unknown>) => EpisodeSpecSchema.parse({ id: 'e', stage: 'submit', ...fields });

describe('chooseAction', () => {
  it('picks the action whose inputs match most values and fills them', () => {
    const choice = chooseAction(actions, episode({ values: { title: 'Monday Commute', genre: 'pop' } }));
    expect(choice).toMatchObject({ action: { id: 'build_playlist' }, inputs: { title: 'Monday Commute', genre: 'pop' }, score: 6 });
  });

  it('matches values to labels and to whole word parts of names, and puts the message in request', () => {
    const choice = chooseAction(actions, episode({ message: 'Rename it please', values: { playlist_id: 42, new_title: 'Weekly' } }));
    expect(choice).toMatchObject({ action: { id: 'rename' }, inputs: { playlist_id: 42, title: 'Weekly', request: 'Rename it please' }, score: 7 });
  });

  it('uses action hints to break what values alone cannot', () => {
    const byValues = chooseAction(actions, episode({ values: { playlist_id: 42 } }));
    expect(byValues?.action.id).toBe('rename');
    const hinted = chooseAction(actions, episode({ values: { playlist_id: 42 }, action_hint: ['share'] }));
    expect(hinted?.action.id).toBe('share');
  });

  it('gives ties to the action shown first, and nothing when there is no action', () => {
    expect(chooseAction(actions, episode({}))?.action.id).toBe('build_playlist');
    expect(chooseAction([], episode({ values: { title: 'x' } }))).toBeUndefined();
  });
});
