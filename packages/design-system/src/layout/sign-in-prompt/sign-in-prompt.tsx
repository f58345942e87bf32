import { useSession } from '@fundnet/api-client';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../navigation/document-title/use-document-title';
import { LinkButton } from '../../navigation/link-button/link-button';
import { useSignInHref } from '../../navigation/sign-in-href/sign-in-href';
import { EmptyState } from '../empty-state/empty-state';
import { PageContainer } from '../page-container/page-container';
import { PageHeader } from '../page-header/page-header';

export interface SignInPromptProps {
  /** The page's heading and document title (kept while signed out, so the user knows where they are). */
  title: string;
  subtitle?: ReactNode;
  /** What signing in gives access to, e.g. "your fund profile". */
  what: string;
}

/** The page of a signed-out visitor: the page's heading and a sign-in link that comes back here. */
export function SignInPrompt({ title, subtitle, what }: SignInPromptProps) {
  const { expired } = useSession();
  const href = useSignInHref();
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        icon={<LockOutlined />}
        title={expired ? 'Your session has ended' : `Sign in to see ${what}`}
        description={
          expired
            ? `For your security you were signed out. Sign in again to see ${what}; you will come back to this page.`
            : `This page belongs to your account. Sign in and you will come back to this page.`
        }
        action={
          <LinkButton to={href} size="large">
            Sign in
          </LinkButton>
        }
      />
    </PageContainer>
  );
}
