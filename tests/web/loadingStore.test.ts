import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLoading,
  loadingStore,
  setLoadingMode,
  setProgress,
  trackRequest,
} from '../../web/src/lib/loading/loadingStore';

afterEach(() => {
  setLoadingMode('auto');
  vi.restoreAllMocks();
});

describe('loading bar state', () => {
  it('refuses a progress outside 0..100 with the spec message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setProgress(40);
    setProgress(101);
    setProgress(-1);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Progress value must be between 0 and 100!');
    expect(loadingStore.get()).toMatchObject({ mode: 'manual', progress: 40 });
  });

  it('accepts the bounds', () => {
    setProgress(0);
    expect(loadingStore.get().progress).toBe(0);
    setProgress(100);
    expect(loadingStore.get().progress).toBe(100);
  });

  it('tracks requests in flight until they settle', () => {
    const done = trackRequest('/graphql');
    expect(isLoading('/graphql')).toBe(true);
    done();
    done();
    expect(isLoading('/graphql')).toBe(false);
    expect(loadingStore.get().inFlight).toEqual([]);
  });

  it('needs a request URL', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    trackRequest('');
    isLoading('');
    expect(error).toHaveBeenCalledWith('The request URL must be provided!');
    expect(loadingStore.get().inFlight).toEqual([]);
  });
});
