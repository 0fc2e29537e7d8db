import { describe, expect, it } from 'vitest';
import { signInRedirectFor } from '../../web/src/app/guards';
import { safeRedirect } from '../../web/src/lib/urls/safeRedirect';

describe('authenticated guard redirect', () => {
  it('sends a signed-out user to sign-in with the attempted URL', () => {
    expect(signInRedirectFor('/planning')).toBe('/sign-in?redirectURL=%2Fplanning');
  });

  it('keeps the query of the attempted URL', () => {
    expect(signInRedirectFor('/equipment?layout=empty&page=2')).toBe(
      '/sign-in?redirectURL=%2Fequipment%3Flayout%3Dempty%26page%3D2',
    );
  });

  it('adds no redirectURL for the sign-out route', () => {
    expect(signInRedirectFor('/sign-out')).toBe('/sign-in');
    expect(signInRedirectFor('/sign-out?reason=idle')).toBe('/sign-in');
  });
});

describe('redirectURL after sign-in', () => {
  it('follows a path inside the app', () => {
    expect(safeRedirect('/planning?x=1')).toBe('/planning?x=1');
  });

  it('falls back to the root for missing or outside targets', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
  });

  it('falls back for a path that browsers read as another site (/\\host) or that hides script', () => {
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/ /evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
  });
});
