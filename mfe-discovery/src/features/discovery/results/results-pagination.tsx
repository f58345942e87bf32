import { Pagination, PaginationItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The result pages as links (each page has its own address, so it can be shared and opened in a new tab). */
export function ResultsPagination({ page, count, hrefOfPage }: { page: number; count: number; hrefOfPage: (page: number) => string }) {
  return (
    <Pagination
      page={page}
      count={count}
      siblingCount={1}
      renderItem={(item) => <PaginationItem component={RouterLink} to={hrefOfPage(item.page ?? 1)} {...item} />}
    />
  );
}
