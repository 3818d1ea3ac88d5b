import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StageError } from '../../errors.ts';
import { sha256 } from '../../io/hash.ts';
import type { TrajectoryRecord } from './schemas.ts';

/**
 * Screenshots sent to the judge per request at most; the other frames reach it as text only.
 * Measured on the browser surface (docs/decisions.md): a screen of a suite app is 25–37 KB of
 * PNG, a session of the suite's tasks shows 3 distinct screens, and a 40-step session at most a
 * few dozen; eight screens keep the images of one request near the size of its text.
 */
export const VISION_MAX_FRAMES = 8;
/** Bytes of PNG per request at most (before base64); a screen that would pass it goes as text. */
export const VISION_MAX_BYTES = 3_000_000;

/** One screenshot chosen for the judge: the frame it shows, its hash and its bytes. */
export interface JudgeScreen {
  frame: number;
  sha256: string;
  png: Buffer;
}

/**
 * Which frames' screenshots the judge sees, when there are more than the cap: the first opening,
 * then the last frame of each request (what the request left on screen), then frames right after
 * a click or a reopen, then the rest — each screen once (its first frame), earlier first within
 * a tier. Returned in frame order. Pure.
 */
export function pickScreenFrames(trajectory: TrajectoryRecord, maxFrames: number): number[] {
  const lastOfRequest = new Map<string, number>();
  for (const frame of trajectory.frames) lastOfRequest.set(frame.episode, frame.index);
  const ends = new Set(lastOfRequest.values());
  const afterAct = new Set(trajectory.steps.filter((s) => 'click' in s.step || 'reopen' in s.step).map((s) => s.frame));
  const tier = (index: number) => (index === 0 ? 0 : ends.has(index) ? 1 : afterAct.has(index) ? 2 : 3);
  const firstOfScreen = new Map<string, number>();
  for (const frame of trajectory.frames) {
    const screen = trajectory.contents[frame.hash]?.screen;
    if (screen === undefined) continue;
    const seen = firstOfScreen.get(screen);
    // A screen seen again is judged where it matters most (the better tier), once.
    if (seen === undefined || tier(frame.index) < tier(seen)) firstOfScreen.set(screen, frame.index);
  }
  const ranked = [...firstOfScreen.values()].sort((a, b) => tier(a) - tier(b) || a - b);
  return ranked.slice(0, Math.max(0, maxFrames)).sort((a, b) => a - b);
}

/**
 * The screenshots of the picked frames, read from `<screensDir>/<sha256>.png` and verified
 * against their name (a damaged archive is the folder's fault, never the judge's). Frames past
 * the byte cap are left out, and reach the judge as text like every other frame.
 */
export function judgeScreens(trajectory: TrajectoryRecord, screensDir: string, caps: { maxFrames: number; maxBytes: number }): JudgeScreen[] {
  const screens: JudgeScreen[] = [];
  let bytes = 0;
  for (const index of pickScreenFrames(trajectory, caps.maxFrames)) {
    const frame = trajectory.frames[index]!;
    const hash = trajectory.contents[frame.hash]?.screen;
    if (hash === undefined) continue;
    const file = join(screensDir, `${hash}.png`);
    if (!existsSync(file)) throw new StageError(`the screenshot of frame ${index} of ${trajectory.task} is missing (${file})`);
    const png = readFileSync(file);
    if (sha256(png) !== hash) throw new StageError(`the screenshot ${file} does not match its name (damaged since it was archived)`);
    if (bytes + png.byteLength > caps.maxBytes) continue;
    bytes += png.byteLength;
    screens.push({ frame: index, sha256: hash, png });
  }
  return screens;
}
