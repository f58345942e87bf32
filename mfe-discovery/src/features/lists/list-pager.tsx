import { PAGE_SIZE_OPTIONS, type PageSize } from '@fundnet/validation-schema';
import { TablePagination } from '@mui/material';

export interface ListPagerProps {
  total: number;
  skip: number;
  take: PageSize;
  onChange: (paging: { skip: number; take: PageSize }) => void;
  /** What a page holds, for the page-size label ("Profiles per page"). */
  noun?: string;
}

/** Previous / next and the page size (10–50, the spec's options) under a social list; keyboard usable buttons. */
export function ListPager({ total, skip, take, onChange, noun = 'Profiles' }: ListPagerProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.floor(skip / take)}
      rowsPerPage={take}
      rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
      labelRowsPerPage={`${noun} per page`}
      onPageChange={(_event, page) => onChange({ skip: page * take, take })}
      onRowsPerPageChange={(event) => onChange({ skip: 0, take: Number(event.target.value) as PageSize })}
    />
  );
}
