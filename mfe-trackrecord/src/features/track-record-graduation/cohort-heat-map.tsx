import { type ActiveProfile, useGraduationGraph } from '@fundnet/api-client';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** Companies by quarter of first round; share with a next round within N quarters (Carta-style heat map, as a table). */
export function CohortHeatMap({ profile, trackRecordId, sheetId }: { profile: ActiveProfile; trackRecordId: string; sheetId: string }) {
  const { data } = useGraduationGraph(profile, trackRecordId, sheetId);
  if (!data) return null;
  if (data.cohorts.length === 0) return <Typography color="text.secondary">No cohorts yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Cohort table">
      <Table size="small" aria-label="Share of companies with a next round within N quarters, by cohort">
        <TableHead>
          <TableRow>
            <TableCell>Cohort (first round)</TableCell>
            <TableCell align="right">Companies</TableCell>
            {data.quarters.map((q) => (
              <TableCell key={q} align="right">
                {q}Q
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.cohorts.map((c) => (
            <TableRow key={c.cohort}>
              <TableCell>{c.cohort}</TableCell>
              <TableCell align="right">{c.companies}</TableCell>
              {c.shares.map((share, i) => (
                <TableCell
                  key={data.quarters[i]}
                  align="right"
                  sx={
                    share === null
                      ? // "not yet" is information, not a disabled control: it needs 4.5:1 (text.disabled has 2.6).
                        { color: 'text.secondary' }
                      : // Black text keeps 4.5:1 on every shade up to the darkest (white fell to 3.9:1 in the middle: axe).
                        { bgcolor: `rgba(25, 118, 210, ${0.1 + share * 0.8})`, color: share > 0.5 ? '#000' : 'inherit' }
                  }
                >
                  {share === null ? 'not yet' : `${Math.round(share * 100)} %`}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        A cell stays empty until every company of the cohort is that many quarters old.
      </Typography>
    </Box>
  );
}
