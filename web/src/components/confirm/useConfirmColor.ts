import { theme } from 'antd';
import type { ConfirmColor } from './confirmConfig';

/** Maps the dialog's colour variants onto antd tokens. */
export function useConfirmColor(): (color: ConfirmColor) => string {
  const { token } = theme.useToken();
  const colors: Record<ConfirmColor, string> = {
    primary: token.colorPrimary,
    accent: token.colorLink,
    warn: token.colorError,
    basic: token.colorTextSecondary,
    info: token.colorInfo,
    success: token.colorSuccess,
    warning: token.colorWarning,
    error: token.colorError,
  };
  return (color) => colors[color];
}
