import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A changed value as "before → after" in the reading direction: the arrow points from the
 * old value to the new one in Arabic too, and each value keeps its own direction (bdi).
 */
export function BeforeAfter({ before, after }: { before: ReactNode; after: ReactNode }) {
  const { i18n } = useTranslation();
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <>
      <bdi>{before}</bdi> {arrow} <bdi>{after}</bdi>
    </>
  );
}
