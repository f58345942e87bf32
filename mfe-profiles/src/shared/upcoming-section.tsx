import { EmptyState } from '@fundnet/design-system';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import type { ReactNode } from 'react';

export interface UpcomingSectionProps {
  /** What the section will hold and let the user do, in a sentence or two. */
  description: ReactNode;
  /** A way on from here, e.g. a link back to the profile. */
  action?: ReactNode;
}

/** A section whose page is not built yet: says so plainly and explains what it will hold. No sample data. */
export function UpcomingSection({ description, action }: UpcomingSectionProps) {
  return (
    <EmptyState
      icon={<ConstructionOutlined />}
      title="This section arrives with the profiles work"
      description={description}
      action={action}
    />
  );
}
