/**
 * Case tables as data: a case module's rows live beside it in `<module>.ndjson`, one task a line.
 * Each line names its table in `case` (the module has one builder per table) and is checked by
 * that table's zod schema, strictly, so a misspelt field is an error at `file:line`, not a task
 * that silently lost a value.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SplitSchema } from '../../../src/schemas/assertions.ts';

/** What every row states about its task: id, split and seed, the app's title, what the user wants. */
export const caseHead = { id: z.string().min(1), split: SplitSchema, seed: z.number().int(), title: z.string().min(1), intention: z.string().min(1) };
/** A row that also names and describes its app. */
export const appCase = { ...caseHead, appId: z.string().min(1), summary: z.string().min(1) };

type Tables = Record<string, z.ZodObject>;
export type Rows<T extends Tables> = { [K in keyof T]: z.infer<T[K]>[] };

/** Where a problem in a case file is, for the message. */
const place = (file: string, line: number) => `${relative(process.cwd(), file)}:${line}`;

/**
 * Reads the rows of the module at `moduleUrl` (its `import.meta.url`) from the `.ndjson` beside
 * it, grouped by table, in file order. A row of a table the module does not build, a missing
 * table or a row its schema refuses is an error naming the line.
 */
export function caseRows<T extends Tables>(moduleUrl: string, tables: T): Rows<T> {
  const file = fileURLToPath(moduleUrl).replace(/\.ts$/, '.ndjson');
  const rows = Object.fromEntries(Object.keys(tables).map((name) => [name, [] as unknown[]]));
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (text.trim() === '') return;
      const at = place(file, index + 1);
      let row: unknown;
      try {
        row = JSON.parse(text);
      } catch (error) {
        throw new Error(`${at}: not a JSON line (${error instanceof Error ? error.message : String(error)})`);
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new Error(`${at}: a row is a JSON object`);
      const { case: table, ...fields } = row as Record<string, unknown>;
      const schema = typeof table === 'string' && Object.hasOwn(tables, table) ? tables[table] : undefined;
      if (!schema) throw new Error(`${at}: "case" must name one of this module's tables (${Object.keys(tables).join(', ')}), not ${JSON.stringify(table)}`);
      const parsed = schema.strict().safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${at}: ${issue.path.join('.') || 'the row'}: ${issue.message}`);
      }
      rows[table as string]!.push(parsed.data);
    });
  for (const [name, list] of Object.entries(rows)) if (list.length === 0) throw new Error(`${place(file, 1)}: no rows for the table "${name}"`);
  return rows as Rows<T>;
}

/** A table's schema and the builder that makes one task of each of its rows. */
export type TableBuilder<S extends z.ZodObject, R> = readonly [S, (row: z.infer<S>) => R];

/**
 * The tasks of a module whose tables each map one row to one task: `caseTasks(import.meta.url,
 * { order: [OrderCase, orderTask], … })` reads the rows as `caseRows` does and returns each
 * table's tasks in turn, in the order the tables are listed.
 */
export function caseTasks<T extends Record<string, z.ZodObject>, R>(moduleUrl: string, tables: { [K in keyof T]: TableBuilder<T[K], R> }): R[] {
  const schemas = Object.fromEntries(Object.entries(tables).map(([name, [schema]]) => [name, schema])) as unknown as T;
  const rows = caseRows(moduleUrl, schemas);
  return Object.entries(tables).flatMap(([name, [, build]]) => (rows[name] as z.infer<T[keyof T]>[]).map((row) => build(row)));
}
