import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  rowsPerPageOptions?: number[];
}

/** The pager under a list, translated (MUI's own labels are English only). */
export function ListPagination({
  count,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  rowsPerPageOptions = [10, 25, 50, 100],
}: PaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={onRowsPerPageChange ? rowsPerPageOptions : []}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange?.(Number(event.target.value))}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('list.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`list.page.${type}`)}
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } } }}
    />
  );
}

/** The pager under a list of cards, in its own frame; nothing when everything fits on one page. */
export function CardsPagination(props: Omit<PaginationProps, 'onRowsPerPageChange' | 'rowsPerPageOptions'>) {
  if (props.count <= props.rowsPerPage) return null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5 }}>
      <ListPagination {...props} />
    </Paper>
  );
}
