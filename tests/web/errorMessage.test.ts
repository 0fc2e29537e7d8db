import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../web/src/lib/http/errorMessage';

describe('error message extraction', () => {
  it('reads message, error or details from a JSON body', () => {
    expect(errorMessage('{"message":"Email taken"}', 'x')).toBe('Email taken');
    expect(errorMessage('{"error":"Invalid token"}', 'x')).toBe('Invalid token');
    expect(errorMessage('{"details":"Too many attempts"}', 'x')).toBe('Too many attempts');
  });

  it('takes a plain-text body as it is, without HTML tags', () => {
    expect(errorMessage('<p>Service <b>down</b></p>', 'x')).toBe('Service down');
  });

  it('falls back when the body says nothing', () => {
    expect(errorMessage('false', 'Not Found')).toBe('Not Found');
    expect(errorMessage('', 'Bad Request')).toBe('Bad Request');
  });
});
