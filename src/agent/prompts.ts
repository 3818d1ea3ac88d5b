import { packageJsonSchema, type AppState, type StateSpec } from '../schemas/package.ts';
import type { ApiDoc } from '../schemas/world.ts';
import { worldDocs } from '../world/docs.ts';
import { sha256 } from '../io/hash.ts';
import type { ChatMessage } from './client.ts';
import { usefulConstraints } from './tools.ts';
import { MAX_SUBMITS } from '../stages/run/steps.ts';

/*
 * Every prompt is built only from the request and from static project data (schema, docs), in a
 * fixed order, so the same request always gives the same bytes — the cache key depends on it.
 */

const GENERATOR_SYSTEM = `You build personal apps for a declarative app runtime. An app is a "package": one JSON document that declares the app's kept state, its views (what the user sees), and its actions (forms the user submits). Each action either runs a deterministic "plan" (calls to service APIs with templated arguments, then state updates and a message) or hands the work to an app-side "agent" (a tool-calling model with the action's role and instructions).

A package is data, never code. Texts may contain {{path}} references and nothing else:
- in views: {{state.<collection or value>}}, {{inputs.<input>}} (of the last submit), {{result.message}}, {{result.error}}, {{result.ok}}, {{result.<bind>}} (a top-level plan bind of the last submit); in a list's "item" text also {{item.<field>}}.
- in plans: {{inputs.<input>}}, {{state.<name>}}, and names bound by earlier steps ("bind") or by "for_each" ("as"). A string that is exactly one {{path}} keeps the value's type (a number stays a number).
A list may offer "actions" on each of its items: {"action": "<action id>", "bind": {"<input>": "<item field>"}} puts that action's button (with its other inputs as fields) beside every item, and the item's field values fill the bound inputs (e.g. a "Mark done" beside each kept to-do, binding "task_id" to the item's "id").
An action may only call APIs of the services it lists in "services". Never call login or logout: the runtime signs in to every service for the user.`;

const OPERATOR_RULES = `How your app will be used (follow this, or the user cannot reach your app's features):
- The user works with the first view only. Put a form for every action the user needs on it, and a "result" component so outcomes are seen.
- For each request the user makes, an operator picks an action and fills its inputs, as a person would. It prefers, in order: an action whose required inputs it can all fill from what the user gave; one that does not do the opposite of the request (not "Star" for an unstar request); one whose id, label or goal says what the user asks to do (create/add, rewrite/edit/change, open/look up/find, delete/remove, star, share, like, archive, … and their undoing); one whose inputs take more of the user's values. Values are matched to inputs by name, label, or the API argument the input's value is passed to (e.g. a value "due_date" fills an input named "due_date", labelled "Due date", or passed as a "due_date" argument).
- A button beside a listed item acts on that item: the operator presses the one on the row of the record the user names (by a value of its bound inputs, or the row's text), never another row's.
- A request may take several steps, at most ${MAX_SUBMITS} submits: after a submit that changed nothing yet, the operator goes on with a button that confirms or continues (e.g. "Confirm") when it appeared or the result asks for it, or with an action that takes the request's values no step used yet (a search, then a pick from the shown results). It ticks a required checkbox or yes/no select whose label confirms, leaves optional inputs empty, never submits a later step it cannot fill and never repeats an identical submit. The request is judged by what all its steps achieved together.
- The user's own words always go into an input named "request" (type "text"). Give actions that may need free-form instructions such an input. When the operator cannot fill any other action, it uses an action whose only required input is "request", so an app may offer one for requests its forms do not cover. Inputs that no value matches keep their defaults, so make optional what may be left out.
- Show what happened concretely: after an action, show the ids, titles, amounts and other values the APIs returned (e.g. "Created task {{result.created.task_id}}: {{inputs.title}}"), and keep created records in state with their ids, shown in a list or table.
- When the user comes back later, the app is rebuilt from its saved package and state only: anything the user must still see then must be kept in state and rendered by the first view.
- Edits must change the existing record (use its id from state or from the user's values), not create a new one.`;

/** What the evaluation counts as a result, and what an agent action may do (issue #33). */
const RESULT_RULES = `What counts as your app's result (the evaluation checks exactly this):
- Only values the app renders from its kept state, from an action's result, or from what a service returned count as a result. Text written literally into the package (a fixed "Playlist created!", a made-up id or title) never counts, even when it reads right.
- The app may use only the services listed above (the task's grant); a package that lists or calls any other service is rejected, and the account's secrets never reach the app.
- An action's changes to the user's services are judged by the state they leave behind: do what the request asks, on the record it names, and nothing else.
- An "agent" action CAN write the app's kept state: its final reply carries "state_ops" (set, append, update, remove), which the runtime applies and saves like a plan's state steps. Have the agent keep what the user must see later (ids, titles, amounts the APIs returned) through state_ops, and render it from state.`;

const REPLY_RULE = 'Reply with the package as one JSON object and nothing else (no prose, no code).';

/**
 * The generation prompt's version, recorded in a run's manifest (`settings.prompt`) and shown by
 * `diff`. Bump it with any change to the fixed prompt text; `GENERATION_PROMPT_SHA256` is pinned
 * by a test so a change without a bump fails. (The cache key changes by itself: it holds the messages.)
 */
export const GENERATION_PROMPT_VERSION = '3';
export const GENERATION_PROMPT_SHA256 = sha256([GENERATOR_SYSTEM, OPERATOR_RULES, RESULT_RULES, REPLY_RULE].join('\n\u0000\n'));

/** The manifest's record of the prompt a run was generated with. */
export function generationPrompt(): { version: string; sha256: string } {
  return { version: GENERATION_PROMPT_VERSION, sha256: GENERATION_PROMPT_SHA256 };
}

export interface GenerationPromptInput {
  intention: string;
  services: readonly string[];
}

/** Docs the generator sees: the permitted services plus the user's account store, without login/logout. */
export function permittedDocs(services: readonly string[]): ApiDoc[] {
  const apps = [...new Set([...services, 'supervisor'])];
  return worldDocs(apps).filter((doc) => doc.api !== 'login' && doc.api !== 'logout');
}

/** The docs as compact text: one block per API (about a third smaller than their JSON). */
export function docsText(docs: readonly ApiDoc[]): string {
  return docs
    .map((doc) => {
      const params = doc.parameters.map((p) => {
        const constraints = usefulConstraints(p);
        return `    - ${p.name}${p.required ? '' : '?'}: ${p.type}${p.default !== undefined ? ` = ${JSON.stringify(p.default)}` : ''}${constraints.length > 0 ? ` (${constraints.join(', ')})` : ''}${p.description ? ` — ${p.description}` : ''}`;
      });
      return [
        `${doc.app}.${doc.api} (${doc.method}): ${doc.description}`,
        ...(params.length > 0 ? ['  params:', ...params] : ['  params: none']),
        `  returns: ${doc.returns}`,
        ...(doc.changes.length > 0 ? [`  changes: ${doc.changes.join('; ')}`] : []),
        ...(doc.errors.length > 0 ? [`  errors: ${doc.errors.join('; ')}`] : []),
      ].join('\n');
    })
    .join('\n');
}

function contextBlock(input: GenerationPromptInput): string {
  const services = [...new Set(input.services)];
  return [
    '# Permitted context',
    `- Services this app may use: ${services.join(', ')}; a package that lists or calls any other service is rejected.`,
    '- Account: the user\'s own. The account store "supervisor" (profile, addresses, payment cards) may be read; list "supervisor" in an action\'s services to call it. Card numbers, CVVs and passwords are never given to apps (they come back masked).',
    '',
    '# API docs of the permitted services (app.api; "?" marks optional parameters, "= x" their default)',
    docsText(permittedDocs(services)),
    '',
    '# Package JSON Schema',
    JSON.stringify(packageJsonSchema()),
    '',
    OPERATOR_RULES,
    '',
    RESULT_RULES,
  ].join('\n');
}

export function generationMessages(input: GenerationPromptInput): ChatMessage[] {
  const user = ['# What the user wants', input.intention, '', contextBlock(input), '', '# Your reply', `Write the package (version 1). ${REPLY_RULE}`].join('\n');
  return [
    { role: 'system', content: GENERATOR_SYSTEM },
    { role: 'user', content: user },
  ];
}

export interface RevisionPromptInput extends GenerationPromptInput {
  package: unknown;
  requirement: string;
}

export function revisionMessages(input: RevisionPromptInput): ChatMessage[] {
  const current = input.package as { app?: { id?: unknown }; version?: unknown };
  const version = typeof current.version === 'number' ? current.version : 1;
  const user = [
    '# What the user originally wanted',
    input.intention,
    '',
    contextBlock(input),
    '',
    `# The app as it is now (package version ${version})`,
    JSON.stringify(input.package),
    '',
    '# The user\'s changed requirement',
    input.requirement,
    '',
    '# Your reply',
    `Write the full revised package: the same app.id (${JSON.stringify(current.app?.id ?? null)}), version ${version + 1}. The user's saved data is kept: keep every state collection, field and value that exists (you may add new ones, with defaults). ${REPLY_RULE}`,
  ].join('\n');
  return [
    { role: 'system', content: GENERATOR_SYSTEM },
    { role: 'user', content: user },
  ];
}

export interface AgentPromptInput {
  actionLabel: string;
  goal: string;
  role: string;
  instructions: string;
  inputs: Record<string, unknown>;
  state: AppState;
  spec: StateSpec | undefined;
}

const STATE_OPS = `State operations (plain values, no templates):
- {"set": "<value name>", "value": <json>}
- {"append": "<collection>", "item": {<field>: <value>, ...}}  (only the collection's declared fields)
- {"update": "<collection>", "key_value": <key of the item>, "fields": {<field>: <value>, ...}}
- {"remove": "<collection>", "key_value": <key of the item>}`;

export function agentMessages(input: AgentPromptInput): ChatMessage[] {
  const system = [
    `You are the app-side agent behind the action "${input.actionLabel}" of a personal app.`,
    input.role ? `Your role: ${input.role}` : '',
    input.instructions ? `Instructions: ${input.instructions}` : '',
    `Goal of this action: ${input.goal}`,
    'You act for the user through the tools, which call the user\'s services (already signed in). Use the tools to do the work; read before you write when you need ids.',
    'When the work is done, reply without tool calls with one JSON object: {"state_ops": [...], "message": "..."}. The message is shown to the user: state concretely what happened, with the ids and values the APIs returned. The state_ops record what the app should keep.',
    STATE_OPS,
  ]
    .filter((line) => line !== '')
    .join('\n\n');
  const user = [
    '# Inputs of this submit',
    JSON.stringify(input.inputs),
    '',
    '# The app\'s kept state',
    JSON.stringify(input.state),
    ...(input.spec ? ['', '# State spec (collections: key and fields; values: type)', JSON.stringify(input.spec)] : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Sent after a final reply that is not a valid result; it costs one of the agent's turns. */
export function agentCorrection(reason: string): ChatMessage {
  return { role: 'user', content: `Your final reply could not be used (${reason}). Reply with only the JSON object {"state_ops": [...], "message": "..."}.` };
}
