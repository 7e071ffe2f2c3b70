import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/**
 * The PDF toolkit of the product's documents: embedded fonts (DejaVu Sans, in apps/server/assets/fonts,
 * so accents, ñ and the dollar sign render on any machine), the palette, and a table that breaks pages
 * and repeats its header.
 */

const fontsDir = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const fontFiles = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;
export type FontName = keyof typeof fontFiles;

// Read once: the files never change while the server runs, and every document embeds a subset of them.
let fontData: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  fontData ??= Object.fromEntries(
    Object.entries(fontFiles).map(([name, file]) => [name, readFileSync(`${fontsDir}${file}`)]),
  ) as Record<FontName, Buffer>;
  return fontData;
}

export const palette = {
  ink: '#1B1B1B',
  text: '#3A3A3A',
  muted: '#7A756C',
  rule: '#E4DED2',
  band: '#121212',
  bandText: '#C9C2B4',
  gold: '#C9A45C',
  goldDark: '#9C7A36',
  cream: '#F7F3EA',
  white: '#FFFFFF',
} as const;

export type Pdf = PDFKit.PDFDocument;

export function createPdf(options: {
  layout?: 'portrait' | 'landscape';
  title: string;
  author: string;
}): Pdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margins: { top: 48, bottom: 40, left: 48, right: 48 },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: options.title, Author: options.author, Creator: options.author, Producer: options.author },
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** One line of text at (x, y) without wrapping; too long for `width` -> cut with an ellipsis. */
export function cell(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { align?: 'left' | 'right' | 'center'; font?: FontName; size?: number; color?: string } = {},
) {
  if (options.font) doc.font(options.font);
  if (options.size) doc.fontSize(options.size);
  if (options.color) doc.fillColor(options.color);
  doc.text(fitText(doc, text, width), x, y, { width, align: options.align ?? 'left', lineBreak: false });
}

export function fitText(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** The largest font size from `max` down to `min` at which `text` fits in `width`. */
export function fitSize(
  doc: Pdf,
  text: string,
  font: FontName,
  width: number,
  max: number,
  min: number,
): number {
  doc.font(font);
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A table from `y` down, rows of one line each. A row that would cross the bottom margin starts a new
 * page, where `onNewPage` draws the page's own header and returns where the table continues; the column
 * header is repeated there. Returns the y below the last row.
 */
export function drawTable(
  doc: Pdf,
  options: {
    x: number;
    y: number;
    columns: Column[];
    rows: string[][];
    fontSize?: number;
    rowHeight?: number;
    font?: FontName;
    boldFont?: FontName;
    /** Rows drawn in bold (e.g. a total line). */
    emphasis?: (row: number) => boolean;
    onNewPage: () => number;
  },
): number {
  const size = options.fontSize ?? 8.5;
  const rowHeight = options.rowHeight ?? size + 8;
  const font = options.font ?? 'regular';
  const boldFont = options.boldFont ?? 'bold';
  const width = options.columns.reduce((sum, c) => sum + c.width, 0);
  const bottom = doc.page.height - doc.page.margins.bottom - 24;
  const padding = 5;

  const header = (top: number) => {
    doc.rect(options.x, top, width, rowHeight + 2).fill(palette.cream);
    doc.rect(options.x, top + rowHeight + 2, width, 0.8).fill(palette.gold);
    let left = options.x;
    for (const column of options.columns) {
      cell(
        doc,
        column.header.toUpperCase(),
        left + padding,
        top + (rowHeight + 2 - size) / 2,
        column.width - 2 * padding,
        {
          align: column.align,
          font: boldFont,
          size: size - 0.5,
          color: palette.goldDark,
        },
      );
      left += column.width;
    }
    return top + rowHeight + 3;
  };

  let y = header(options.y);
  options.rows.forEach((row, index) => {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = header(options.onNewPage());
    }
    const bold = options.emphasis?.(index) ?? false;
    let left = options.x;
    doc
      .font(bold ? boldFont : font)
      .fontSize(size)
      .fillColor(bold ? palette.ink : palette.text);
    options.columns.forEach((column, i) => {
      cell(doc, row[i] ?? '', left + padding, y + (rowHeight - size) / 2, column.width - 2 * padding, {
        align: column.align,
      });
      left += column.width;
    });
    y += rowHeight;
    doc.rect(options.x, y - 0.5, width, 0.5).fill(palette.rule);
  });
  return y;
}

/** "Page n of m" and a footer line on every page (the pages are buffered until the end). */
export function drawFooters(
  doc: Pdf,
  left: (page: number) => string,
  right: (page: number, of: number) => string,
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    const y = height - margins.bottom - 8;
    // Writing inside the bottom margin must not open a new page.
    const bottomMargin = margins.bottom;
    doc.page.margins.bottom = 0;
    doc.rect(margins.left, y - 6, width - margins.left - margins.right, 0.5).fill(palette.rule);
    cell(doc, left(i + 1), margins.left, y, width - margins.left - margins.right - 70, {
      font: 'regular',
      size: 7,
      color: palette.muted,
    });
    cell(doc, right(i + 1, range.count), margins.left, y, width - margins.left - margins.right, {
      align: 'right',
      font: 'regular',
      size: 7,
      color: palette.muted,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
