import { describe, expect, it } from 'vitest';
import { itemImageSrc, shownImageSrc } from './item-image-src';

const ID = '0b6f6c1e-6a4e-4d43-9d55-2f1f3c6a9b10';

describe('item image addresses (issue 28 item 1)', () => {
  it('an uploaded item image is stored as the public item-image route', () => {
    expect(itemImageSrc(ID)).toBe(`/api/files/item-images/${ID}`);
  });

  it('a bare file id or the uploader-only address is shown through the public route; anything else is kept', () => {
    expect(shownImageSrc(ID)).toBe(`/api/files/item-images/${ID}`);
    expect(shownImageSrc(`/api/files/${ID}`)).toBe(`/api/files/item-images/${ID}`);
    expect(shownImageSrc(`/api/files/item-images/${ID}`)).toBe(`/api/files/item-images/${ID}`);
    expect(shownImageSrc('/images/ecg.png')).toBe('/images/ecg.png');
    expect(shownImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
