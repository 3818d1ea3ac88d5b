import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { ReportView } from './view-model.ts';

/**
 * The report's figures as Vega-Lite specs, rendered to SVG headlessly in Node (renderer 'none',
 * no browser, no canvas). Labels reach Vega only as data values; Vega escapes them in the SVG.
 */

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v5.json';
/** Runs are ordered by a rank field, not a literal list (Vega compiles literal lists into code). */
const BY_RANK = { field: 'rank', op: 'min' } as const;
const FONT = { font: 'sans-serif', labelFontSize: 11, titleFontSize: 12 };
/**
 * Labels are never cut: Vega shortens axis and legend labels past 180/160 px with "…" by default,
 * which turned "Oracle (reference packages)" into "Oracle (reference p…". A limit of 0 is none.
 */
const CONFIG = { axis: { ...FONT, labelLimit: 0 }, legend: { labelLimit: 0, titleLimit: 0 }, title: { limit: 0 } };
const STAGE_COLORS = ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#e6ab02', '#a6761d'];
const GROUP_COLORS = ['#666666', '#a6761d', '#e6ab02', '#d95f02', '#7570b3', '#e7298a'];

function rowHeight(count: number): number {
  return Math.max(60, count * 22);
}

function heatmap(view: ReportView): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title: `FWR (%) per family and run${view.figureNote}`,
    data: { values: view.figureData.heatmap },
    width: Math.max(160, view.families.length * 90),
    height: rowHeight(view.figureRunCount),
    encoding: {
      x: { field: 'family', type: 'nominal', sort: view.families.map((family) => family.name), title: 'family', axis: { labelAngle: 0 } },
      y: { field: 'run', type: 'nominal', sort: BY_RANK, title: null },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'fwr', type: 'quantitative', title: 'FWR %', scale: { scheme: 'blues', domain: [0, view.figureData.heatmapMax] } },
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: { condition: { test: `datum.fwr > ${view.figureData.heatmapMax / 2}`, value: 'white' }, value: 'black' },
        },
      },
    ],
    config: CONFIG,
  };
}

function openVsFwr(view: ReportView): TopLevelSpec {
  const sort = BY_RANK;
  return {
    $schema: SCHEMA,
    title: `Open vs FWR per run${view.figureNote}`,
    data: { values: view.figureData.gap },
    width: 360,
    // Two dots a row, one above the other: rows a little taller than the bar figures'.
    height: Math.max(60, view.figureRunCount * 30),
    layer: [
      {
        mark: { type: 'rule', color: '#999999', strokeWidth: 2 },
        encoding: {
          y: { field: 'run', type: 'nominal', sort, title: null, scale: { paddingInner: 0.25 } },
          x: { field: 'fwr', type: 'quantitative', title: 'percent of task evaluations', scale: { domain: [0, 100] } },
          x2: { field: 'open' },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 70 },
        transform: [{ fold: ['open', 'fwr'], as: ['metric', 'value'] }],
        encoding: {
          y: { field: 'run', type: 'nominal', sort, title: null },
          // Open above the run's line, FWR below it: equal values (a run that passes every task it
          // opens) still show both dots instead of one hiding the other.
          yOffset: { field: 'metric', type: 'nominal', sort: ['open', 'fwr'], scale: { paddingOuter: 0.25 } },
          x: { field: 'value', type: 'quantitative' },
          color: { field: 'metric', type: 'nominal', title: null, scale: { domain: ['open', 'fwr'], range: ['#1f77b4', '#d62728'] } },
        },
      },
    ],
    config: CONFIG,
  };
}

function contracts(view: ReportView): TopLevelSpec {
  const headings = view.contracts.headings;
  return {
    $schema: SCHEMA,
    title: `Contract pass rate (%) per run${view.figureNote}`,
    data: { values: view.contracts.figure },
    width: headings.length * 80,
    height: rowHeight(view.figureRunCount),
    encoding: {
      x: { field: 'contract', type: 'nominal', sort: headings, title: null, axis: { labelAngle: 0, orient: 'top' } },
      y: { field: 'run', type: 'nominal', sort: BY_RANK, title: null },
    },
    layer: [
      {
        mark: 'rect',
        encoding: { color: { field: 'percent', type: 'quantitative', title: '% of evaluations', scale: { scheme: 'greens', domain: [0, 100] } } },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: { condition: { test: 'datum.percent > 50', value: 'white' }, value: 'black' },
        },
      },
    ],
    config: CONFIG,
  };
}

function stacked(title: string, values: object[], order: readonly string[], colors: string[], view: ReportView): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title: `${title}${view.figureNote}`,
    data: { values },
    width: 360,
    height: rowHeight(view.figureRunCount),
    mark: 'bar',
    encoding: {
      y: { field: 'run', type: 'nominal', sort: BY_RANK, title: null },
      x: { field: 'count', type: 'quantitative', stack: 'zero', title: 'task evaluations' },
      color: { field: 'category', type: 'nominal', sort: [...order], scale: { domain: [...order], range: colors }, title: null },
      order: { field: 'order', type: 'quantitative' },
    },
    config: CONFIG,
  };
}

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

export interface Figure {
  file: string;
  title: string;
  svg: string;
}

/** Renders the five figures (file names are stable; the order is the report's). */
export async function renderFigures(view: ReportView): Promise<Figure[]> {
  const specs: [string, string, TopLevelSpec][] = [
    ['fwr-heatmap.svg', 'FWR per family and run', heatmap(view)],
    ['open-vs-fwr.svg', 'Open vs FWR per run', openVsFwr(view)],
    ['contracts.svg', 'Contract pass rate (C1–C5) per run', contracts(view)],
    [
      'first-failure-stage.svg',
      'First failed episode stage per run',
      stacked('First failed episode: stage', view.figureData.stages, view.stageNames, STAGE_COLORS, view),
    ],
    [
      'failure-groups.svg',
      'Failed-check group of failed task evaluations',
      stacked('First failed episode: failed-check group', view.figureData.groups, view.groupNames, GROUP_COLORS, view),
    ],
  ];
  const figures: Figure[] = [];
  for (const [file, title, spec] of specs) {
    // A report written before contracts were counted has no contract figure.
    if (file === 'contracts.svg' && !view.contracts.present) continue;
    figures.push({ file, title, svg: await renderSvg(spec) });
  }
  return figures;
}
