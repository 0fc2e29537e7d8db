import { Drawer, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/createStore';
import { settingsStore, updateSettings } from '../../lib/settings/settingsStore';
import { SCHEMES, THEMES, THEME_NAMES } from '../../lib/theme/themes';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Theme and colour scheme, remembered in localStorage. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t, i18n } = useTranslation();
  const settings = useStore(settingsStore);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={320}
    >
      <Flex vertical gap="large" data-testid="settings-panel">
        <div>
          <h3>{t('settings.scheme')}</h3>
          <Radio.Group
            optionType="button"
            value={settings.scheme}
            onChange={(event) => updateSettings({ scheme: event.target.value })}
            options={SCHEMES.map((scheme) => ({ value: scheme, label: t(`settings.schemes.${scheme}`) }))}
          />
        </div>
        <div>
          <h3>{t('settings.theme')}</h3>
          <Radio.Group
            value={settings.theme}
            onChange={(event) => updateSettings({ theme: event.target.value })}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={THEME_NAMES.map((name) => ({
              value: name,
              label: (
                <Flex align="center" gap="small" data-testid={`theme-${name}`}>
                  <span
                    style={{
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      background: THEMES[name],
                      display: 'inline-block',
                    }}
                  />
                  {t(`settings.themes.${name}`)}
                </Flex>
              ),
            }))}
          />
        </div>
      </Flex>
    </Drawer>
  );
}
