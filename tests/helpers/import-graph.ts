// Every import of every TypeScript file under some folders, read with the TypeScript parser (no type checking,
// so the whole tree takes well under a second): static, re-exports, dynamic import() and import('x') types.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  /** A file relative to the root for relative specifiers, else the bare package specifier. */
  to: string;
  isPackage: boolean;
  /** Erased by the compiler (`import type`, `export type`, import('x') in a type). */
  typeOnly: boolean;
  line: number;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly));
}

export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: ImportEdge[] = [];
  const add = (spec: ts.Expression | undefined, typeOnly: boolean) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    const raw = spec.text.replace(/\?.*$/, '');
    const isPackage = !raw.startsWith('.');
    const to = isPackage ? raw : posix.normalize(posix.join(posix.dirname(file), raw));
    const line = source.getLineAndCharacterOfPosition(spec.getStart()).line + 1;
    edges.push({ from: file, to, isPackage, typeOnly, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Every import under the given folders (relative to root). */
export function importGraph(root: string, dirs: string[]): ImportEdge[] {
  return dirs.flatMap((d) =>
    tsFiles(join(root, d)).flatMap((f) => importsOf(root, relative(root, f).split('\\').join('/'))),
  );
}
