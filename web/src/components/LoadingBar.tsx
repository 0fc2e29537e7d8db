import { useStore } from '../lib/createStore';
import { loadingStore } from '../lib/loading/loadingStore';
import './LoadingBar.css';

/** The bar itself: indeterminate without a value, else filled to `value` percent. */
export function LoadingBarTrack({ value }: { value?: number }) {
  const manual = value !== undefined;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid="loading-bar"
    >
      <div
        className={manual ? 'loading-bar__value' : 'loading-bar__value loading-bar__value--indeterminate'}
        style={manual ? { width: `${value}%` } : undefined}
      />
    </div>
  );
}

/** Thin top bar: indeterminate while requests are in flight, or the manual progress value. */
export function LoadingBar() {
  const { mode, inFlight, progress, show } = useStore(loadingStore);
  if (mode === 'auto') return inFlight.length > 0 ? <LoadingBarTrack /> : null;
  return show ? <LoadingBarTrack value={progress} /> : null;
}
