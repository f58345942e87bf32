import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { Breadcrumbs, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /fund/graduationRates/:trackRecordId/edit: the rounds of one track record's companies (nothing to edit yet). */
export function EditGraduationRatesPage() {
  const { trackRecordId = '' } = useParams();
  return (
    <AreaEmptyPage
      title="Edit graduation rates"
      subtitle={`The funding rounds, exits and write-offs of the companies in track record ${trackRecordId}.`}
      breadcrumbs={
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/graduationRates">
            Graduation rates
          </Link>
          <span aria-current="page">Edit</span>
        </Breadcrumbs>
      }
      icon={<EditNoteOutlined />}
      emptyTitle="Nothing to edit yet"
      emptyDescription="Editing graduation rates arrives with the track-record work. There are no companies in this track record to edit yet."
      needsSignIn
      capabilities={[
        'Record each company’s rounds: primary equity, secondary equity, SAFE, debt and convertible loan',
        'Record markups and markdowns of a company’s value',
        'Remove a round entered by mistake',
      ]}
      action={<LinkButton to="/graduationRates">Back to graduation rates</LinkButton>}
    />
  );
}
