import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { ListPagination } from './table-pagination';

export interface AdminListColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  align?: TableCellProps['align'];
  /** Styles of the column's cells (its header keeps only the alignment). */
  sx?: TableCellProps['sx'];
}

export interface AdminListPaging {
  total: number;
  /** 0-based. */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange?: (size: number) => void;
}

export interface AdminListProps<T extends { id: number }> {
  /** The list's accessible name (its table, or its list of cards on a phone). */
  label: string;
  items: readonly T[];
  /** A request is under way: a skeleton before the first answer, the rows dimmed after. */
  loading: boolean;
  /** The message of a failed load, with a way to try again. */
  error?: string | null;
  onRetry: () => void;
  /** What to show when it answered with nothing (a search without match, an empty list). */
  empty?: ReactNode;
  columns: readonly AdminListColumn<T>[];
  /** A row on a phone, as a card; the actions sit at its end. */
  card: (item: T) => ReactNode;
  /** The row's buttons (edit, delete...), in the last column or at the card's end. */
  actions?: (item: T) => ReactNode;
  paging: AdminListPaging;
  /** The skeleton rows' height on a phone and on a wider screen. */
  skeletonHeights?: [phone: number, wide: number];
}

/**
 * Every back-office list (react-admin's List/Datagrid idea): a table on a wide screen, cards on a phone,
 * a pager, and the loading, failed and empty states. The page keeps its query (in the URL) and data.
 */
export function AdminList<T extends { id: number }>({
  label,
  items,
  loading,
  error,
  onRetry,
  empty,
  columns,
  card,
  actions,
  paging,
  skeletonHeights = [88, 56],
}: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const answered = !loading && !error;
  const lastPage = Math.max(0, Math.ceil(paging.total / paging.size) - 1);

  return (
    <>
      {error && <LoadError error={error} onRetry={onRetry} />}
      {answered && items.length === 0 && empty}
      {loading && items.length === 0 && <ListSkeleton rows={6} height={skeletonHeights[phone ? 0 : 1]} />}
      {items.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', opacity: loading ? 0.6 : 1 }}>
          {phone ? (
            <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ borderBottom: 1, borderColor: 'divider', p: 2, display: 'flex', gap: 1.5 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>{card(item)}</Box>
                  {actions && <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{actions(item)}</Box>}
                </Box>
              ))}
            </Box>
          ) : (
            <TableContainer>
              <Table aria-label={label} aria-busy={loading}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align}>
                        {column.header}
                      </TableCell>
                    ))}
                    {actions && <TableCell align="right">{t('list.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item.id} hover>
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.align} sx={column.sx}>
                          {column.cell(item)}
                        </TableCell>
                      ))}
                      {actions && (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {actions(item)}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <ListPagination
            count={paging.total}
            page={Math.min(paging.page, lastPage)}
            rowsPerPage={paging.size}
            onPageChange={paging.onPageChange}
            onRowsPerPageChange={paging.onSizeChange}
          />
        </Paper>
      )}
    </>
  );
}
