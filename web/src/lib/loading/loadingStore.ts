import { createStore } from '../createStore';

export interface LoadingState {
  /** Auto: the bar follows requests in flight. Manual: it shows `progress`. */
  mode: 'auto' | 'manual';
  /** URLs of requests in flight (the same URL may appear more than once). */
  inFlight: string[];
  progress: number;
  show: boolean;
}

export const loadingStore = createStore<LoadingState>({ mode: 'auto', inFlight: [], progress: 0, show: false });

/** Marks a request as in flight; call the returned function when it settles. */
export function trackRequest(url: string): () => void {
  if (!url) {
    console.error('The request URL must be provided!');
    return () => undefined;
  }
  loadingStore.set((state) => ({ ...state, inFlight: [...state.inFlight, url] }));
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    loadingStore.set((state) => {
      const index = state.inFlight.indexOf(url);
      return index < 0 ? state : { ...state, inFlight: state.inFlight.filter((_, i) => i !== index) };
    });
  };
}

/** Whether a request to `url` is in flight. */
export function isLoading(url: string): boolean {
  if (!url) {
    console.error('The request URL must be provided!');
    return false;
  }
  return loadingStore.get().inFlight.includes(url);
}

/** Drives the bar by hand; out-of-range values are refused. */
export function setProgress(value: number): void {
  if (!(value >= 0 && value <= 100)) {
    console.error('Progress value must be between 0 and 100!');
    return;
  }
  loadingStore.set((state) => ({ ...state, mode: 'manual', progress: value, show: true }));
}

export function setLoadingMode(mode: LoadingState['mode']): void {
  loadingStore.set((state) => ({ ...state, mode, show: mode === 'manual' ? state.show : false }));
}
