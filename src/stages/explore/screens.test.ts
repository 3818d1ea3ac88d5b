import { describe, expect, it } from 'vitest';
import type { TrajectoryRecord } from './schemas.ts';
import { pickScreenFrames } from './screens.ts';

const hex = (n: number) => n.toString(16).padStart(64, '0');

/** A hand-built session: frame i shows screen `screens[i]`; requests by frame; clicks after the given frames. */
function session(screens: number[], episodes: string[], clicks: number[]): TrajectoryRecord {
  return {
    task: 't',
    end: 'done',
    failure: null,
    frames: screens.map((screen, index) => ({ index, episode: episodes[index]!, slot: 'A', hash: `f${screen}` })),
    contents: Object.fromEntries(screens.map((screen) => [`f${screen}`, { text: `screen ${screen}`, actions: [], screen: hex(screen) }])),
    steps: clicks.map((frame, index) => ({ index, episode: episodes[frame]!, step: { click: 'go' }, outcome: 'ok', frame, calls: [] })),
  };
}

describe('which screenshots the judge sees', () => {
  // Frames 0..7 show screens 0,1,2,2,3,4,5,1; requests e1 (frames 0–3), e2 (4–6), e3 (7); clicks lead to frames 2 and 5.
  const trajectory = session([0, 1, 2, 2, 3, 4, 5, 1], ['e1', 'e1', 'e1', 'e1', 'e2', 'e2', 'e2', 'e3'], [2, 5]);

  it('under the cap: every distinct screen once, at its most telling frame', () => {
    // Screen 1 is shown at frame 1 and again at frame 7 (the end of e3): frame 7 is kept; screen 2 at the end of e1 (frame 3).
    expect(pickScreenFrames(trajectory, 8)).toEqual([0, 3, 4, 5, 6, 7]);
  });

  it('over the cap: the opening, then each request\'s last frame, then frames after a click', () => {
    expect(pickScreenFrames(trajectory, 1)).toEqual([0]);
    expect(pickScreenFrames(trajectory, 4)).toEqual([0, 3, 6, 7]);
    expect(pickScreenFrames(trajectory, 5)).toEqual([0, 3, 5, 6, 7]);
  });

  it('a text session has no screens to pick', () => {
    const text = session([0, 1], ['e1', 'e1'], []);
    for (const content of Object.values(text.contents)) delete content.screen;
    expect(pickScreenFrames(text, 8)).toEqual([]);
  });
});
