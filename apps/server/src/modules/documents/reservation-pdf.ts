import { capitalized, periodFacts, periodText, rentDetail, serviceWords } from '@app/shared/booking-words';
import type { Language } from '@app/shared/site';
import type { Business } from './business.ts';
import { instant, type Labels, labelsFor, money } from './labels.ts';
import { cell, createPdf, drawFooters, drawTable, fitSize, type Pdf, palette, pdfToBuffer } from './pdf.ts';
import { guestFullName, type ReservationDocument } from './reservation-document.ts';

export interface ReservationPdfOptions {
  language: Language;
  /** The fee breakdown and the payments list; false gives a one-page overview with the totals. */
  includeDetails: boolean;
  generatedAt: Date;
}

const PAGE_WIDTH = 612;
const LEFT = 48;
const RIGHT = PAGE_WIDTH - 48;
const CONTENT = RIGHT - LEFT;

/** The header band: the business on the left, the reservation code and status on the right. */
function drawHeader(pdf: Pdf, reservation: ReservationDocument, business: Business, t: Labels) {
  pdf.rect(0, 0, PAGE_WIDTH, 118).fill(palette.band);
  pdf.rect(0, 118, PAGE_WIDTH, 2.5).fill(palette.gold);

  pdf.font('bold').fontSize(19).fillColor(palette.gold);
  pdf.text(business.name.toUpperCase(), LEFT, 34, { characterSpacing: 1.6, lineBreak: false, width: 330 });
  const contact = [business.addressLines.join(' · '), `${business.phone}  ·  ${business.email}`];
  contact.forEach((line, i) => {
    cell(pdf, line, LEFT, 64 + i * 13, 330, { font: 'regular', size: 8.5, color: palette.bandText });
  });

  pdf.font('bold').fontSize(7.5).fillColor(palette.bandText);
  pdf.text(t.reservation.toUpperCase(), RIGHT - 200, 34, {
    width: 200,
    align: 'right',
    characterSpacing: 0.6,
    lineBreak: false,
  });
  cell(pdf, reservation.code, RIGHT - 200, 47, 200, {
    align: 'right',
    font: 'bold',
    size: 18,
    color: palette.white,
  });

  // The status as a pill, right-aligned.
  const status = t.status[reservation.status].toUpperCase();
  pdf.font('bold').fontSize(7.5);
  const pillWidth = pdf.widthOfString(status, { characterSpacing: 0.6 }) + 20;
  pdf
    .roundedRect(RIGHT - pillWidth, 78, pillWidth, 17, 8.5)
    .lineWidth(0.8)
    .stroke(palette.gold);
  pdf.fillColor(palette.gold).text(status, RIGHT - pillWidth, 83, {
    width: pillWidth,
    align: 'center',
    characterSpacing: 0.6,
    lineBreak: false,
  });
}

function sectionTitle(pdf: Pdf, title: string, x: number, y: number, width: number) {
  pdf.font('bold').fontSize(7.5).fillColor(palette.goldDark);
  pdf.text(title.toUpperCase(), x, y, { characterSpacing: 0.6, lineBreak: false, width });
  pdf.rect(x, y + 13, 28, 1.2).fill(palette.gold);
}

/** The guest on the left, the booking on the right, in the service's terms. Returns the y below both. */
function drawParties(pdf: Pdf, r: ReservationDocument, language: Language, y: number): number {
  const t = labelsFor(language);
  const half = CONTENT / 2 - 12;
  const rightX = LEFT + CONTENT / 2 + 12;

  sectionTitle(pdf, t.guest, LEFT, y, half);
  cell(pdf, guestFullName(r), LEFT, y + 24, half, { font: 'bold', size: 13, color: palette.ink });
  const place = [r.client.address, r.client.city, r.client.country].filter(Boolean).join(', ');
  const guestLines = [r.client.email ?? '', r.client.phone, place].filter(Boolean);
  guestLines.forEach((line, i) => {
    cell(pdf, line, LEFT, y + 45 + i * 14, half, { font: 'regular', size: 9.5, color: palette.text });
  });

  const words = serviceWords(r.serviceType, language);
  sectionTitle(pdf, words.booking, rightX, y, half);
  const apartment = [r.apartment.name, r.apartment.unitNumber].filter(Boolean).join(' · ');
  cell(pdf, apartment, rightX, y + 24, half, { font: 'bold', size: 13, color: palette.ink });
  let lineY = y + 45;
  if (r.apartment.address) {
    cell(pdf, r.apartment.address, rightX, lineY, half, { font: 'regular', size: 9.5, color: palette.text });
    lineY += 14;
  }
  // The booking in a sentence, on as many lines as it takes (a car's pickup and return are long).
  const sentence = capitalized(periodText(r, language));
  pdf.font('regular').fontSize(9.5).fillColor(palette.text);
  pdf.text(sentence, rightX, lineY, { width: half });
  lineY += pdf.heightOfString(sentence, { width: half });
  // The dates (with their times) take the room; the count is short.
  const factY = lineY + 12;
  const widths = [half * 0.38, half * 0.38, half * 0.24];
  let x = rightX;
  const facts = periodFacts(r, language);
  facts.forEach(({ label, value, time }, i) => {
    const width = (widths[i] ?? 0) - 6;
    cell(pdf, label.toUpperCase(), x, factY, width, { font: 'regular', size: 7, color: palette.muted });
    const size = fitSize(pdf, value, 'bold', width, 11.5, 8);
    cell(pdf, value, x, factY + 12, width, { font: 'bold', size, color: palette.ink });
    if (time) cell(pdf, time, x, factY + 27, width, { font: 'regular', size: 9.5, color: palette.text });
    x += widths[i] ?? 0;
  });
  const factsBottom = factY + (facts.some((fact) => fact.time) ? 42 : 30);

  const bottom = Math.max(y + 45 + guestLines.length * 14, factsBottom);
  pdf.rect(LEFT, bottom + 8, CONTENT, 0.6).fill(palette.rule);
  return bottom + 24;
}

/** Total, paid and due, right-aligned; the last line on the dark band. Returns the y below. */
function drawTotals(pdf: Pdf, r: ReservationDocument, t: Labels, language: Language, y: number): number {
  const width = 250;
  const x = RIGHT - width;
  const line = (label: string, value: string, top: number, strong = false) => {
    cell(pdf, label, x + 12, top, 130, { font: strong ? 'bold' : 'regular', size: 10, color: palette.ink });
    cell(pdf, value, x + 120, top, width - 132, {
      align: 'right',
      font: strong ? 'bold' : 'regular',
      size: 10,
      color: palette.ink,
    });
  };
  line(t.total, money(r.totalCents, language), y, true);
  line(t.paid, money(r.paidCents, language), y + 18);
  const dueTop = y + 38;
  pdf.rect(x, dueTop, width, 28).fill(palette.band);
  const dueLabel = r.dueCents < 0 ? t.credit : t.due;
  cell(pdf, dueLabel.toUpperCase(), x + 12, dueTop + 10, 130, {
    font: 'bold',
    size: 8.5,
    color: palette.gold,
  });
  cell(pdf, money(Math.abs(r.dueCents), language), x + 120, dueTop + 8, width - 132, {
    align: 'right',
    font: 'bold',
    size: 12,
    color: palette.white,
  });

  // Beside the totals: the payment status.
  cell(pdf, t.paymentStatus_.toUpperCase(), LEFT, y + 2, 200, {
    font: 'regular',
    size: 7,
    color: palette.muted,
  });
  cell(pdf, t.paymentStatus[r.paymentStatus], LEFT, y + 14, 200, {
    font: 'bold',
    size: 11,
    color: palette.ink,
  });
  cell(pdf, t.status_.toUpperCase(), LEFT, y + 36, 200, { font: 'regular', size: 7, color: palette.muted });
  cell(pdf, t.status[r.status], LEFT, y + 48, 200, { font: 'bold', size: 11, color: palette.ink });
  return dueTop + 46;
}

/** A reservation's PDF in the guest's language: business, guest, stay, every charge, payments, totals. */
export async function renderReservationPdf(
  r: ReservationDocument,
  business: Business,
  options: ReservationPdfOptions,
): Promise<Buffer> {
  const { language } = options;
  const t = labelsFor(language);
  const pdf = createPdf({ title: `${t.reservation} ${r.code}`, author: business.name });
  const continuePage = () => {
    drawHeader(pdf, r, business, t);
    return 150;
  };

  drawHeader(pdf, r, business, t);
  let y = drawParties(pdf, r, language, 148);

  if (options.includeDetails) {
    sectionTitle(pdf, t.charges, LEFT, y, CONTENT);
    const charges: Array<[string, string, number]> = [
      [
        serviceWords(r.serviceType, language).rent,
        rentDetail(r, money(r.pricePerUnitCents, language), language),
        r.units * r.pricePerUnitCents,
      ],
      [t.cleaningFee, '', r.cleaningFeeCents],
      [t.parkingFee, '', r.parkingFeeCents],
      [t.cancellationFee, '', r.cancellationFeeCents],
      [t.otherExpenses, '', r.otherExpensesCents],
      [t.taxes, '', r.taxesCents],
    ];
    y = drawTable(pdf, {
      x: LEFT,
      y: y + 24,
      columns: [
        { header: t.concept, width: 200 },
        { header: t.detail, width: 196 },
        { header: t.amount, width: CONTENT - 396, align: 'right' },
      ],
      rows: charges.map(([label, detail, cents]) => [label, detail, money(cents, language)]),
      fontSize: 9.5,
      rowHeight: 22,
      onNewPage: continuePage,
    });
    y += 16;
  }

  if (y + 90 > pdf.page.height - 80) {
    pdf.addPage();
    y = continuePage();
  }
  y = drawTotals(pdf, r, t, language, y);

  if (options.includeDetails) {
    if (y + 80 > pdf.page.height - 80) {
      pdf.addPage();
      y = continuePage();
    }
    sectionTitle(pdf, t.payments, LEFT, y, CONTENT);
    if (r.payments.length === 0) {
      cell(pdf, t.noPayments, LEFT, y + 26, CONTENT, { font: 'regular', size: 9.5, color: palette.muted });
    } else {
      drawTable(pdf, {
        x: LEFT,
        y: y + 24,
        columns: [
          { header: t.date, width: 170 },
          { header: t.method_, width: 226 },
          { header: t.amount, width: CONTENT - 396, align: 'right' },
        ],
        rows: r.payments.map((p) => [
          instant(p.paymentDate),
          t.method[p.paymentMethod],
          money(p.amountCents, language),
        ]),
        fontSize: 9.5,
        rowHeight: 20,
        onNewPage: continuePage,
      });
    }
  }

  drawFooters(
    pdf,
    () =>
      `${t.generated} ${instant(options.generatedAt)}  ·  ${t.reservationCode} ${r.code}  ·  ${t.amountsNote}`,
    (page, of) => t.page(page, of),
  );
  return pdfToBuffer(pdf);
}
