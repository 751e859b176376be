import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useRefresh } from 'react-admin';
import { useStaffCall } from '../common/useStaffCall';
import { httpClient } from '../httpClient';
import { formatMoney } from '@evisa/forms/money';
import { OUTCOME_WORDS } from './choices';
import { confirmTransfer } from './confirmTransfer';
import type { StatementLine } from './types';

const CONFIRMABLE = new Set(['paid', 'short', 'over']);

/**
 * Import a bank statement (CSV, or CAMT.053 XML): the API matches each credit line to a transfer by its payment reference, and staff
 * confirm the matches one by one, seeing before they do whether a line pays, falls short or pays too much.
 */
export const StatementImport = () => {
  const refresh = useRefresh();
  const [lines, setLines] = useState<StatementLine[]>();
  const [done, setDone] = useState<Record<number, string>>({});
  const { busy, run } = useStaffCall();

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await run(async () => {
      const { json } = await httpClient('/api/admin/bank-transfers/statement', { method: 'POST', body: JSON.stringify({ csv: await file.text() }) });
      setLines(json as StatementLine[]);
      setDone({});
    }, 'The statement could not be read');
  };

  const confirm = async (line: StatementLine) => {
    const { match } = line;
    if (!match) return;
    await run(async () => {
      const result = await confirmTransfer(match.id, line.amount, line.bank_transaction);
      setDone((before) => ({ ...before, [line.line]: result.message }));
      refresh();
    }, 'The transfer could not be confirmed');
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="h6" component="h2">
            Bank statement
          </Typography>
          <Button variant="contained" component="label" disabled={busy}>
            Import a statement (CSV or CAMT.053)
            <input type="file" accept=".csv,text/csv,.xml,application/xml,text/xml" hidden onChange={(event) => void read(event)} />
          </Button>
        </Stack>
        {lines && lines.length === 0 && <Alert severity="info">The statement has no credit lines.</Alert>}
        {lines && lines.length > 0 && (
          <Table size="small" aria-label="Statement lines" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Text</TableCell>
                <TableCell>Amount</TableCell>
                <TableCell>Transfer</TableCell>
                <TableCell>What confirming does</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.line}>
                  <TableCell>{line.line}</TableCell>
                  <TableCell>{line.date}</TableCell>
                  <TableCell>{line.text}</TableCell>
                  <TableCell>{formatMoney(line.amount, line.match?.currency ?? 'USD')}</TableCell>
                  <TableCell>
                    {line.match ? `${line.match.id} · ${line.match.sku_id}${line.match.applicant ? ` · ${line.match.applicant}` : ''}` : '—'}
                  </TableCell>
                  <TableCell>
                    {OUTCOME_WORDS[line.outcome]}
                    {line.difference > 0 && ` (${formatMoney(line.difference, line.match?.currency ?? 'USD')})`}
                  </TableCell>
                  <TableCell>
                    {done[line.line] ? (
                      <Typography variant="body2">{done[line.line]}</Typography>
                    ) : (
                      CONFIRMABLE.has(line.outcome) && (
                        <Button
                          size="small"
                          variant="contained"
                          disabled={busy}
                          onClick={() => void confirm(line)}
                          aria-label={`Confirm line ${line.line}`}
                        >
                          Confirm
                        </Button>
                      )
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
