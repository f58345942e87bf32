import { useMe, useSession } from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

const title = 'Administration';

/**
 * Lets administrators (GET api/users/get-me: user.isAdmin) into /admin/*. Signed out → sign in;
 * signed in as anyone else → "administrators only". The server checks the admin role on every call anyway.
 */
export function AdminGate() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <SignInPrompt title={title} what="the administration console" />;
  return <SignedInGate />;
}

function SignedInGate() {
  const me = useMe();
  if (me.data?.user.isAdmin) return <Outlet />;
  return <GateState me={me} />;
}

function GateState({ me }: { me: ReturnType<typeof useMe> }) {
  useDocumentTitle(me.data ? 'Administrators only' : title);
  let content: ReactNode;
  if (me.isError && !me.isFetching) {
    content = <ErrorPanel title="Your account could not be checked" message={me.error.message} onRetry={() => void me.refetch()} />;
  } else if (!me.data) {
    content = <LoadingState label="Checking your access…" />;
  } else {
    content = (
      <EmptyState
        icon={<GppMaybeOutlined />}
        title="Administrators only"
        description={`The administration console is for Fundnet administrators. You are signed in as ${me.data.user.email}, which is not an administrator account. If you need access, ask a Fundnet administrator.`}
        action={<LinkButton to="/">Go to the home page</LinkButton>}
      />
    );
  }
  return (
    <PageContainer>
      <PageHeader title={title} />
      {content}
    </PageContainer>
  );
}
