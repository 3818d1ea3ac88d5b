import { describe, expect, it } from 'vitest';
import { parseJudgeReply } from './judge.ts';
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
