import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Whether the reports are laid out for paper: every row of every table, every view of a report. */
export const PrintModeContext = createContext(false);

export const useIsPrinting = () => useContext(PrintModeContext);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Paper layout while the page prints: from the Print button, from the browser's own print
 * command (beforeprint/afterprint, rendered synchronously so the printout has it), and
 * while print media is emulated (the media query's change).
 */
export function usePrintMode() {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    const onMedia = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    media.addEventListener('change', onMedia);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(async () => {
    flushSync(() => setPrinting(true));
    // Two frames: the charts see their paper width (their ResizeObserver) and redraw at it.
    await nextFrame();
    await nextFrame();
    window.print();
    setPrinting(window.matchMedia('print').matches);
  }, []);
  return { printing, print };
}
