import { describe, expect, it } from 'vitest';
import { isAppPath, isWebAddress, safeImageSource } from '../../web/src/lib/urls/safeUrls';

describe('addresses the app renders', () => {
  it('renders images from http(s), app paths and inline pictures only', () => {
    expect(safeImageSource('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSource('/assets/images/avatar.jpg')).toBe('/assets/images/avatar.jpg');
    expect(safeImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const unsafe of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x.png',
      '/\\evil.example',
    ])
      expect(safeImageSource(unsafe), unsafe).toBeUndefined();
    expect(safeImageSource(null)).toBeUndefined();
  });

  it('follows internal links with exactly one leading slash and external links over http(s)', () => {
    expect(isAppPath('/equipment?status=DOWN')).toBe(true);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isWebAddress('https://example.org/changelog')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });
});
