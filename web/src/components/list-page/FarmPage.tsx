import { Fragment, type ReactNode } from 'react';
import { useActiveFarm, type FarmSummary } from '../../lib/farm/farmStore';
import { FarmSubtitle } from './FarmSubtitle';
import { PageFrame } from './PageFrame';
import { PageHeading } from './PageHeading';

interface FarmPageProps {
  testId: string;
  title: string;
  /** The page for the active farm; remounted when the farm changes, so no state leaks across farms. */
  children: (farm: FarmSummary) => ReactNode;
}

/** A page of the active farm's data; without a farm, only its heading saying so. */
export function FarmPage({ testId, title, children }: FarmPageProps) {
  const farm = useActiveFarm();
  return (
    <PageFrame testId={testId}>
      {farm ? (
        <Fragment key={farm.id}>{children(farm)}</Fragment>
      ) : (
        <PageHeading title={title} subtitle={<FarmSubtitle farm={null} />} />
      )}
    </PageFrame>
  );
}
