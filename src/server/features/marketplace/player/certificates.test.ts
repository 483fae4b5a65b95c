import { describe, expect, it } from 'vitest';
import { printableText, renderCertificatePdf } from './certificates';

/** A certificate row as stored, with `overrides`. */
function certificate(overrides: { learnerName: string; courseTitle: string; trainerName: string }) {
  const at = new Date('2026-11-29T12:00:00Z');
  return {
    id: '7d9f4a36-1c2b-4f5e-9a8b-2c3d4e5f6a7b',
    userId: 'user-1',
    courseId: '0b0c7e52-8a53-4c1f-9a57-5c2f0b6d1e11',
    issuedAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('the certificate PDF (issue 27 item 2)', () => {
  it('keeps to one page with a name, a title and a trainer name at their longest', async () => {
    // A first and a last name of 100 characters each, a course title of 120 (TITLE_MAX).
    const longName = `${'Wolfeschlegelsteinhausen '.repeat(5).slice(0, 100)} ${'Bergerdorff Maximiliana '.repeat(5).slice(0, 100)}`;
    const pdf = await renderCertificatePdf(
      certificate({
        learnerName: longName,
        courseTitle: 'Medication Safety Wm '.repeat(6).slice(0, 120),
        trainerName: longName,
      }),
      'https://nightingale.example',
      'UTC',
    );
    expect(pageCount(pdf)).toBe(1);
  });

  it('is one page for an ordinary certificate', async () => {
    const pdf = await renderCertificatePdf(
      certificate({
        learnerName: 'Amara Okafor',
        courseTitle: 'Pharmacology in practice',
        trainerName: 'Maria Santos',
      }),
      'https://nightingale.example',
      'UTC',
    );
    expect(pageCount(pdf)).toBe(1);
  });
});

describe('the certificate PDF’s text (its built-in fonts print Windows-1252 only)', () => {
  it('keeps what the fonts print: Latin-1 accents and typographic quotes and dashes', () => {
    expect(printableText('Zoë Ørsted — “Safe” dosing')).toBe('Zoë Ørsted — “Safe” dosing');
  });

  it('prints a letter the fonts lack without the accent they lack, never as other glyphs', () => {
    expect(printableText('Nguyễn Thị Ánh')).toBe('Nguyên Thi Ánh');
    expect(printableText('Łukasz Dvořák')).toBe('Lukasz Dvorák');
    expect(printableText('Şahin Ğ')).toBe('Sahin G');
  });

  it('prints a character with no Latin form as a question mark', () => {
    expect(printableText('王芳 Wang')).toBe('?? Wang');
  });
});
