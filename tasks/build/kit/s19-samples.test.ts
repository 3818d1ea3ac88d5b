/**
 * s19 (issue #30): findings of the fresh samples S5–S6, through the real runtime and seeded world.
 * Each correct app in the user's words passes; each wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, telling, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s19-samples');

describe('fresh-sample findings of session 19', () => {
  it('ask-before-buying: a kept line "deleted: <the question>" passes step2.06; one that names nothing fails it (s19-S5-f1)', async () => {
    const t = suiteTask('single.amazon.ask-before-buying');
    const byQuestion = (shown: string) => (ref: Record<string, Obj>) => {
      const pkg = ref.A?.package as Obj;
      pkg.state.collections.log.fields.question = 'string';
      const [ask, withdraw] = ['ask', 'withdraw'].map((id) => (pkg.actions as Obj[]).find((a) => a.id === id)!);
      ask!.plan = (ask!.plan as Obj[]).map((s) => (s.append ? { ...s, item: { ...s.item, question: '{{inputs.question}}' } } : s));
      withdraw!.plan = (withdraw!.plan as Obj[]).flatMap((s) => (s.append ? [{ update: 'log', key_value: 'ask {{inputs.question_id}}', fields: { what: 'deleted' } }] : typeof s.message === 'string' ? [{ message: 'Done.' }] : [s]));
      for (const c of (pkg.views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = shown;
    };
    expect(failed((await runAttacked(t, byQuestion('{{item.what}}: {{item.question}}'), cache)).rows)).not.toContain('step2.06.visible_result_grounded');
    expect(failed((await runAttacked(t, byQuestion('{{item.what}}'), cache)).rows)).toContain('step2.06.visible_result_grounded');
  });

  it('spam-filter-fix: "no longer spam" passes step2.06; the subject with no word of the step fails it (s19-S6-f1)', async () => {
    const t = suiteTask('single.gmail.spam-filter-fix');
    expect(failed((await runAttacked(t, telling('not_spam', '{{found.0.subject}} is no longer spam.', '{{item.name}}'), cache)).rows)).not.toContain('step2.06.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('not_spam', 'Done: {{found.0.subject}}.', '{{item.name}}'), cache)).rows)).toContain('step2.06.visible_result_grounded');
  });

  it('playlist-bookmarks: "Dinner Party is no longer bookmarked" passes step2.06 (s19-S6-f1)', async () => {
    const t = suiteTask('single.spotify.playlist-bookmarks');
    const rows = (await runAttacked(t, telling('unlike_playlist', '{{found.0.title}} is no longer bookmarked.'), cache)).rows;
    expect(failed(rows)).not.toContain('step2.06.visible_result_grounded');
  });

  it('rent-reminder: "reminded: true" passes revise.07; "pending: true" with no word of a reminder fails it (s19-S6-f1)', async () => {
    const t = suiteTask('single.venmo.rent-reminder');
    expect(failed((await runAttacked(t, telling('send_reminder', 'June rent share — reminded: true'), cache)).rows)).not.toContain('revise.07.visible_result_grounded');
    const pending = telling('send_reminder', 'June rent share — pending: true', '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}})');
    expect(failed((await runAttacked(t, pending, cache)).rows)).toContain('revise.07.visible_result_grounded');
  });
});
