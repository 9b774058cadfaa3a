import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a webpack build puts in the chunk of some source files, read from their import statements the
 * way webpack reads them: `import type` brings nothing, `import()` starts another chunk (not followed),
 * and a package marked free of side effects contributes only the files declaring the names imported
 * from it, plus what those import (`@hospital/domain`: app-config.js). Other packages are not entered:
 * they are listed by name.
 */
export interface ImportGraph {
  /** Absolute paths of the source files included (this app's and the side-effect-free packages'). */
  files: Set<string>;
  /** Packages imported by a value import, by name ('yup', 'react-hook-form', '@hospital/ui'). */
  packages: Set<string>;
}

type Names = readonly string[] | 'all';

interface ParsedFile {
  imports: { specifier: string; names: Names }[];
  /** Names this file itself declares as exported values. */
  declared: Set<string>;
  /** `export { a as b } from './x'`: b -> ('./x', a). */
  reexports: Map<string, { specifier: string; name: string }>;
  exportStars: string[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js'];
const parsedFiles = new Map<string, ParsedFile>();

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function declaredNames(statement: ts.Statement): string[] {
  if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) return [];
  if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) return ['default'];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  }
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text];
  }
  return []; // interfaces and type aliases: nothing at run time
}

function importedNames(clause: ts.ImportClause | undefined): Names | null {
  if (!clause) return 'all'; // `import './x'` runs the whole file
  if (clause.isTypeOnly) return null;
  const names: string[] = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return 'all';
  if (bindings) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names.length > 0 ? names : null;
}

function parse(file: string): ParsedFile {
  const cached = parsedFiles.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const parsed: ParsedFile = { imports: [], declared: new Set(), reexports: new Map(), exportStars: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const names = importedNames(statement.importClause);
      if (names) parsed.imports.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      if (specifier === null) {
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements)
            if (!element.isTypeOnly) parsed.declared.add(element.name.text);
        }
      } else if (!clause) {
        parsed.exportStars.push(specifier);
      } else if (ts.isNamespaceExport(clause)) {
        parsed.imports.push({ specifier, names: 'all' });
        parsed.declared.add(clause.name.text);
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          parsed.reexports.set(element.name.text, { specifier, name });
        }
      }
    } else {
      for (const name of declaredNames(statement)) parsed.declared.add(name);
    }
  }
  parsedFiles.set(file, parsed);
  return parsed;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext)];
  candidates.push(...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)));
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return SOURCE_EXTENSIONS.includes(path.extname(found)) ? found : null; // CSS, JSON: no imports
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param roots source files whose chunk is measured
 * @param sideEffectFree package name -> its entry file, for packages webpack tree-shakes by file
 */
export function importGraph(roots: string[], sideEffectFree: Record<string, string>): ImportGraph {
  const graph: ImportGraph = { files: new Set(), packages: new Set() };
  const freeDirs = Object.values(sideEffectFree).map((entry) => path.dirname(entry) + path.sep);
  const isSideEffectFree = (file: string) => freeDirs.some((dir) => file.startsWith(dir));

  const includeFile = (file: string) => {
    if (graph.files.has(file)) return;
    graph.files.add(file);
    const parsed = parse(file);
    for (const { specifier, names } of parsed.imports) follow(file, specifier, names);
    // A file included whole runs its re-exports too (only side-effect-free packages are entered by name).
    for (const { specifier, name } of parsed.reexports.values()) follow(file, specifier, [name]);
    for (const specifier of parsed.exportStars) follow(file, specifier, 'all');
  };

  // The file that really declares `name`, through `export { } from` and `export * from`.
  const declaringFile = (file: string, name: string, seen = new Set<string>()): string | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const parsed = parse(file);
    if (parsed.declared.has(name)) return file;
    const reexport = parsed.reexports.get(name);
    if (reexport) {
      const target = resolveRelative(file, reexport.specifier);
      return target && declaringFile(target, reexport.name, seen);
    }
    for (const specifier of parsed.exportStars) {
      const target = resolveRelative(file, specifier);
      const found = target && declaringFile(target, name, seen);
      if (found) return found;
    }
    return null;
  };

  const includeNames = (file: string, names: Names) => {
    if (names === 'all' || !isSideEffectFree(file)) {
      includeFile(file);
      return;
    }
    for (const name of names) {
      const declaring = declaringFile(file, name);
      if (!declaring) throw new Error(`${file} exports no ${name}`);
      includeFile(declaring);
    }
  };

  const follow = (from: string, specifier: string, names: Names) => {
    if (specifier.startsWith('.')) {
      const target = resolveRelative(from, specifier);
      if (target) includeNames(target, names);
      return;
    }
    const name = packageName(specifier);
    const entry = sideEffectFree[name];
    if (entry && specifier === name) includeNames(entry, names);
    else graph.packages.add(name);
  };

  for (const root of roots) includeFile(root);
  return graph;
}
