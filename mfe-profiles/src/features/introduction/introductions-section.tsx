import { type ActiveProfile, useIntroductions, useProfile } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { roleAtLeast } from '@fundnet/validation-schema';
import { useSearchParams } from 'react-router-dom';
import { WithActiveProfile } from '../../shared/with-active-profile';
import { targetFromSearch } from './introduction-target';
import { IntroductionsList } from './introductions-list';
import { RequestIntroductionForm } from './request-introduction-form';

/**
 * The introductions of the active profile: the request form when /getIntroduce names a profile
 * (?fundId=, ?investorId= or ?providerId=), then the requests received and sent.
 */
export function IntroductionsSection() {
  return (
    <WithActiveProfile purpose="whose introductions you want to see">{(profile) => <Introductions profile={profile} />}</WithActiveProfile>
  );
}

function Introductions({ profile }: { profile: ActiveProfile }) {
  const [params, setParams] = useSearchParams();
  const target = targetFromSearch(params);
  const list = useIntroductions(profile);
  const detail = useProfile(profile);
  const canAnswer = detail.data ? roleAtLeast(detail.data.role, 'editor') : false;
  return (
    <>
      {target && <RequestIntroductionForm profile={profile} target={target} onDone={() => setParams({}, { replace: true })} />}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorPanel title="The introductions could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <SectionCard title="Received" subtitle="People who asked to be introduced to this profile. Nothing is shared until you accept.">
            <IntroductionsList profile={profile} side="received" introductions={list.data.received} canAnswer={canAnswer} />
          </SectionCard>
          <SectionCard title="Sent" subtitle="The introductions this profile asked for.">
            <IntroductionsList profile={profile} side="sent" introductions={list.data.sent} canAnswer={false} />
          </SectionCard>
        </>
      )}
    </>
  );
}
