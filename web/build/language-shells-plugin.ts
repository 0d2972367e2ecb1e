import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  directionOf,
  LANGUAGES,
  type LanguageCode,
  manifestOf,
  pageShellOf,
  SOURCE_LANGUAGE,
} from '../src/i18n/languages.ts';
import { SHELL_TEXTS } from '../src/i18n/shell-texts.ts';
import { CATALOG_MODULE } from './compiled-catalogs-plugin.ts';

/**
 * The page shell and the web manifest in each language, from the French ones: `<html lang dir>`, the
 * description and the manifest's name say the language, and the shell asks for its language's first
 * catalog beside the entry (the first render waits for it). The servers hand each visitor the shell of
 * their language (web/server/page-language.ts, deploy/nginx).
 */
export function languageShells(): Plugin {
  let publicDir = '';
  return {
    name: 'lemans-language-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const source = bundle['index.html'];
      if (source?.type !== 'asset') throw new Error('index.html absent du build');
      const html = String(source.source);
      const manifest = JSON.parse(await readFile(resolve(publicDir, 'manifest.webmanifest'), 'utf8'));
      const coreChunks = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        const match = file.type === 'chunk' ? CATALOG_MODULE.exec(file.facadeModuleId ?? '') : null;
        if (match?.[2] === 'core' && match[1]) coreChunks.set(match[1], file.fileName);
      }
      for (const { code } of LANGUAGES) {
        if (code === SOURCE_LANGUAGE) continue;
        const chunk = coreChunks.get(code);
        if (!chunk) throw new Error(`catalogue core absent du build : ${code}`);
        this.emitFile({
          type: 'asset',
          fileName: pageShellOf(code).slice(1),
          source: shellIn(html, code, chunk),
        });
        this.emitFile({
          type: 'asset',
          fileName: manifestOf(code).slice(1),
          source: JSON.stringify({ ...manifest, ...manifestTexts(code) }, null, 2),
        });
      }
    },
  };
}

type TranslatedLanguage = Exclude<LanguageCode, typeof SOURCE_LANGUAGE>;

function manifestTexts(code: TranslatedLanguage) {
  return {
    name: SHELL_TEXTS[code].name,
    description: SHELL_TEXTS[code].description,
    lang: code,
    dir: directionOf(code),
  };
}

/** The French shell `html` said in `code`, asking for its catalog `chunk` with the entry. */
export function shellIn(html: string, code: TranslatedLanguage, chunk: string): string {
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const replaced = html
    .replace(/<html lang="fr" dir="ltr">/, `<html lang="${code}" dir="${directionOf(code)}">`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${attribute(SHELL_TEXTS[code].description)}" />`,
    )
    .replace(`href="${manifestOf(SOURCE_LANGUAGE)}"`, `href="${manifestOf(code)}"`)
    .replace('</head>', `<link rel="modulepreload" crossorigin href="/${chunk}">\n</head>`);
  if (!replaced.includes(`lang="${code}"`) || !replaced.includes(manifestOf(code)))
    throw new Error(`index.html ne se laisse pas traduire en ${code}`);
  return replaced;
}
