import { loadPdfLib } from '../../lib/lazy-libraries';
/** Demo files live under this prefix; their bytes are generated on first read (the seed has no storage). */
export const DEMO_FILE_PREFIX = 'private/data-room/demo/';

/** What the demo documents say page by page, so questions over the demo room find real passages. */
function topics(title: string): string[][] {
  const t = title.toLowerCase();
  if (t.includes('partnership'))
    return [
      ['Article 1. The partnership invests in early-stage B2B software companies.'],
      ['Article 4. Management fee: 2.0 % of committed capital per year during the investment period, 1.5 % after it.'],
      ['Article 6. Carried interest: 20 % of profits above a hurdle rate of 8 % per year, with a full catch-up.'],
      ['Article 8. The investment period ends five years after the first closing; the fund term is ten years.'],
      ['Article 11. Key person: Anna Lindqvist and Mikko Virtanen; a key-person event suspends new investments.'],
    ];
  if (t.includes('quarterly'))
    return [
      ['Q3 summary: net asset value EUR 64.2 m; TVPI 1.42x, DPI 0.18x, net IRR 14.8 %.'],
      ['Two new investments: Fjord Analytics (Series A) and Balta Logistics (seed).'],
      ['Capital called to date: 46 % of commitments. Next capital call expected in the first quarter.'],
    ];
  if (t.includes('deck'))
    return [
      ['Team: four partners with 60 years of operating and investing experience in Nordic software.'],
      ['Strategy: first cheques of EUR 1 to 3 m, reserves of 50 % for follow-on rounds.'],
      ['Track record: Fund I returned 2.9x net TVPI; three exits above EUR 100 m.'],
    ];
  return [];
}

/** A small, readable PDF standing in for a fund document (pdf-lib, no assets). */
export async function demoPdf(title: string, pages = 6): Promise<Buffer> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const document = await PDFDocument.create();
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) {
    const page = document.addPage([842, 595]);
    page.drawRectangle({ x: 0, y: 535, width: 842, height: 60, color: rgb(0.09, 0.2, 0.38) });
    page.drawText('Northwind Ventures II', { x: 40, y: 557, size: 20, font: bold, color: rgb(1, 1, 1) });
    page.drawText(title, { x: 40, y: 470, size: 30, font: bold, color: rgb(0.1, 0.1, 0.1) });
    const lines = [
      `Page ${index} of ${pages}`,
      'Early-stage B2B software in the Nordics and the Baltics; EUR 120 m target, 20 to 25 companies.',
      'Confidential: shared through the Fundnet data room. Every copy carries the name of its reader.',
      ...(topics(title)[index - 1] ?? []),
    ];
    for (const [row, line] of lines.entries())
      page.drawText(line, { x: 40, y: 420 - row * 24, size: 14, font, color: rgb(0.25, 0.25, 0.25) });
  }
  return Buffer.from(await document.save());
}
