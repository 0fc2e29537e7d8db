import { useState } from 'react';

/**
 * Open state of an overlay whose code loads on first use: until the trigger is first
 * clicked, only the trigger renders (so the overlay library stays out of the first load).
 */
export function useOpenOnDemand() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const openFirstTime = () => {
    setUsed(true);
    setOpen(true);
  };
  return { used, open, setOpen, openFirstTime };
}
