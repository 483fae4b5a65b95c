/**
 * A one-page PDF of plain text (Helvetica, 11 pt), for the demo data's training materials: a real
 * document that the file store accepts (`file-type` detects it) and a browser opens. Only for
 * short ASCII text; lines beyond the page are dropped.
 */
export function onePagePdf(title: string, lines: readonly string[]): Buffer {
  const escaped = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = [
    'BT',
    '/F1 16 Tf',
    '72 740 Td',
    `(${escaped(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...lines.slice(0, 45).flatMap((line) => [`(${escaped(line)}) Tj`, '0 -15 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
