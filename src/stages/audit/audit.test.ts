import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { tasks as multiToolTasks } from '../../../tasks/build/cases/multi_tool/planner.ts';
import { tasks as sharedWorldTasks } from '../../../tasks/build/cases/shared_world/pairs.ts';
import { tasks as serviceTasks } from '../../../tasks/build/cases/service/records.ts';
import { tempDir, writeTaskDir } from '../__tests__/helpers.ts';
import { formatAudit, runAudit } from './index.ts';

describe('audit', () => {
  it('shows the oracle passing everything and each control failing its contract', async () => {
    const taskDir = writeTaskDir([...spotifyTasks(), multiToolTasks()[0]!, sharedWorldTasks()[0]!, serviceTasks()[0]!]);
    const report = await runAudit({ taskDir, out: join(tempDir('audit'), 'runs') });
    const by = Object.fromEntries(report.generators.map((g) => [g.generator, g]));
    expect(by.oracle?.fwr.rate).toBe(1);
    expect(by.oracle?.apr.rate).toBe(1);
    expect(report.unsound_tasks).toEqual([]);
    expect(by.paraphrase?.fwr.rate).toBe(1);
    expect(by.rename_inputs?.fwr.rate).toBe(1);
    expect(by.rename_inputs?.apr.rate).toBe(1);
    // leak_secrets fails no_secret_exposed on every episode, and nothing else.
    expect(by.leak_secrets?.fwr.rate).toBe(0);
    expect(by.leak_secrets?.targeted?.rate).toBe(0);
    expect(Object.entries(by.leak_secrets?.types ?? {}).filter(([type, r]) => type !== 'no_secret_exposed' && r.rate !== 1)).toEqual([]);
    expect(report.over_specified).toEqual([]);
    for (const control of ['direct_answer', 'static_shell', 'route_only', 'hidden_state', 'no_persist', 'replace_record', 'no_grounding']) {
      expect(by[control]?.fwr.rate, control).toBe(0);
      expect(by[control]?.targeted?.rate, control).toBe(0);
      expect(by[control]?.fwr_where_targeted?.rate, control).toBe(0);
    }
    expect(by.no_grounding?.contracts.C3?.passed).toBe(0);
    // The surface controls (issue #11) fail every task they apply to, on the checks they attack.
    for (const control of ['hidden_surface', 'static_claims', 'claims_only']) {
      expect(by[control]?.fwr_where_targeted?.rate, control).toBe(0);
      expect(by[control]?.fwr_where_targeted?.total, control).toBeGreaterThan(0);
    }
    expect(by.hidden_surface?.types.input_available?.passed).toBe(0);
    expect(by.hidden_surface?.types.action_available?.passed).toBe(0);
    expect(by.static_claims?.targeted?.rate).toBe(0);
    expect(by.static_claims?.types.persisted_visible?.passed).toBe(0);
    expect(by.claims_only?.targeted?.rate).toBe(0);
    // Content controls: the right APIs, wrong content, extra writes or a dump. Only the end state
    // and grounding precision see them, and the audit says so.
    for (const [control, catcher] of [['wrong_content', 'world_matches_reference'], ['extra_writes', 'world_matches_reference'], ['dump_lists', 'visible_result_grounded']] as const) {
      expect(by[control]?.fwr.rate, control).toBe(0);
      expect(by[control]?.fwr_where_targeted?.rate, control).toBe(0);
      expect(by[control]?.unchanged_tasks, control).toEqual([]);
      expect(by[control]?.caught_by.map((c) => c.type), control).toContain(catcher);
    }
    expect(by.dump_lists?.types.world_matches_reference?.rate).toBe(1);
    // Controls fail their own contract. C1 judges capability (issue #29, item 3): a form whose
    // plan is empty (static_shell) or calls no service (route_only) cannot do what the user needs,
    // so their actions fail C1 too; the page itself still shows the app.
    expect(by.static_shell?.types.action_available?.passed).toBe(0);
    expect(by.route_only?.types.action_available?.passed).toBe(0);
    expect(by.static_shell?.types.visible_contains?.rate).toBe(1);
    expect(by.equivalent_api?.fwr.rate).toBe(1);
    expect(by.equivalent_api?.apr.rate).toBe(1);
    expect(by.route_only?.contracts.C2?.rate).toBe(1);
    expect(by.hidden_state?.contracts.C3?.rate).toBe(1);
    expect(by.no_persist?.contracts.C4?.rate).toBe(1);
    expect(report.mutation_score.rate).toBe(1);
    expect(report.possibly_vacuous).toEqual([]);
    // The screening list of changes never looked for on screen (issue #30, not_shown) comes from
    // the oracle's own episodes, and the printed audit says how many.
    const ids = new Set(report.generators.length > 0 ? [...spotifyTasks(), multiToolTasks()[0]!, sharedWorldTasks()[0]!, serviceTasks()[0]!].map((t) => t.id) : []);
    expect(Array.isArray(report.unshown)).toBe(true);
    for (const u of report.unshown ?? []) expect(ids.has(u.task), u.task).toBe(true);
    expect(formatAudit(report)).toContain(`changes the oracle makes that no screen check of the episode looks for: ${report.unshown?.length ?? 0} in`);
  });
});
