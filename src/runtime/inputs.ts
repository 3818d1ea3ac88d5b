import type { InputSpec } from '../schemas/package.ts';

type Coerced = string | number | boolean | string[] | null;

const TRUE = new Set(['true', 'yes', 'on', '1']);
const FALSE = new Set(['false', 'no', 'off', '0']);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function coerceOne(spec: InputSpec, value: unknown): Coerced | string[] | Error {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  switch (spec.type) {
    case 'text':
      return text ?? new Error('expected text');
    case 'number': {
      const number = typeof value === 'number' ? value : text !== undefined ? Number(text) : Number.NaN;
      return Number.isFinite(number) ? number : new Error(`expected a number, got ${JSON.stringify(value)}`);
    }
    case 'date':
      return text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : new Error(`expected a date (YYYY-MM-DD), got ${JSON.stringify(value)}`);
    case 'time':
      return text !== undefined && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text) ? text : new Error(`expected a time (HH:MM), got ${JSON.stringify(value)}`);
    case 'select':
      return text !== undefined && (spec.options ?? []).includes(text) ? text : new Error(`expected one of ${(spec.options ?? []).map((o) => JSON.stringify(o)).join(', ')}, got ${JSON.stringify(value)}`);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (text !== undefined && TRUE.has(text.toLowerCase())) return true;
      if (text !== undefined && FALSE.has(text.toLowerCase())) return false;
      return new Error(`expected yes or no, got ${JSON.stringify(value)}`);
    case 'list': {
      const items = Array.isArray(value) ? value : text !== undefined ? text.split(/[,\n]/) : undefined;
      if (!items || !items.every((i) => typeof i === 'string' || typeof i === 'number')) return new Error('expected a list of texts');
      return items.map((i) => String(i).trim()).filter((i) => i !== '');
    }
  }
}

/**
 * Coerces submitted values to the declared input types (a number input accepts "12", a list
 * input accepts "a, b"). Absent optional inputs take their default, else null. Values for
 * undeclared names are ignored. Returns every problem at once.
 */
export function coerceInputs(specs: readonly InputSpec[], given: Record<string, unknown>): { inputs: Record<string, Coerced> } | { errors: string[] } {
  const inputs: Record<string, Coerced> = {};
  const errors: string[] = [];
  for (const spec of specs) {
    const value = given[spec.name];
    if (isEmpty(value)) {
      if (spec.required) errors.push(`${spec.label} (${spec.name}) is required`);
      else {
        const fallback = spec.default === undefined ? null : coerceOne(spec, spec.default);
        inputs[spec.name] = fallback instanceof Error ? null : fallback;
      }
      continue;
    }
    const coerced = coerceOne(spec, value);
    if (coerced instanceof Error) errors.push(`${spec.label} (${spec.name}): ${coerced.message}`);
    else inputs[spec.name] = coerced;
  }
  return errors.length > 0 ? { errors } : { inputs };
}
