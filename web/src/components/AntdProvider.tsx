import { ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../lib/createStore';
import { directionOf, isLanguageId, DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { localeStore } from '../lib/i18n/localeStore';
import { settingsStore } from '../lib/settings/settingsStore';
import { screenTokens } from '../lib/theme/breakpoints';
import { THEMES } from '../lib/theme/themes';
import { useDarkScheme } from '../lib/theme/useDocumentTheme';
import { usePrefersReducedMotion } from '../lib/theme/useMediaQuery';

/**
 * antd theme (colour, scheme, breakpoints, motion), direction and locale follow the settings and
 * language. Only the signed-in part and antd pages use it: the auth pages stay antd-free.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguageId(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = useStore(localeStore);
  const settings = useStore(settingsStore);
  const dark = useDarkScheme();
  const reducedMotion = usePrefersReducedMotion();

  return (
    <ConfigProvider
      direction={directionOf(language)}
      locale={locale}
      theme={{
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: THEMES[settings.theme], motion: !reducedMotion, ...screenTokens() },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
