/**
 * Size limits of a package (checked at admission) and of kept state (checked at run time).
 * Packages are untrusted: every dimension that could make rendering or running unbounded has a cap.
 */
export const limits = {
  /** Package JSON, UTF-8 bytes. */
  packageBytes: 256 * 1024,
  /** Any single string in a package. */
  stringChars: 4_000,
  actions: 50,
  views: 10,
  componentsPerView: 100,
  inputsPerAction: 30,
  optionsPerInput: 100,
  /** Steps per plan, counting the steps inside for_each bodies. */
  stepsPerPlan: 100,
  /** for_each nesting: a top-level step is at depth 1, its body at 2, … */
  planDepth: 4,
  /** JSON nesting of any templated value (call args, set values, items). */
  valueDepth: 6,
  collections: 20,
  values: 50,
  fieldsPerCollection: 30,
  /** Iterations of one for_each. */
  forEachLimit: 50,
  /** Items one collection may hold at run time. */
  collectionItems: 1_000,
  /** Characters of one kept string field at run time (longer values are an error). */
  stateStringChars: 20_000,
  /** Characters of one kept json field or value at run time, measured as serialized JSON. */
  stateJsonChars: 20_000,
  /** Characters of the whole kept state (collections and values) serialized as JSON; also the cap on the binds a last result keeps. */
  stateChars: 1_000_000,
  /** Nesting of any JSON the runtime takes in: a package, a kept value, a service response, an agent's result. */
  jsonDepth: 64,
  /** Characters of one rendered text: a component text, a list item, a plan message, an interpolated template string. */
  textChars: 20_000,
  /** Characters of one resolved templated value (call args, set values, items) serialized as JSON. */
  valueChars: 1_000_000,
  /** Characters of the HTML of one rendered page; a larger view is shown as a short notice instead. */
  pageChars: 1_000_000,
} as const;

/** Run-time budgets of one submit. */
export interface Budgets {
  steps: number;
  calls: number;
  mutations: number;
}

export const defaultBudgets: Budgets = { steps: 200, calls: 50, mutations: 50 };
