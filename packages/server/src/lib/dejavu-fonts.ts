import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The bytes of DejaVu Sans, regular and bold (the `dejavu-fonts-ttf` package), read once: the font the server draws
 * text with wherever it must not depend on the machine's fonts (NDA certificates' PDFs, the demo's portraits). It
 * covers Latin scripts beyond Latin-1, Greek, Cyrillic and Armenian.
 */
export const dejaVuFontBytes = (() => {
  const require = createRequire(import.meta.url);
  const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  let loaded: { regular: Buffer; bold: Buffer } | undefined;
  return () => {
    loaded ??= { regular: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf') };
    return loaded;
  };
})();
