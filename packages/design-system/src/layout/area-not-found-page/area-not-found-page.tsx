import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../navigation/document-title/use-document-title';
import { LinkButton } from '../../navigation/link-button/link-button';
import { EmptyState } from '../empty-state/empty-state';
import { PageContainer } from '../page-container/page-container';
import { PageHeader } from '../page-header/page-header';

export interface AreaNotFoundPageProps {
  /** The area's name, e.g. "Data rooms" ("… does not exist in Data rooms"). */
  area: string;
}

/** An address inside an area that leads nowhere: says so, and leads home. */
export function AreaNotFoundPage({ area }: AreaNotFoundPageProps) {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <PageContainer>
      <PageHeader title="Page not found" subtitle={area} />
      <EmptyState
        icon={<SearchOffOutlined />}
        title="There is no page at this address"
        description={
          <>
            <Typography component="span" variant="inherit" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {pathname}
            </Typography>{' '}
            does not exist in {area}. The link may be old or mistyped.
          </>
        }
        action={<LinkButton to="/">Go to the home page</LinkButton>}
      />
    </PageContainer>
  );
}
