import { theme } from 'antd';

/** The bell's unread counter; nothing when zero. */
export function UnreadCount({ count }: { count: number }) {
  const { token } = theme.useToken();
  if (count <= 0) return null;
  return (
    <span
      data-testid="notifications-badge"
      style={{
        position: 'absolute',
        insetBlockStart: -2,
        insetInlineEnd: -4,
        minWidth: 16,
        height: 16,
        paddingInline: 4,
        boxSizing: 'border-box',
        borderRadius: 8,
        background: token.colorError,
        color: token.colorWhite,
        fontSize: 11,
        lineHeight: '16px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
