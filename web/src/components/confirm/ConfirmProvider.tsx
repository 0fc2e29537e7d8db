import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { resolveConfirmConfig, type ConfirmConfig, type ResolvedConfirmConfig } from './confirmConfig';
import { ConfirmContext } from './ConfirmContext';

// The dialog (antd Modal) loads the first time something asks for confirmation.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/** Hosts the one confirmation dialog; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // `showing` outlasts `open` by the closing animation, so clicks in the dialog never look
  // like clicks outside to the overlay that asked for confirmation.
  const [state, setState] = useState<{ used: boolean; open: boolean; showing: boolean; config: ResolvedConfirmConfig }>(
    {
      used: false,
      open: false,
      showing: false,
      config: resolveConfirmConfig(),
    },
  );
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((config?: ConfirmConfig) => {
    resolver.current?.(false);
    setState({ used: true, open: true, showing: true, config: resolveConfirmConfig(config) });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const value = useMemo(() => ({ confirm, open: state.showing }), [confirm, state.showing]);

  const close = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setState((current) => ({ ...current, open: false }));
  };

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {state.used && (
        <Suspense fallback={null}>
          <ConfirmDialog
            config={state.config}
            open={state.open}
            onClose={close}
            onClosed={() => setState((current) => ({ ...current, showing: false }))}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
