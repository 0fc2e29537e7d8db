import { createContext } from 'react';
import type { ConfirmConfig } from './confirmConfig';

/** Opens the confirmation dialog; resolves true on confirm, false on cancel or dismiss. */
export type Confirm = (config?: ConfirmConfig) => Promise<boolean>;

export interface ConfirmContextValue {
  confirm: Confirm;
  /** Whether the dialog is showing (overlays stay open behind it). */
  open: boolean;
}

export const ConfirmContext = createContext<ConfirmContextValue | null>(null);
