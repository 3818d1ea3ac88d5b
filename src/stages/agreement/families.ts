import type { Agreement, AgreementTable, FamilyMatrix } from '../../schemas/agreement.ts';
import { cohensKappa } from './core.ts';

/**
 * A model's family: the vendor prefix of its id (`openai/gpt-4o-mini` → `openai`), or the id
 * itself when it has none; `overrides` (`--family MODEL=FAMILY`) win.
 */
export function familyOf(model: string, overrides: ReadonlyMap<string, string> = new Map()): string {
  const given = overrides.get(model);
  if (given !== undefined) return given;
  const slash = model.indexOf('/');
  return slash > 0 ? model.slice(0, slash) : model;
}

/** One exploration's agreement table, with the model that generated the apps and the judge's. */
export interface FamilyInput {
  generator_model: string;
  judge_model: string;
  table: AgreementTable;
}

type FamilyStats = FamilyMatrix['home'];

const round = (value: number | null, digits = 6) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

function pooled(tables: readonly AgreementTable[]): FamilyStats {
  const table: AgreementTable = { both_pass: 0, checker_only: 0, judge_only: 0, both_fail: 0 };
  for (const t of tables) {
    table.both_pass += t.both_pass;
    table.checker_only += t.checker_only;
    table.judge_only += t.judge_only;
    table.both_fail += t.both_fail;
  }
  const compared = table.both_pass + table.checker_only + table.judge_only + table.both_fail;
  const agreed = table.both_pass + table.both_fail;
  return { compared, agreed, rate: compared === 0 ? null : round(agreed / compared), kappa: round(cohensKappa(table)), table };
}

/**
 * The symmetric protocol: agreement with the checker per (generator family × judge family) cell,
 * pooling the 2×2 tables of every exploration in the cell, and home (the judge judges its own
 * family's apps) against held-out with the gap — a judge that favours its family's apps agrees
 * with the checker differently at home. Pure; cells sorted by family names.
 */
export function familyMatrix(inputs: readonly FamilyInput[], overrides: ReadonlyMap<string, string> = new Map()): FamilyMatrix {
  const byCell = new Map<string, { generator_family: string; judge_family: string; tables: AgreementTable[] }>();
  for (const input of inputs) {
    const generator = familyOf(input.generator_model, overrides);
    const judge = familyOf(input.judge_model, overrides);
    const key = `${generator}\u0000${judge}`;
    const cell = byCell.get(key) ?? { generator_family: generator, judge_family: judge, tables: [] };
    cell.tables.push(input.table);
    byCell.set(key, cell);
  }
  const cells = [...byCell.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, cell]) => ({ generator_family: cell.generator_family, judge_family: cell.judge_family, home: cell.generator_family === cell.judge_family, explorations: cell.tables.length, ...pooled(cell.tables) }));
  const home = pooled(cells.filter((c) => c.home).map((c) => c.table));
  const heldOut = pooled(cells.filter((c) => !c.home).map((c) => c.table));
  const gap = home.rate === null || heldOut.rate === null ? null : round((home.rate - heldOut.rate) * 100, 2);
  const used = Object.fromEntries([...overrides.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { overrides: used, cells, home, held_out: heldOut, gap_points: gap };
}

/** The matrix of several `liveui agreement` results (each names its generator's and judge's model). */
export function familyMatrixOf(sections: readonly Agreement[], overrides: ReadonlyMap<string, string> = new Map()): FamilyMatrix {
  return familyMatrix(
    sections.map((section) => ({ generator_model: section.generator_model ?? section.run, judge_model: section.judge_model, table: section.table })),
    overrides,
  );
}
