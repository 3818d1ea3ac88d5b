import { OptionError } from '../errors.ts';
import { createLlmGenerator, type LlmGeneratorOptions } from './llm.ts';
import { oracle } from './oracle.ts';
import { controls, paraphrase } from './controls.ts';
import { equivalentApi } from './controls-equivalent.ts';
import { contentControls } from './controls-content.ts';
import { leakSecrets } from './leak-secrets.ts';
import { renameInputsGenerator } from './rename-inputs.ts';
import { independentVocabularyGenerator } from './independent-vocabulary.ts';
import { surfaceControls } from './controls-surface.ts';
import { agentControls } from './controls-agents.ts';
import { wrongAppControls } from './controls-wrong-apps.ts';
import { stepControls } from './controls-steps.ts';
import { keptControls } from './controls-kept.ts';
import { formPerItemControl } from './controls-per-item.ts';
import { edgeOfConstraintsControl } from './controls-edge.ts';
import type { Generator } from './types.ts';

export type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest, RuntimeSettings } from './types.ts';
export { createLlmGenerator, isLlmGenerator, type LlmGenerator, type LlmGeneratorOptions } from './llm.ts';

/**
 * Every built-in generator, in the order the survey reports them (`make survey` reads this order
 * through `liveui generators`); CLI choices come from this registry.
 */
export const generators = { oracle, ...controls, ...surfaceControls, ...contentControls, ...keptControls, leak_secrets: leakSecrets, ...agentControls, ...wrongAppControls, paraphrase, rename_inputs: renameInputsGenerator, equivalent_api: equivalentApi, ...stepControls, independent_vocabulary: independentVocabularyGenerator, form_per_item: formPerItemControl, edge_of_constraints: edgeOfConstraintsControl } as const satisfies Record<string, Generator>;

/** The scripted controls and the no-grounding ablation, in audit order. */
export const controlNames = [...Object.keys(controls), ...Object.keys(surfaceControls), ...Object.keys(contentControls), ...Object.keys(keptControls), ...Object.keys(agentControls), ...Object.keys(wrongAppControls)] as (
  | keyof typeof controls
  | keyof typeof surfaceControls
  | keyof typeof contentControls
  | keyof typeof keptControls
  | keyof typeof agentControls
  | keyof typeof wrongAppControls
)[];
export type GeneratorName = keyof typeof generators;

/** The built-in generators' names, in registry order. */
export const generatorNames = Object.keys(generators) as GeneratorName[];

/** The order `liveui audit` runs and lists them: the oracle, the contract controls, then the rest in registry order. */
export const auditOrder: readonly GeneratorName[] = ['oracle', ...controlNames, ...generatorNames.filter((name) => name !== 'oracle' && !(controlNames as readonly string[]).includes(name))];

/** Generators built from options rather than taken from the registry. */
export const configuredGenerators = ['llm'] as const;

/** Every generator name `resolveGenerator` accepts. */
export const generatorChoices: readonly string[] = [...Object.keys(generators), ...configuredGenerators];

export function generatorByName(name: string): Generator {
  const found = (generators as Record<string, Generator>)[name];
  if (!found) throw new OptionError('generator', `unknown generator "${name}" (known: ${Object.keys(generators).join(', ')})`);
  return found;
}

export type ResolveOptions = Partial<LlmGeneratorOptions>;

/**
 * The generator named `name`: a registry entry, or for `llm` a generator built from the model
 * options (`model` is required; model options with another generator are refused).
 */
export function resolveGenerator(name: string, options: ResolveOptions = {}): Generator {
  if (name === 'llm') {
    if (!options.model) throw new OptionError('model', 'required with the llm generator (e.g. openai/gpt-4o-mini)');
    return createLlmGenerator({ ...options, model: options.model });
  }
  if (!(name in generators)) throw new OptionError('generator', `unknown generator "${name}" (known: ${generatorChoices.join(', ')})`);
  for (const option of ['model', 'baseUrl', 'replay'] as const) {
    if (options[option] !== undefined && options[option] !== false) throw new OptionError(option, 'only applies to the llm generator');
  }
  return generatorByName(name);
}
