import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The words the browser's catalogues read (src/i18n/serverMessages.ts) come from
 * domain/validation/<x>.messages.ts, which import no schema: were one of them to import yup or a
 * schema module, yup would be downloaded again by every signed-in screen (bench/bundle.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const validation = path.join(root, 'domain/validation');
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);

describe('the catalogues’ words import no schema', () => {
  const wordFiles = readdirSync(validation).filter((file) => file.endsWith('.messages.ts'));

  it('has word modules to check', () => {
    expect(wordFiles.length).toBeGreaterThan(15);
  });

  it.each(wordFiles)('%s imports neither yup nor a schema module', (file) => {
    for (const spec of importsOf(path.join(validation, file))) {
      expect(spec).not.toBe('yup');
      if (spec.startsWith('./')) expect(spec, `${file} imports ${spec}`).toMatch(/\.messages$/);
    }
  });

  it('src/i18n/serverMessages.ts reads domain/validation only through its word modules', () => {
    const specs = importsOf(path.join(root, 'src/i18n/serverMessages.ts')).filter((spec) =>
      spec.includes('domain/validation/'),
    );
    expect(specs.length).toBeGreaterThan(15);
    for (const spec of specs) expect(spec).toMatch(/\.messages$/);
  });
});
