/** A line of a one-page document: its text, and how it is set. */
export interface PdfLine {
  text: string;
  style?: 'title' | 'heading' | 'body' | 'note';
}

const STYLES = {
  title: { font: 'F2', size: 20, before: 0 },
  heading: { font: 'F2', size: 12, before: 14 },
  body: { font: 'F1', size: 10.5, before: 4 },
  note: { font: 'F1', size: 9, before: 18 },
} as const;

/** A4 in points, and the margins the text keeps. */
const PAGE = { width: 595, height: 842, left: 56, top: 780 };

/** Text inside a PDF string: its delimiters escaped; anything outside printable ASCII dropped (the built-in fonts' encoding). */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (character) => `\\${character}`)})`;

/**
 * A real one-page PDF (1.4) of plain lines in the viewer's built-in Helvetica: enough for a sample
 * resume that opens in any reader, made without a PDF library. Lines longer than the page are not
 * wrapped; keep them short.
 */
export function onePagePdf(lines: readonly PdfLine[]): Buffer {
  let y = PAGE.top;
  const text = lines.map(({ text: line, style = 'body' }, index) => {
    const { font, size, before } = STYLES[style];
    if (index > 0) y -= before + size * 1.35;
    return `BT /${font} ${size} Tf ${PAGE.left} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`;
  });
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  // The cross-reference table gives each object's byte offset: the body is ASCII, so characters are bytes.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, 'latin1');
}
