import { useContext } from 'react';
import { ConfirmContext, type Confirm, type ConfirmContextValue } from './ConfirmContext';

function useConfirmContext(): ConfirmContextValue {
  const value = useContext(ConfirmContext);
  if (!value) throw new Error('useConfirm must be used inside ConfirmProvider');
  return value;
}

export function useConfirm(): Confirm {
  return useConfirmContext().confirm;
}

/** True while the confirmation dialog shows; a popover can ignore the clicks made in it. */
export function useConfirmOpen(): boolean {
  return useConfirmContext().open;
}
