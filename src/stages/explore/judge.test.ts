import { describe, expect, it } from 'vitest';
import type { Task } from '../../schemas/task.ts';
import { parseJudgeReply, saysItCannotSee } from './judge.ts';
import { contractsOfRequests, sessionRequests } from './requests.ts';
import type { TrajectoryRecord } from './schemas.ts';
import { parseUserStep } from './session.ts';

const verdict = (contract: string, frame = 0) => ({ contract, pass: true, reason: 'seen', frame });
const five = ['C1', 'C2', 'C3', 'C4', 'C5'].map((c) => verdict(c));

describe('the judge reply', () => {
  it('is a verdict set only with exactly one verdict per contract on an existing frame', () => {
    expect(parseJudgeReply('t', JSON.stringify({ verdicts: [...five].reverse() }), 3)).toEqual({ task: 't', status: 'judged', verdicts: five });
    const failures: [unknown, RegExp][] = [
      [{ verdicts: five.slice(0, 4) }, /not a verdict set/],
      [{ verdicts: [...five.slice(0, 4), verdict('C4')] }, /exactly one verdict for C4, C5/],
      [{ verdicts: [...five.slice(0, 4), verdict('C5', 3)] }, /frame 3, but the session has frames 0–2/],
      [{ verdicts: five.map((v) => ({ ...v, pass: 'yes' })) }, /not a verdict set/],
      [{ verdicts: five.map((v) => ({ ...v, confidence: 0.9 })) }, /not a verdict set/],
    ];
    for (const [reply, reason] of failures) {
      const parsed = parseJudgeReply('t', JSON.stringify(reply), 3);
      expect(parsed.status, JSON.stringify(reply)).toBe('judge_failure');
      expect(parsed.status === 'judge_failure' && parsed.reason).toMatch(reason);
    }
    expect(parseJudgeReply('t', 'All contracts pass.', 3)).toMatchObject({ status: 'judge_failure', reason: 'the reply contains no JSON object', reply: 'All contracts pass.' });
    expect(parseJudgeReply('t', '', 3)).toMatchObject({ status: 'judge_failure', reason: 'the reply is empty' });
  });
});

describe('the user reply', () => {
  it('is exactly one step', () => {
    expect(parseUserStep('```json\n{"fill": {"input": "title", "value": "Monday Commute"}}\n```')).toEqual({ ok: true, step: { fill: { input: 'title', value: 'Monday Commute' } } });
    expect(parseUserStep('I will press it. {"click": "build"}')).toEqual({ ok: true, step: { click: 'build' } });
    for (const reply of ['{"click": "build", "next": true}', '{"reopen": false}', '{"type": "click", "target": "build"}', 'click build', '{"fill": {"input": "x"}}']) expect(parseUserStep(reply).ok, reply).toBe(false);
  });
});

describe('a judge reply tied to the requests', () => {
  const task = {
    id: 't',
    episodes: [
      { id: 'open', stage: 'open', assertions: [{ type: 'input_available' }] },
      { id: 'create', stage: 'submit', assertions: [{ type: 'route_enters_orchestrator' }, { type: 'api_called' }, { type: 'visible_result_grounded' }] },
      { id: 'rename', stage: 'revise', assertions: [{ type: 'route_enters_orchestrator' }, { type: 'record_matches' }, { type: 'visible_result_grounded' }] },
    ],
  } as unknown as Task;
  const frame = (index: number, episode: string) => ({ index, episode, slot: 'A', hash: 'h' });
  // The user created the record, then answered `next` on the rename (the app cannot edit subjects).
  const trajectory: TrajectoryRecord = {
    task: 't',
    end: 'done',
    failure: null,
    steps: [
      { index: 0, episode: 'open', step: { next: true }, outcome: 'on to request 2', frame: 1, calls: [] },
      { index: 1, episode: 'create', step: { click: 'make' }, outcome: 'the app said: Created draft 41', frame: 2, calls: [] },
      { index: 2, episode: 'create', step: { next: true }, outcome: 'on to request 3', frame: 3, calls: [] },
      { index: 3, episode: 'rename', step: { next: true }, outcome: 'that was the last request', frame: 4, calls: [] },
    ],
    frames: [frame(0, 'open'), frame(1, 'create'), frame(2, 'create'), frame(3, 'rename'), frame(4, 'rename')],
    contents: { h: { text: '', actions: [] } },
  };
  const ledger = { session: sessionRequests(task, trajectory), needs: contractsOfRequests(task) };

  it('fails the contracts a skipped request needed, with the frame that shows it, whatever the judge said', () => {
    expect(ledger.session.map((r) => [r.request, r.status, r.frame])).toEqual([
      ['open', 'completed', 0],
      ['create', 'completed', 2],
      ['rename', 'skipped', 4],
    ]);
    const parsed = parseJudgeReply('t', JSON.stringify({ verdicts: five }), 5, ledger);
    expect(parsed.status).toBe('judged');
    if (parsed.status !== 'judged') return;
    expect(parsed.verdicts.map((v) => [v.contract, v.pass, v.frame])).toEqual([
      ['C1', true, 0],
      ['C2', false, 4],
      ['C3', false, 4],
      ['C4', false, 4],
      ['C5', true, 0],
    ]);
    expect(parsed.verdicts[1]).toMatchObject({ reason: 'request rename needed C2 and the user skipped it (frame 4); the judge had passed it: seen', forced: { request: 'rename', status: 'skipped', by: 'session' } });
  });

  it('takes the judge\'s word that a clicked request was not completed, and the requests a verdict covers', () => {
    const reply = {
      requests: [
        { request: 'open', completed: true, frame: 0 },
        { request: 'create', completed: false, frame: 2 },
        { request: 'rename', completed: false, frame: 4 },
      ],
      verdicts: five.map((v) => (v.contract === 'C5' ? { ...v, requests: ['create'] } : v)),
    };
    const parsed = parseJudgeReply('t', JSON.stringify(reply), 5, ledger);
    expect(parsed.status === 'judged' && parsed.requests).toEqual([
      { request: 'open', status: 'completed', frame: 0, by: 'session' },
      { request: 'create', status: 'not_completed', frame: 2, by: 'judge' },
      { request: 'rename', status: 'skipped', frame: 4, by: 'session' },
    ]);
    // create was tried: C2 stands on it, but rename was skipped; C5 covers create by the judge's word.
    expect(parsed.status === 'judged' && parsed.verdicts.map((v) => [v.contract, v.pass, v.forced?.request ?? null])).toEqual([
      ['C1', true, null],
      ['C2', false, 'rename'],
      ['C3', false, 'create'],
      ['C4', false, 'create'],
      ['C5', false, 'create'],
    ]);
    expect(parseJudgeReply('t', JSON.stringify({ ...reply, requests: [{ request: 'edit', completed: true, frame: 0 }] }), 5, ledger)).toMatchObject({ status: 'judge_failure', reason: 'the reply names request "edit", which the task does not have' });
  });
});

describe('a judge reply about the images', () => {
  it('counts as a refusal only when it says it cannot see them; other unusable replies stay judge failures', () => {
    for (const refusal of ['I cannot view images, so I will judge from the text.', "Sorry, I can't see the screenshots you attached.", 'This model does not support image inputs.', 'I am unable to process the attached pictures.']) expect(saysItCannotSee(refusal), refusal).toBe(true);
    for (const failure of ['{"verdicts": [{"contract": "C1", "pass": "yes"}]}', 'The screenshot of frame 3 shows the playlist; C4 passes.', 'I cannot decide C3 from these frames.', 'The app does not show the image of the album.']) expect(saysItCannotSee(failure), failure).toBe(false);
  });
});
