/** @database none: builds PDFs in memory and reads them with pdf.js, so it runs in one server pass only (jest.config.cjs). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type NdaSigning, sha256Hex, signedNdaPdf } from './nda-certificate';

const serverDir = path.resolve(__dirname, '../../..');

/** The text pdf.js reads from each page (as a reader's viewer or a search would), one string per page. */
function pageTexts(bytes: Uint8Array): string[] {
  const script = `
    import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: VerbosityLevel.ERRORS }).promise;
    const pages = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => item.str).join(' '));
    }
    process.stdout.write(JSON.stringify(pages));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: serverDir, input: bytes });
  return JSON.parse(out.toString()) as string[];
}

const signing = (overrides: Partial<NdaSigning> = {}): NdaSigning => ({
  recordId: '0b9c7a3e-5d1f-4e2a-9c8b-7a6d5e4f3c21',
  fundName: 'Vltava Growth Fund I',
  linkUrl: 'https://fundnet.example/l/abc123',
  version: 2,
  text: 'Confidentiality. You keep what the fund shares confidential for two years.',
  versionHash: sha256Hex('v2'),
  document: null,
  fullName: 'Robin Signer',
  drawing: null,
  email: 'robin@allocator.example',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  signedAt: new Date('2026-11-30T09:15:00.000Z'),
  ...overrides,
});

describe('the signed NDA PDF', () => {
  it('prints names beyond Latin-1 as written: Polish, Czech, Romanian, Greek and Cyrillic', async () => {
    const names = ['Łukasz Wójcik', 'Antonín Dvořák', 'Ștefan Țurcanu', 'Ελένη Παππά', 'Анна Иванова'];
    for (const fullName of names) {
      const pdf = await signedNdaPdf(signing({ fullName, fundName: 'Fundusz Łódź Żółw' }));
      const text = pageTexts(pdf.bytes).join('\n');
      // The signature block and the certificate page both name the signer, and the fund is named as typed.
      expect(text.split(fullName).length - 1).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Fundusz Łódź Żółw');
      expect(text).not.toContain('?');
    }
  });

  it('prints a character the font cannot draw as "?", never as an empty box', async () => {
    const pdf = await signedNdaPdf(signing({ fullName: 'Wang 王芳' }));
    expect(pageTexts(pdf.bytes).join('\n')).toContain('Wang ??');
  });

  it('gives the same bytes for the same facts, so a copy made later has the hash the fund recorded', async () => {
    const first = await signedNdaPdf(signing({ fullName: 'Łukasz Wójcik' }));
    const again = await signedNdaPdf(signing({ fullName: 'Łukasz Wójcik' }));
    expect(again.fileHash).toBe(first.fileHash);
    expect(again.contentHash).toBe(first.contentHash);
    expect(sha256Hex(again.bytes)).toBe(first.fileHash);
    // Another signer is another document.
    expect((await signedNdaPdf(signing({ fullName: 'Lukasz Wojcik' }))).fileHash).not.toBe(first.fileHash);
  });
});
