import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';

/** What a test needs to know about one page of a served PDF: how it is drawn and which strings it shows. */
export interface PageReading {
  /** Streams in the page's /Contents (1: everything drawn on the page is in one stream). */
  streams: number;
  /** The strings the page's text operators show (Tj, '), decoded from WinAnsi. */
  texts: string[];
  /** Entries in the page's /Annots. */
  annotations: number;
  /** Entries in the page's /Resources /XObject (a stamp drawn as a form XObject would show here). */
  xObjects: number;
}

const decodeStream = (stream: PDFStream): string => {
  const bytes =
    stream instanceof PDFRawStream
      ? decodePDFRawStream(stream).decode()
      : (stream as PDFStream & { getUnencodedContents(): Uint8Array }).getUnencodedContents();
  return Buffer.from(bytes).toString('latin1');
};

/** The strings shown by a content stream: hex strings (pdf-lib's way) and simple literal strings. */
export function shownTexts(content: string): string[] {
  const texts: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*(?:Tj|')/g))
    texts.push(Buffer.from(match[1]!.replace(/\s/g, ''), 'hex').toString('latin1'));
  for (const match of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*(?:Tj|')/g)) texts.push(match[1]!.replace(/\\(.)/g, '$1'));
  return texts;
}

/** Each page of a PDF, read the way a tool that strips watermarks would look at it. */
export async function readPages(bytes: Uint8Array): Promise<PageReading[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = document;
  return document.getPages().map((page) => {
    const entry = context.lookup(page.node.get(PDFName.of('Contents')));
    const streams =
      entry instanceof PDFArray ? entry.asArray().map((item) => context.lookup(item)) : entry instanceof PDFStream ? [entry] : [];
    const content = streams.map((stream) => decodeStream(stream as PDFStream)).join('\n');
    const annots = page.node.lookup(PDFName.of('Annots'));
    const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    return {
      streams: streams.length,
      texts: shownTexts(content),
      annotations: annots instanceof PDFArray ? annots.size() : 0,
      xObjects: xObjects && 'keys' in xObjects ? (xObjects as { keys(): unknown[] }).keys().length : 0,
    };
  });
}

/** How many streams of the whole file (referenced or not) show `text`: a leftover clean copy of a page would count. */
export async function streamsShowing(bytes: Uint8Array, text: string): Promise<number> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  let count = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream)) continue;
    let content: string;
    try {
      content = decodeStream(object);
    } catch {
      continue;
    }
    if (shownTexts(content).some((shown) => shown.includes(text))) count++;
  }
  return count;
}
