import { typeName, unitCount } from '@app/shared/booking-words';
import type { Language } from '@app/shared/site';
import type { Business } from '../documents/business.ts';
import { day, instant, labelsFor, money } from '../documents/labels.ts';
import {
  type Column,
  cell,
  createPdf,
  drawFooters,
  drawTable,
  fitSize,
  palette,
  pdfToBuffer,
} from '../documents/pdf.ts';
import type { MonthlySummaryData } from './monthly-summary.ts';
import { monthName, percent, summaryLabels, usd } from './summary-labels.ts';

const WIDTH = 792;
const LEFT = 48;
const RIGHT = WIDTH - 48;
const CONTENT = RIGHT - LEFT;

const cents = (units: number) => Math.round(units * 100);

/** A monthly summary as a landscape PDF: figures, occupancy, payments by method, every reservation and payment. */
export async function renderSummaryPdf(
  data: MonthlySummaryData,
  business: Business,
  options: { language: Language; generatedAt: Date },
): Promise<Buffer> {
  const { language } = options;
  const s = summaryLabels[language];
  const t = labelsFor(language);
  const f = data.figures;
  const period = monthName(f.year, f.month, language);
  const title = `${s.title} · ${period}`;
  const pdf = createPdf({ layout: 'landscape', title, author: business.name });

  const continuation = () => {
    pdf.rect(0, 0, WIDTH, 40).fill(palette.band);
    pdf.rect(0, 40, WIDTH, 1.5).fill(palette.gold);
    cell(pdf, business.name.toUpperCase(), LEFT, 15, 300, { font: 'bold', size: 9, color: palette.gold });
    cell(pdf, title, RIGHT - 300, 15, 300, {
      align: 'right',
      font: 'regular',
      size: 9,
      color: palette.bandText,
    });
    return 62;
  };
  const ensure = (y: number, needed: number) => {
    if (y + needed <= pdf.page.height - 72) return y;
    pdf.addPage();
    return continuation();
  };
  const heading = (text: string, y: number) => {
    pdf.font('bold').fontSize(7.5).fillColor(palette.goldDark);
    pdf.text(text.toUpperCase(), LEFT, y, { characterSpacing: 0.6, lineBreak: false, width: CONTENT });
    pdf.rect(LEFT, y + 13, 28, 1.2).fill(palette.gold);
    return y + 24;
  };

  // Header band.
  pdf.rect(0, 0, WIDTH, 100).fill(palette.band);
  pdf.rect(0, 100, WIDTH, 2.5).fill(palette.gold);
  pdf.font('bold').fontSize(18).fillColor(palette.gold);
  pdf.text(business.name.toUpperCase(), LEFT, 30, { characterSpacing: 1.6, lineBreak: false, width: 400 });
  [business.addressLines.join(' · '), `${business.phone}  ·  ${business.email}`].forEach((line, i) => {
    cell(pdf, line, LEFT, 56 + i * 12, 420, { font: 'regular', size: 8.5, color: palette.bandText });
  });
  pdf.font('bold').fontSize(7.5).fillColor(palette.bandText);
  pdf.text(s.title.toUpperCase(), RIGHT - 260, 30, {
    width: 260,
    align: 'right',
    characterSpacing: 0.6,
    lineBreak: false,
  });
  const capitalised = period.charAt(0).toUpperCase() + period.slice(1);
  cell(pdf, capitalised, RIGHT - 260, 44, 260, {
    align: 'right',
    font: 'bold',
    size: 20,
    color: palette.white,
  });

  // Figures.
  const cards: Array<[string, string]> = [
    [s.totalReservations, String(f.totalReservations)],
    [s.totalRevenue, usd(f.totalRevenue, language)],
    [s.totalPayments, usd(f.totalPayments, language)],
    [s.totalDue, usd(f.totalDue, language)],
    [s.nightsBooked, String(f.nightsBooked)],
    [s.occupancyRate, percent(f.occupancyRate, language)],
  ];
  const gap = 8;
  const cardWidth = (CONTENT - gap * (cards.length - 1)) / cards.length;
  cards.forEach(([label, value], i) => {
    const x = LEFT + i * (cardWidth + gap);
    pdf.rect(x, 122, cardWidth, 58).fill(palette.cream);
    pdf.rect(x, 122, cardWidth, 2).fill(palette.gold);
    cell(pdf, label.toUpperCase(), x + 10, 134, cardWidth - 20, {
      font: 'regular',
      size: 6.5,
      color: palette.muted,
    });
    const size = fitSize(pdf, value, 'bold', cardWidth - 20, 14, 8);
    cell(pdf, value, x + 10, 151 + (14 - size) / 2, cardWidth - 20, {
      font: 'bold',
      size,
      color: palette.ink,
    });
  });

  // Occupancy (left) and payments by method (right).
  let y = heading(s.occupancy, 202);
  const occupancyWidth = CONTENT * 0.6;
  const methodsX = LEFT + occupancyWidth + 32;
  const methodsWidth = RIGHT - methodsX;
  pdf.font('bold').fontSize(7.5).fillColor(palette.goldDark);
  pdf.text(s.paymentsByMethod.toUpperCase(), methodsX, 202, {
    characterSpacing: 0.6,
    lineBreak: false,
    width: methodsWidth,
  });
  pdf.rect(methodsX, 215, 28, 1.2).fill(palette.gold);

  let methodsY = 226;
  if (f.paymentsByMethod.length === 0) {
    cell(pdf, s.none, methodsX, methodsY, methodsWidth, { font: 'regular', size: 9, color: palette.muted });
  }
  for (const m of f.paymentsByMethod) {
    cell(pdf, t.method[m.paymentMethod], methodsX, methodsY, methodsWidth * 0.45, {
      font: 'regular',
      size: 9,
      color: palette.text,
    });
    cell(pdf, `${m.count}`, methodsX + methodsWidth * 0.45, methodsY, methodsWidth * 0.15, {
      align: 'right',
      color: palette.muted,
    });
    cell(pdf, usd(m.total, language), methodsX + methodsWidth * 0.6, methodsY, methodsWidth * 0.4, {
      align: 'right',
      font: 'bold',
      color: palette.ink,
    });
    methodsY += 16;
    pdf.rect(methodsX, methodsY - 4, methodsWidth, 0.5).fill(palette.rule);
  }

  if (f.occupancy.length === 0) {
    cell(pdf, s.none, LEFT, y, occupancyWidth, { font: 'regular', size: 9, color: palette.muted });
    y += 16;
  }
  for (const o of f.occupancy) {
    y = ensure(y, 16);
    cell(pdf, o.apartmentName, LEFT, y, occupancyWidth * 0.42, {
      font: 'regular',
      size: 9,
      color: palette.text,
    });
    cell(
      pdf,
      unitCount('night', o.nightsBooked, language),
      LEFT + occupancyWidth * 0.42,
      y,
      occupancyWidth * 0.16,
      {
        align: 'right',
        color: palette.muted,
      },
    );
    const barX = LEFT + occupancyWidth * 0.62;
    const barWidth = occupancyWidth * 0.26;
    pdf.rect(barX, y + 2, barWidth, 6).fill(palette.rule);
    if (o.occupancyRate > 0)
      pdf.rect(barX, y + 2, Math.max(1.5, barWidth * Math.min(1, o.occupancyRate)), 6).fill(palette.gold);
    cell(pdf, percent(o.occupancyRate, language), LEFT + occupancyWidth * 0.88, y, occupancyWidth * 0.12, {
      align: 'right',
      font: 'bold',
      color: palette.ink,
    });
    y += 16;
  }
  y = Math.max(y, methodsY) + 14;

  /** A titled table of the month's rows, or "none" under the title when there are none. */
  const table = (title: string, columns: Column[], rows: string[][]) => {
    y = heading(`${title} · ${rows.length}`, ensure(y, 80));
    if (rows.length === 0) {
      cell(pdf, s.none, LEFT, y + 2, CONTENT, { font: 'regular', size: 9, color: palette.muted });
      y += 24;
      return;
    }
    const options = { font: 'condensed', boldFont: 'condensedBold', fontSize: 8, rowHeight: 13.5 } as const;
    y = drawTable(pdf, { x: LEFT, y, ...options, columns, rows, onNewPage: continuation }) + 18;
  };

  // The month's reservations by type: cars and yachts in their own units.
  table(
    s.byType,
    [
      { header: s.type, width: 200 },
      { header: s.count, width: 180, align: 'right' },
      { header: s.length, width: 160, align: 'right' },
      { header: s.totalRevenue, width: CONTENT - 540, align: 'right' },
    ],
    f.byType.map((entry) => [
      typeName(entry.serviceType, language),
      String(entry.reservations),
      unitCount(entry.unit, entry.units, language),
      usd(entry.revenue, language),
    ]),
  );

  // Every reservation of the month; a car's or a yacht's start and end with their times.
  const when = (date: string, at: string | null) => (at ? instant(new Date(at)) : day(date));
  table(
    s.reservations,
    [
      { header: s.code, width: 62 },
      { header: s.guest, width: 90 },
      { header: s.service, width: 92 },
      { header: s.from, width: 80 },
      { header: s.to, width: 80 },
      { header: s.length, width: 56, align: 'right' },
      { header: t.status_, width: 60 },
      { header: t.total, width: 58, align: 'right' },
      { header: t.paid, width: 58, align: 'right' },
      { header: s.due, width: CONTENT - 636, align: 'right' },
    ],
    data.reservations.map((r) => [
      r.code,
      `${r.clientName} ${r.clientLastname}`.trim(),
      r.apartmentName,
      when(r.checkInDate, r.startAt),
      when(r.checkOutDate, r.endAt),
      unitCount(r.unit, r.units, language),
      t.status[r.status],
      money(cents(r.totalAmount), language),
      money(cents(r.amountPaid), language),
      money(cents(r.amountDue), language),
    ]),
  );

  // Every payment of the month.
  table(
    s.payments,
    [
      { header: t.date, width: 110 },
      { header: s.code, width: 90 },
      { header: s.guest, width: 220 },
      { header: t.method_, width: 140 },
      { header: t.amount, width: CONTENT - 560, align: 'right' },
    ],
    data.payments.map((p) => [
      instant(new Date(p.paymentDate)),
      p.reservationCode,
      `${p.clientName} ${p.clientLastname}`.trim(),
      t.method[p.paymentMethod],
      money(cents(p.amount), language),
    ]),
  );

  // The accounting basis, so the reader knows what the figures mean.
  pdf.font('regular').fontSize(7.5);
  const basisHeight = pdf.heightOfString(s.basis, { width: CONTENT });
  y = ensure(y, basisHeight + 10);
  pdf.fillColor(palette.muted).text(s.basis, LEFT, y, { width: CONTENT });

  drawFooters(
    pdf,
    () => `${t.generated} ${instant(options.generatedAt)}  ·  ${title}  ·  ${t.amountsNote}`,
    (page, of) => t.page(page, of),
  );
  return pdfToBuffer(pdf);
}
