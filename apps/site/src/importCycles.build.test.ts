import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle among the modules the site ships (apps/site/src and the workspace packages it
 * imports: ui, domain, api-client). In a cycle the bundler must start one module before another
 * it needs; a `const` of the module started second is then read before it is set, and the
 * browser throws "Cannot access 'x' before initialization" on a page that used to work. Only
 * imports that run code count: `import type` and `import()` (loaded later, when called) do not.
 * Modules are resolved as TypeScript resolves them with the site's tsconfig (package exports).
 */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOTS = [
  'apps/site/src',
  'packages/ui/src',
  'packages/domain/src',
  'packages/api-client/src',
];
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /\.(test|stories|build\.test)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !SKIP.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = resolve(REPO, 'apps/site/tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  return ts.parseJsonConfigFileContent(config, ts.sys, resolve(REPO, 'apps/site')).options;
}

/** The specifiers a module imports for their values (evaluated when the module starts). */
function valueImports(file: string): string[] {
  const text = ts.sys.readFile(file) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Module graph of the roots: file -> the files of the roots it imports for values. */
export function moduleGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const files = ROOTS.flatMap((root) => sourceFiles(resolve(REPO, root)));
  const inRoots = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = valueImports(file)
      .map(
        (specifier) =>
          ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter((target): target is string => target !== undefined && inRoots.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Each strongly connected group of more than one module (or a module importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has none among the modules of the site, ui, domain and api-client', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(300);
    const named = cycles(graph).map((group) => group.map((file) => relative(REPO, file)));
    expect(named).toEqual([]);
  });
});
