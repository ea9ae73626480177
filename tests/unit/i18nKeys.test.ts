import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en, english } from '../../src/i18n/en';
import { ru, russian } from '../../src/i18n/ru';
import { ruCore, russianCore } from '../../src/i18n/ruCore';
import { ruScreens } from '../../src/i18n/ruScreens';

/** Every leaf key of a messages tree, as dotted paths. */
const leafKeys = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object'
    ? Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const missingFrom = (from: unknown, other: unknown) => {
  const have = new Set(leafKeys(other));
  return leafKeys(from).filter((key) => !have.has(key));
};

describe('ru and en have the same keys', () => {
  it('finds a key that one language lacks (the check itself)', () => {
    expect(missingFrom({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
    expect(missingFrom({ a: 'x' }, { a: { b: 'x' } })).toEqual(['a']);
  });

  it('the product messages', () => {
    expect(missingFrom(ru, en), 'in ru.ts, not in en.ts').toEqual([]);
    expect(missingFrom(en, ru), 'in en.ts, not in ru.ts').toEqual([]);
  });

  it("with react-admin's own messages merged in (ra.*, the rich-text toolbar's ra.tiptap.*)", () => {
    expect(missingFrom(english.ra.tiptap, russian.ra.tiptap)).toEqual([]);
    // react-admin's Russian pack keeps its own keys beside ours (ru.ts merges, it does not replace).
    expect(russian.ra.action.cancel).toBe('Отмена');
    expect(english.ra.action.cancel).toBe('Cancel');
  });

  it('no English text is left Russian', () => {
    const cyrillic = leafKeys(en).filter((key) =>
      /[А-Яа-яЁё]/.test(String(key.split('.').reduce<any>((node, part) => node?.[part], en))),
    );
    expect(cyrillic).toEqual([]);
  });
});

const ROOT = join(__dirname, '../..');
const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * Cyrillic a tsx file may keep: data, not labels. CSV headers and cells (part 2 fixes the
 * exported files' Russian headers; the server writes the real files from domain/exports).
 */
const ALLOWED: Record<string, string[]> = {
  'resources/media/MediaList.tsx': ['Архив', 'Ссылка'],
};
/** Calls whose arguments are CSV columns (headers stay Russian by spec). */
const CSV_CALLS = new Set(['csvExporter', 'toCsv']);

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });

/** Cyrillic string literals, template texts and JSX texts of a file (comments are not read). */
const cyrillicLiterals = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const inCsv = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && CSV_CALLS.has(n.expression.text))
        return true;
      if (ts.isVariableDeclaration(n) && n.type && /CsvColumn/.test(n.type.getText(source))) return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && CYRILLIC.test(node.text) && !inCsv(node)) found.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('screens word their text through translate keys', () => {
  it('finds a Cyrillic label, template text and JSX text, but not comments or CSV headers (the check itself)', () => {
    const sample = [
      '// Комментарий',
      "const a = <Button label='Сохранить' />;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the sample source
      'const b = `Удалить «${x}»?`;',
      'const c = <p>Выбрано</p>;',
      "const d = csvExporter('f', [['Название', (r) => r.title]]);",
    ].join('\n');
    expect(cyrillicLiterals('sample.tsx', sample)).toEqual(['Сохранить', 'Удалить «', 'Выбрано']);
  });

  it('no tsx under src/ or resources/ holds a Cyrillic literal outside the allow-list', () => {
    const offending = [...tsxFiles(join(ROOT, 'src')), ...tsxFiles(join(ROOT, 'resources'))].flatMap(
      (path) => {
        const file = relative(ROOT, path);
        const allowed = ALLOWED[file] ?? [];
        return cyrillicLiterals(file, readFileSync(path, 'utf8'))
          .filter((text) => !allowed.includes(text))
          .map((text) => `${file}: ${text}`);
      },
    );
    expect(offending).toEqual([]);
  });
});

/**
 * The Russian catalogue comes in two parts (src/i18n): the core, loaded with the app, and the other
 * screens' words, loaded with the first of those screens. The shell and the first signed-in screen
 * render before the second part may have come, so every key they name must be in the core.
 */
describe('the core catalogue words the shell and the first signed-in screen', () => {
  const FIRST_SCREEN = [
    'src/layout',
    'src/pages/Dashboard.tsx',
    'src/pages/ErrorPage.tsx',
    'src/pages/RouteGuard.tsx',
    'src/pages/NotYetAvailable.tsx',
    'src/pages/password',
    'resources/employees',
    'resources/shared/ResponsiveDataTable.tsx',
    'resources/shared/KeysetPagination.tsx',
    'resources/shared/SearchInput.tsx',
    'resources/shared/ServerExportButton.tsx',
    'domain/permissions.ts',
    'domain/menu.ts',
  ];
  const sourceFiles = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name)))
      : /\.tsx?$/.test(path)
        ? [path]
        : [];
  const KEY = /['"]((?:app|resources|ra)\.[\w.-]+)['"]/g;
  const has = (tree: unknown, key: string) =>
    key.split('.').reduce<any>((node, part) => node?.[part], tree) !== undefined;

  it('finds a key the core lacks (the check itself)', () => {
    expect(has(russianCore, 'app.menu.home')).toBe(true);
    expect(has(russianCore, 'resources.formats.name')).toBe(false);
    expect(has(russian, 'resources.formats.name')).toBe(true);
  });

  it('every key named by those files is in the core', () => {
    const files = FIRST_SCREEN.flatMap((path) => sourceFiles(join(ROOT, path)));
    expect(files.length).toBeGreaterThan(30);
    const missing = files.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(KEY)]
        .map((match) => match[1])
        .filter((key) => !key.endsWith('.') && !has(russianCore, key))
        .map((key) => `${relative(ROOT, path)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('the two parts share no key, so merging them loses none', () => {
    for (const tree of ['app', 'resources', 'ra'] as const) {
      const core = Object.keys((ruCore as Record<string, object | undefined>)[tree] ?? {});
      const screens = Object.keys(ruScreens[tree]);
      expect(
        core.filter((key) => screens.includes(key)),
        tree,
      ).toEqual([]);
    }
  });
});
