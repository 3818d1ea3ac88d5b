import { OptionError } from '../errors.ts';
import { ServiceNameSchema } from '../schemas/package.ts';
import type { CallRecord } from '../schemas/world.ts';
import type { Problem } from './problems.ts';
import type { ApiCaller } from './types.ts';

/**
 * The user's own account store is granted to every app: profile and addresses are the user's
 * context, not a service the task hands out. Its secrets are masked instead (`maskSecrets`).
 */
export const ALWAYS_GRANTED: readonly string[] = ['supervisor'];

/** The services an app may use: the task's grant plus the account store. */
export function grantedServices(services: readonly string[]): ReadonlySet<string> {
  return new Set([...ALWAYS_GRANTED, ...services]);
}

/** `a,b` → the list of services; every name must be a known service (one clear message otherwise). */
export function parseServices(list: string): string[] {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new OptionError('services', 'give at least one service, e.g. spotify,gmail');
  for (const name of names) {
    if (!ServiceNameSchema.safeParse(name).success) throw new OptionError('services', `unknown service "${name}" (known: ${ServiceNameSchema.options.join(', ')})`);
  }
  return names;
}

type Raw = Record<string, unknown>;
const asObject = (value: unknown): Raw => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const MAX_PLAN_DEPTH = 16;

/**
 * Service permissions, on the raw package (so a package that also fails the schema still gets
 * this reason): every service an action lists and every service a plan step calls must be
 * granted. Separate from the other admission checks so that it can be read on its own.
 */
export function checkServices(pkgJson: unknown, granted: ReadonlySet<string>, out: Problem[]): void {
  const allowed = [...granted].sort().join(', ');
  asArray(asObject(pkgJson).actions).forEach((rawAction, a) => {
    const action = asObject(rawAction);
    asArray(action.services).forEach((service, s) => {
      if (typeof service === 'string' && !granted.has(service)) out.push({ path: `$.actions[${a}].services[${s}]`, message: `"${service}" is not a service this app was granted (granted: ${allowed})` });
    });
    const walk = (steps: unknown, path: string, depth: number): void => {
      if (depth > MAX_PLAN_DEPTH) return;
      asArray(steps).forEach((rawStep, i) => {
        const step = asObject(rawStep);
        if (typeof step.call === 'string') {
          const app = step.call.split('.')[0] ?? '';
          if (!granted.has(app)) out.push({ path: `${path}[${i}].call`, message: `calls ${app}, which is not a service this app was granted (granted: ${allowed})` });
        }
        if ('steps' in step) walk(step.steps, `${path}[${i}].steps`, depth + 1);
      });
    };
    walk(action.plan, `$.actions[${a}].plan`, 1);
  });
}

/**
 * Fields no package may read, by name, in any service's response: a generic filter so that
 * new APIs returning them are covered too. The world itself still uses them (place_order reads
 * the card by id inside the service).
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['card_number', 'cvv', 'cvv_number', 'cvc', 'password']);

function maskField(field: string, value: unknown): unknown {
  if (field === 'card_number' && (typeof value === 'string' || typeof value === 'number')) {
    // The last four digits are what a person is shown anyway, and all a package needs to tell cards apart.
    return `•••• ${String(value).replace(/\D/g, '').slice(-4)}`;
  }
  return value === null ? null : '•••';
}

/** True when some object inside the value has a secret field (walked without recursion). */
function hasSecret(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (SECRET_FIELDS.has(key.toLowerCase())) return true;
        if (child !== null && typeof child === 'object') stack.push(child);
      }
    }
  }
  return false;
}

/**
 * The response with every secret field masked. Most responses have none and come back as they
 * are; the others are copied without recursion (a service may answer with very deep JSON, which
 * the runtime's own limits then refuse).
 */
export function maskSecrets<T>(value: T): T {
  if (value === null || typeof value !== 'object' || !hasSecret(value)) return value;
  const root: unknown = Array.isArray(value) ? [] : {};
  const stack: [unknown, Raw | unknown[]][] = [[value, root as Raw | unknown[]]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [unknown, Raw | unknown[]];
    for (const [key, child] of Object.entries(from as Raw)) {
      let copied: unknown = child;
      if (!Array.isArray(from) && SECRET_FIELDS.has(key.toLowerCase())) copied = maskField(key.toLowerCase(), child);
      else if (child !== null && typeof child === 'object') {
        copied = Array.isArray(child) ? [] : {};
        stack.push([child, copied as Raw | unknown[]]);
      }
      if (Array.isArray(to)) to[Number(key)] = copied;
      else to[key] = copied;
    }
  }
  return root as T;
}

function refusedCall(app: string, api: string, args: Record<string, unknown>, granted: ReadonlySet<string>): CallRecord {
  const message = `${app} is not a service this app was granted (granted: ${[...granted].sort().join(', ')})`;
  return { seq: 0, app, api, args, ok: false, status: 403, response: null, error: { status: 403, code: 'service_not_granted', message }, diff: [] };
}

/**
 * The API boundary for package callers: responses come back with secrets masked and, when a
 * grant is given, a call to any other service is refused without reaching the world (admission
 * already rejects such packages; this holds for the app-side agent's calls too).
 */
export function packageCaller(inner: ApiCaller, granted?: ReadonlySet<string>): ApiCaller {
  return {
    call: (app, api, args) => {
      if (granted && !granted.has(app)) return refusedCall(app, api, args, granted);
      const record = inner.call(app, api, args);
      return record.ok ? { ...record, response: maskSecrets(record.response) } : record;
    },
  };
}
