import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeLessonHtml } from './sanitize-lesson-html';

describe('a text lesson’s HTML is sanitised on the server (issue 27 item 1)', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>Insulin</h2><p><strong>Rapid</strong> and <em>long</em> acting</p><ul><li>one</li></ul>';
    expect(sanitizeLessonHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, images and frames', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = sanitizeLessonHtml(dirty);
    expect(clean).toBe('<p>Hi</p>');
    expect(clean).not.toMatch(/alert|onclick|onerror|script|style|iframe|img/i);
  });

  it('keeps http, https and mailto links, opened with rel noopener; drops javascript: and data: links', () => {
    expect(sanitizeLessonHtml('<a href="https://ncsbn.org">NCSBN</a>')).toBe(
      '<a href="https://ncsbn.org" target="_blank" rel="noopener noreferrer nofollow">NCSBN</a>',
    );
    expect(sanitizeLessonHtml('<a href="mailto:a@b.org" onmouseover="x()">mail</a>')).toBe(
      '<a href="mailto:a@b.org" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example',
    ]) {
      const clean = sanitizeLessonHtml(`<a href="${href}">x</a>`);
      expect(clean).not.toContain('href');
      expect(clean).toContain('rel="noopener noreferrer nofollow"');
    }
  });

  it('tells an empty lesson from one with text', () => {
    expect(hasVisibleText(sanitizeLessonHtml('<p> </p><p><script>x</script></p>'))).toBe(false);
    expect(hasVisibleText('<p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>Dose</p>')).toBe(true);
  });
});
