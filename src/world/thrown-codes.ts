import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Test support (errors.test.ts): the error codes each API's handler can raise, read from the
 * source with the TypeScript compiler rather than by running the APIs, so every branch counts,
 * including those no fixture reaches.
 *
 * From the handler of each `api({...})` declaration the analysis follows every call into the
 * project's own functions, with the arguments bound to the callee's parameters, and collects the
 * code argument of each `ctx.fail(status, code, …)` and `new ApiFailure(status, code, …)`. Codes
 * are evaluated, not pattern-matched: literals, `cond ? 'a' : 'b'`, template strings, constants,
 * and parameters bound at the call site (`setItem(…, done)` → `done ? 'already_checked' : …`,
 * factories such as `linkApis({ add: ['like_album', …, 'already_liked'] })`). An API declared by
 * a factory or a `.map` is analysed once per instance, with that instance's arguments. A call to
 * another app's API (`ctx.invoke(app, api, …)`) adds that API's codes: its failures pass through.
 * A code the analysis cannot evaluate is reported, never guessed.
 */

const WORLD_DIR = fileURLToPath(new URL('.', import.meta.url));

/** One analysed API: where it is declared, the codes its handler raises, the APIs it invokes. */
export interface ThrownCodes {
  app: string;
  api: string;
  /** Codes raised in this API's own code (its handler and the functions it calls). */
  codes: Set<string>;
  /** Other apps' APIs it calls through ctx.invoke, as `app.api`. */
  invokes: Set<string>;
  /** Code expressions that could not be evaluated, as `file:line: text`. */
  unresolved: string[];
}

type Val =
  | { kind: 'str'; v: string }
  | { kind: 'bool'; v: boolean }
  | { kind: 'num'; v: number }
  | { kind: 'undef' }
  | { kind: 'obj'; node: ts.ObjectLiteralExpression; env: Env }
  | { kind: 'arr'; node: ts.ArrayLiteralExpression; env: Env }
  /** Not known here; `ref` names it when it is a property path from one unbound variable (`ctx.user.id`). */
  | { kind: 'unknown'; text: string; ref?: string };

/** Parameter bindings: a parameter's symbol → the argument expression and the scope it is read in. */
type Env = ReadonlyMap<ts.Symbol, { expr: ts.Expression | undefined; env: Env }>;
const EMPTY: Env = new Map();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The app a declaration belongs to: its folder under apps/, or every app for the shared auth APIs (null). */
function appOf(file: string): string | null | undefined {
  const rel = relative(WORLD_DIR, file).split(sep);
  if (rel[0] === 'apps' && rel.length > 2) return rel[1];
  if (rel.length === 1 && rel[0] === 'auth.ts') return null;
  return undefined;
}

export function analyseThrownCodes(): ThrownCodes[] {
  const program = ts.createProgram(sourceFiles(WORLD_DIR), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && f.fileName.startsWith(WORLD_DIR.replace(/\\/g, '/')));

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${relative(WORLD_DIR, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  function symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }

  /** The function a symbol names, if the project declares its body. */
  function functionOf(symbol: ts.Symbol | undefined): ts.SignatureDeclaration | undefined {
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl || decl.getSourceFile().isDeclarationFile) return undefined;
    if ((ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) && decl.body) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return decl.initializer;
    return undefined;
  }

  const symbolIds = new Map<ts.Symbol, number>();
  const refOf = (symbol: ts.Symbol) => {
    if (!symbolIds.has(symbol)) symbolIds.set(symbol, symbolIds.size);
    return `#${symbolIds.get(symbol)}`;
  };

  const safeText = (node: ts.Node) => (node.pos >= 0 ? node.getText() : '(synthesized)');

  function evaluate(node: ts.Expression | undefined, env: Env, depth = 0): Val[] {
    if (!node) return [{ kind: 'undef' }];
    if (depth > 40) return [{ kind: 'unknown', text: safeText(node) }];
    const next = (n: ts.Expression | undefined, e: Env = env) => evaluate(n, e, depth + 1);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) return next(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ kind: 'str', v: node.text }];
    if (ts.isNumericLiteral(node)) return [{ kind: 'num', v: Number(node.text) }];
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return [{ kind: 'bool', v: node.kind === ts.SyntaxKind.TrueKeyword }];
    if (ts.isObjectLiteralExpression(node)) return [{ kind: 'obj', node, env }];
    if (ts.isArrayLiteralExpression(node)) return [{ kind: 'arr', node, env }];
    if (ts.isTemplateExpression(node)) {
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = next(span.expression);
        if (parts.some((p) => p.kind !== 'str')) return [{ kind: 'unknown', text: safeText(node) }];
        texts = texts.flatMap((t) => parts.map((p) => t + (p as { v: string }).v + span.literal.text));
      }
      return texts.map((v) => ({ kind: 'str', v }));
    }
    if (ts.isConditionalExpression(node)) {
      const test = truth(node.condition, env);
      if (test !== undefined) return next(test ? node.whenTrue : node.whenFalse);
      return [...next(node.whenTrue), ...next(node.whenFalse)];
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      const test = truth(node.operand, env);
      return test === undefined ? [{ kind: 'unknown', text: safeText(node) }] : [{ kind: 'bool', v: !test }];
    }
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
      const left = truth(node.left, env);
      const and = node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
      if (left === undefined) return [{ kind: 'unknown', text: safeText(node) }];
      return left === and ? next(node.right) : next(node.left);
    }
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) {
      const [a, b] = [next(node.left), next(node.right)];
      const known = (v: Val | undefined) => v && (v.kind === 'undef' || 'v' in v);
      const [x, y] = [a[0], b[0]];
      if (a.length === 1 && b.length === 1 && x?.kind === 'unknown' && y?.kind === 'unknown' && x.ref && x.ref === y.ref) {
        return [{ kind: 'bool', v: node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken }];
      }
      if (a.length === 1 && b.length === 1 && known(a[0]) && known(b[0])) {
        const same = a[0]?.kind === b[0]?.kind && (a[0]?.kind === 'undef' || (a[0] as { v: unknown }).v === (b[0] as { v: unknown }).v);
        return [{ kind: 'bool', v: same === (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) }];
      }
    }
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return [{ kind: 'undef' }];
      const symbol = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node ? checker.getShorthandAssignmentValueSymbol(node.parent) : symbolOf(node);
      if (!symbol) return [{ kind: 'unknown', text: node.text }];
      const bound = env.get(symbol);
      if (bound) return next(bound.expr, bound.env);
      const decl = symbol.valueDeclaration;
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) return next(decl.initializer);
      if (decl && ts.isParameter(decl) && decl.initializer) return next(decl.initializer);
      // `const { a, b } = input`: a property of what the pattern destructures.
      if (decl && ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent) && ts.isVariableDeclaration(decl.parent.parent) && decl.parent.parent.initializer && !decl.dotDotDotToken) {
        const key = decl.propertyName && ts.isIdentifier(decl.propertyName) ? decl.propertyName.text : ts.isIdentifier(decl.name) ? decl.name.text : undefined;
        if (key) return next(ts.factory.createPropertyAccessExpression(decl.parent.parent.initializer, key) as never);
      }
      return [{ kind: 'unknown', text: node.text, ref: refOf(symbol) }];
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const key = ts.isPropertyAccessExpression(node) ? [{ kind: 'str', v: node.name.text } as Val] : next(node.argumentExpression);
      return next(node.expression).flatMap((target): Val[] => {
        const k = key[0];
        if (key.length !== 1 || !k) return [{ kind: 'unknown', text: safeText(node) }];
        if (target.kind === 'arr' && k.kind === 'num') {
          const item = target.node.elements[k.v];
          return item && !ts.isSpreadElement(item) ? evaluate(item, target.env, depth + 1) : [{ kind: 'undef' }];
        }
        if (target.kind === 'obj' && k.kind === 'str') {
          const prop = target.node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === k.v);
          if (!prop) return [{ kind: 'undef' }];
          if (ts.isPropertyAssignment(prop)) return evaluate(prop.initializer, target.env, depth + 1);
          if (ts.isShorthandPropertyAssignment(prop)) return evaluate(prop.name, target.env, depth + 1);
        }
        if (target.kind === 'undef') return [{ kind: 'undef' }];
        const ref = target.kind === 'unknown' && target.ref && k.kind === 'str' ? `${target.ref}.${k.v}` : undefined;
        return [{ kind: 'unknown', text: safeText(node), ...(ref ? { ref } : {}) }];
      });
    }
    return [{ kind: 'unknown', text: safeText(node) }];
  }

  /** The truth of a condition when it is known in this scope (a bound flag, a literal), else undefined. */
  function truth(node: ts.Expression, env: Env): boolean | undefined {
    const values = evaluate(node, env);
    const truths = new Set(values.map((v) => (v.kind === 'unknown' ? undefined : v.kind === 'undef' ? false : v.kind === 'obj' || v.kind === 'arr' ? true : Boolean(v.v))));
    return truths.size === 1 ? [...truths][0] : undefined;
  }

  /** Whether `callee` is a method of the handler context (ApiContext / CallContext). */
  function contextMethod(callee: ts.Expression, name: string): boolean {
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== name) return false;
    const decl = symbolOf(callee.name)?.declarations?.[0];
    const owner = decl?.parent;
    return !!owner && (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && ['ApiContext', 'CallContext'].includes(owner.name?.text ?? '');
  }

  interface Found {
    codes: Set<string>;
    invokes: Set<string>;
    unresolved: string[];
  }

  function addCodes(found: Found, expr: ts.Expression | undefined, env: Env): void {
    for (const value of evaluate(expr, env)) {
      if (value.kind === 'str') found.codes.add(value.v);
      else if (value.kind !== 'undef') found.unresolved.push(`${where(expr ?? ts.factory.createIdentifier(''))}: ${expr?.getText() ?? '(none)'}`);
    }
  }

  /** Whether a statement always leaves its function (return or throw on every path). */
  function exits(statement: ts.Statement): boolean {
    if (ts.isReturnStatement(statement) || ts.isThrowStatement(statement)) return true;
    if (ts.isBlock(statement)) return statement.statements.some(exits);
    if (ts.isIfStatement(statement)) return !!statement.elseStatement && exits(statement.thenStatement) && exits(statement.elseStatement);
    return false;
  }

  function walk(fn: ts.Node, env: Env, found: Found, stack: ts.Node[]): void {
    if (stack.includes(fn) || stack.length > 30) return;
    const inner = [...stack, fn];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'ApiFailure') addCodes(found, args[1], env);
        else if (ts.isCallExpression(node) && contextMethod(node.expression, 'fail')) addCodes(found, args[1], env);
        else if (ts.isCallExpression(node) && contextMethod(node.expression, 'invoke')) {
          const [apps, apis] = [evaluate(args[0], env), evaluate(args[1], env)];
          for (const a of apps) for (const b of apis) {
            if (a.kind === 'str' && b.kind === 'str') found.invokes.add(`${a.v}.${b.v}`);
            else found.unresolved.push(`${where(node)}: ${node.getText().slice(0, 80)}`);
          }
        } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const target = functionOf(symbolOf(node.expression));
          if (target) {
            const bound = new Map(env);
            target.parameters.forEach((p, i) => {
              const symbol = symbolOf(p.name);
              if (symbol) bound.set(symbol, { expr: args[i] ?? p.initializer, env });
            });
            walk(target, bound, found, inner);
          }
        }
      } else if (ts.isIdentifier(node) && ts.isCallExpression(node.parent) && node.parent.arguments.includes(node)) {
        // A function passed as a value (`rows.map(contactView)`) may run too.
        const target = functionOf(symbolOf(node));
        if (target && target !== fn) walk(target, EMPTY, found, inner);
      }
      // After an `if` known to be taken whose branch always returns, the rest of the block is dead.
      if (ts.isBlock(node)) {
        for (const statement of node.statements) {
          visit(statement);
          if (ts.isIfStatement(statement) && truth(statement.expression, env) === true && exits(statement.thenStatement)) return;
          if (exits(statement)) return;
        }
        return;
      }
      // A branch whose condition is known in this scope (a factory's flag) is the only one taken.
      if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
        const test = truth(ts.isIfStatement(node) ? node.expression : node.condition, env);
        if (test !== undefined) {
          visit(ts.isIfStatement(node) ? node.expression : node.condition);
          const taken = ts.isIfStatement(node) ? (test ? node.thenStatement : node.elseStatement) : test ? node.whenTrue : node.whenFalse;
          if (taken) visit(taken);
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (body) visit(body);
  }

  /** The enclosing function of a node (the factory an `api({...})` sits in), if any. */
  function enclosing(node: ts.Node): ts.SignatureDeclaration | undefined {
    for (let n = node.parent; n; n = n.parent) if (ts.isFunctionLike(n)) return n as ts.SignatureDeclaration;
    return undefined;
  }

  const callsOf = new Map<ts.Node, ts.CallExpression[]>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const target = functionOf(symbolOf(node.expression));
        if (target) callsOf.set(target, [...(callsOf.get(target) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** The parameter bindings under which code inside `fn` runs: one per way it is called. */
  function instances(fn: ts.SignatureDeclaration | undefined, depth = 0): Env[] {
    if (!fn || depth > 10) return [EMPTY];
    const parent = fn.parent;
    // `[...].map((x) => api({...}))`: one instance per element.
    if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && parent.expression.name.text === 'map' && parent.arguments[0] === fn) {
      const param = fn.parameters[0] && symbolOf(fn.parameters[0].name);
      return instances(enclosing(parent), depth + 1).flatMap((outer) =>
        evaluate((parent.expression as ts.PropertyAccessExpression).expression, outer).flatMap((list) =>
          list.kind === 'arr' && param ? list.node.elements.map((el) => new Map(outer).set(param, { expr: el, env: list.env }) as Env) : [outer],
        ),
      );
    }
    const calls = callsOf.get(fn) ?? [];
    if (calls.length === 0) return [EMPTY];
    return calls.flatMap((call) =>
      instances(enclosing(call), depth + 1).map((outer) => {
        const bound = new Map(outer);
        fn.parameters.forEach((p, i) => {
          const symbol = symbolOf(p.name);
          if (symbol) bound.set(symbol, { expr: call.arguments[i] ?? p.initializer, env: outer });
        });
        return bound as Env;
      }),
    );
  }

  const results: ThrownCodes[] = [];
  for (const file of files) {
    const app = appOf(file.fileName);
    if (app === undefined) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'api' && ts.isObjectLiteralExpression(node.arguments[0] ?? node)) {
        const def = node.arguments[0] as ts.ObjectLiteralExpression;
        const prop = (name: string) => def.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
        const nameExpr = prop('name')?.initializer ?? def.properties.find((p): p is ts.ShorthandPropertyAssignment => ts.isShorthandPropertyAssignment(p) && p.name.text === 'name')?.name;
        const handler = prop('handler')?.initializer;
        for (const env of instances(enclosing(node))) {
          const names = evaluate(nameExpr, env);
          const found: Found = { codes: new Set(), invokes: new Set(), unresolved: [] };
          if (handler) walk(handler, env, found, []);
          for (const n of names) {
            const api = n.kind === 'str' ? n.v : `<unresolved name at ${where(node)}>`;
            for (const a of app === null ? ['*'] : [app]) results.push({ app: a, api, ...found });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return results;
}
