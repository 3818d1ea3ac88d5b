import { completion, type Scripted } from '../../../agent/__tests__/chat-server.ts';

type Obj = Record<string, any>;

const lastUser = (body: Obj) => String([...(body.messages as Obj[])].reverse().find((m) => m.role === 'user')?.content ?? '');
const section = (text: string, name: string) => new RegExp(`${name}:\\n([\\s\\S]*?)(?:\\n\\n|$)`).exec(text)?.[1] ?? '';

/**
 * A scripted user that reads only what the prompt shows (the request, the screen, the forms,
 * what is filled, its last steps) and works the request: fill every value into the form that has
 * the most of their fields, click it, move on; reopen when asked. Values the app showed earlier
 * ("the playlistId the app showed you earlier") are read off the screen.
 */
export function userPolicy(text: string): Obj {
  const request = /Request (\d+) of (\d+): (.*)/.exec(text);
  const ask = request?.[3] ?? '';
  const history = section(text, 'Your last steps').split('\n');
  const sinceNext = history.slice(history.map((line) => line.includes('"next":true')).lastIndexOf(true) + 1);
  if (ask.includes('Close the app and open it again')) return sinceNext.some((line) => line.includes('"reopen":true')) ? { next: true } : { reopen: true };
  const valuesLine = /Values to use: (.*)\.$/m.exec(ask)?.[1];
  if (!valuesLine || sinceNext.some((line) => line.includes('"click"'))) return { next: true };
  const screen = section(text, 'The screen');
  const values = valuesLine.split('; ').map((pair) => {
    const [key, raw] = [pair.slice(0, pair.indexOf(' = ')), pair.slice(pair.indexOf(' = ') + 3)];
    if (raw.startsWith('the ')) return [key, Number(/playlist (\d+)/.exec(screen)?.[1] ?? 0)] as const;
    return [key, JSON.parse(raw) as unknown] as const;
  });
  const forms = section(text, 'Forms').split('\n- form ').map((block) => ({ id: /"([^"]+)"/.exec(block)?.[1] ?? '', fields: [...block.matchAll(/^\s+- (\S+) /gm)].map((m) => m[1]) }));
  const best = [...forms].sort((a, b) => values.filter(([k]) => b.fields.includes(k)).length - values.filter(([k]) => a.fields.includes(k)).length)[0];
  if (!best?.id) return { next: true };
  const filled = /Filled so far: (.*)/.exec(text)?.[1] ?? '';
  const todo = values.find(([key]) => best.fields.includes(key) && !filled.includes(`${best.id}.${key} =`));
  if (todo) return { fill: { input: todo[0], value: todo[1], action: best.id } };
  return { click: best.id };
}

/**
 * A rule-following judge: C1 passes when the first frame has a form; C2 when an action got an
 * answer; C3 when an answer names a number (an id); C4 leniently, when any answer came at all
 * (so it disagrees with the checker on apps that answer "Done."); C5 when a frame after a
 * reopen shows the renamed title.
 */
export function judgePolicy(text: string): Obj {
  const said = [...text.matchAll(/the app said: <<<message\n(.*)/g)].map((m) => m[1] ?? '');
  // The screen after the reopen, following "the same screen as frame k" back to frame k.
  const reopened = /\{"reopen":true\}[^\n]*\n\nFrame \d+ \([^)]*\)(: the same screen as frame (\d+)\.|:\n)/.exec(text);
  const frameText = (k: string) => new RegExp(`Frame ${k} \\([^)]*\\):\\n([\\s\\S]*?)\\n\\n(Step|$)`).exec(text)?.[1] ?? '';
  const afterReopen = !reopened ? '' : reopened[2] ? frameText(reopened[2]) : text.slice(reopened.index + reopened[0].length);
  const verdict = (contract: string, pass: boolean) => ({ contract, pass, reason: `rule ${contract}: ${pass ? 'seen' : 'not seen'}`, frame: 0 });
  return {
    verdicts: [
      verdict('C1', /Forms:\n- form/.test(text)),
      verdict('C2', said.length > 0),
      verdict('C3', said.some((s) => /\d/.test(s))),
      verdict('C4', said.length > 0),
      verdict('C5', afterReopen.split('\n\nStep')[0]!.includes('Weekly Commute')),
    ],
  };
}

/** Routes by model: `test/user…` models get the user policy, `test/judge…` the judge's; `bad` models misbehave. */
export function scripted(body: Obj): Scripted {
  const model = String(body.model);
  const text = lastUser(body);
  if (model === 'test/bad-user') return { json: completion('I would now click the big button.') };
  if (model === 'test/bad-judge') return { json: completion('```json\n{"verdicts": [{"contract": "C1", "pass": "yes"}]}\n```') };
  if (model.startsWith('test/user')) return { json: completion(JSON.stringify(userPolicy(text))) };
  if (model === 'test/hostile-judge') {
    const verdicts = judgePolicy(text).verdicts.map((v: Obj) => ({ ...v, reason: `<img src=x onerror=alert(1)> | **${v.contract}** [x](javascript:alert(1))` }));
    return { json: completion(JSON.stringify({ verdicts })) };
  }
  return { json: completion(`Here is my judgement.\n${JSON.stringify(judgePolicy(text))}`) };
}
