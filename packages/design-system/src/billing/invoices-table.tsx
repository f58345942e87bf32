import type { Invoice } from '@fundnet/api-client';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface InvoiceColumn {
  /** The column's heading; '' for a column of buttons. */
  header: string;
  align?: 'right';
  cell: (invoice: Invoice) => ReactNode;
}

export interface InvoicesTableProps {
  invoices: readonly Invoice[];
  /** Each view's columns (a profile sees its descriptions, an administrator whose invoice it is); fixed per view, so keyed by position (a heading may be empty). */
  columns: readonly InvoiceColumn[];
  /** A row's accessible name, when rows are to be found by it. */
  rowLabel?: (invoice: Invoice) => string;
}

/** The invoices table of the billing views: the profile's own (settings) and every profile's (administration). */
export function InvoicesTable({ invoices, columns, rowLabel }: InvoicesTableProps) {
  return (
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={index} align={column.align}>
              {column.header || null}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id} aria-label={rowLabel?.(invoice)}>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.cell(invoice)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
