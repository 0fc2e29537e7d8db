/** The eight colour variants of the dialog's icon and confirm action. */
export type ConfirmColor = 'primary' | 'accent' | 'warn' | 'basic' | 'info' | 'success' | 'warning' | 'error';

export interface ConfirmConfig {
  /** Texts left undefined show the translated defaults. */
  title?: string;
  message?: string;
  icon?: { show?: boolean; name?: string; color?: ConfirmColor };
  actions?: {
    confirm?: { show?: boolean; label?: string; color?: ConfirmColor };
    cancel?: { show?: boolean; label?: string };
  };
  dismissible?: boolean;
}

export interface ResolvedConfirmConfig {
  title?: string;
  message?: string;
  icon: { show: boolean; name: string; color: ConfirmColor };
  actions: {
    confirm: { show: boolean; label?: string; color: ConfirmColor };
    cancel: { show: boolean; label?: string };
  };
  dismissible: boolean;
}

/** The spec's defaults: warning icon in the warn colour, both actions, not dismissible. */
export function resolveConfirmConfig(config: ConfirmConfig = {}): ResolvedConfirmConfig {
  return {
    title: config.title,
    message: config.message,
    icon: { show: true, name: 'WarningOutlined', color: 'warn', ...config.icon },
    actions: {
      confirm: { show: true, color: 'warn', ...config.actions?.confirm },
      cancel: { show: true, ...config.actions?.cancel },
    },
    dismissible: config.dismissible ?? false,
  };
}
