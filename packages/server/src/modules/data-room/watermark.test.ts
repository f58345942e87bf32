import { PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { readPages, streamsShowing } from '../../test/pdf-pages';
import { demoPdf } from './demo-files';
import { STAMP_OPACITY, stampedCopy, traceLine } from './watermark';

const stamp = { email: 'lp@allocator.test', at: new Date('2026-11-24T13:05:09Z'), viewCode: 'A1B2C3' };
const options = {
  customWatermarkText: 'Confidential',
  watermarkSize: 'medium',
  watermarkPosition: 'center',
  watermarkRotation: 45,
} as const;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const count = (texts: string[], wanted: (text: string) => boolean) => texts.filter(wanted).length;

describe('the stamped copy', () => {
  it('carries one stamp per page (e-mail, UTC time, view code), in the page content itself', async () => {
    const copy = await stampedCopy(await demoPdf('Quarterly report', 3), 'application/pdf', options, stamp);
    expect(copy.pageCount).toBe(3);
    const pages = await readPages(copy.bytes);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      // One stream: no extra stream appended after the page's own, no annotation, no form XObject laid on top.
      expect(page).toMatchObject({ streams: 1, annotations: 0, xObjects: 0 });
      expect(count(page.texts, (text) => text.includes(stamp.email))).toBe(1);
      expect(count(page.texts, (text) => text.includes('A1B2C3'))).toBe(1);
      expect(page.texts).toContain('2026-11-24 13:05 UTC · A1B2C3');
      expect(count(page.texts, (text) => text === 'Confidential')).toBe(1);
      // The page's own text is still there, in the same stream.
      expect(page.texts).toContain('Quarterly report');
    }
    // No clean copy of the page is left in the file as an unreferenced object.
    expect(await streamsShowing(copy.bytes, 'Quarterly report')).toBe(3);
  });

  it('draws the stamp semi-transparent, so the page stays readable through it', async () => {
    const copy = await stampedCopy(await demoPdf('Deck', 1), 'application/pdf', options, stamp);
    const document = await PDFDocument.load(copy.bytes);
    const states = document.getPage(0).node.Resources()!.lookup(PDFName.of('ExtGState'), PDFDict);
    const alphas = states
      .keys()
      .map((key) => states.lookup(key, PDFDict).lookup(PDFName.of('ca')))
      .filter((value): value is PDFNumber => value instanceof PDFNumber)
      .map((value) => value.asNumber());
    // One graphics state per stamped line, all the same light alpha.
    expect(alphas.length).toBeGreaterThan(0);
    expect(new Set(alphas)).toEqual(new Set([STAMP_OPACITY]));
    expect(STAMP_OPACITY).toBeGreaterThanOrEqual(0.15);
    expect(STAMP_OPACITY).toBeLessThanOrEqual(0.25);
  });

  it('without a watermark chosen, the one stamp is the trace line at the foot', async () => {
    const copy = await stampedCopy(await demoPdf('Deck', 2), 'application/pdf', null, stamp);
    for (const page of await readPages(copy.bytes)) {
      expect(page.streams).toBe(1);
      expect(count(page.texts, (text) => text.includes(stamp.email))).toBe(1);
      expect(page.texts).toContain(traceLine(stamp));
    }
  });

  it('stamps an image placed on a page the same way', async () => {
    const [page] = await readPages((await stampedCopy(PNG, 'image/png', options, stamp)).bytes);
    expect(page).toMatchObject({ streams: 1, annotations: 0 });
    expect(count(page!.texts, (text) => text.includes(stamp.email))).toBe(1);
  });

  it("drops a page's embedded thumbnail (a clean picture of the page)", async () => {
    const original = await PDFDocument.load(await demoPdf('Deck', 1));
    const thumb = original.context.register(original.context.flateStream(new Uint8Array(16), { Width: 4, Height: 4 }));
    original.getPage(0).node.set(PDFName.of('Thumb'), thumb);
    const copy = await stampedCopy(Buffer.from(await original.save()), 'application/pdf', options, stamp);
    expect((await PDFDocument.load(copy.bytes)).getPage(0).node.get(PDFName.of('Thumb'))).toBeUndefined();
  });
});
