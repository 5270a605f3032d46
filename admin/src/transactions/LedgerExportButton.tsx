/**
 * 'Exportar extrato (CSV)': the money ledger's entries of a period, downloaded as a CSV file for
 * the accountant. The file comes through the data provider (GET /admin/ledger/export with the
 * administrator's token): a plain link would not carry it. The period's days are typed dd/mm/aaaa
 * whatever the browser's language.
 */
import { type TAdminExportLedgerQuery, ZAdminExportLedgerQuerySchema } from '@celebra/shared/api';
import { toIsoDate } from '@celebra/shared/format';
import { saveFile } from '@celebra/ui/files';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormDateField } from '../common/FormDateField';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';

type Period = z.output<typeof ZAdminExportLedgerQuerySchema>;

/** This month so far: the first day of the month to today. */
function thisMonth(today = new Date()): TAdminExportLedgerQuery {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  return { from: toIsoDate(first) ?? '', to: toIsoDate(today) ?? '' };
}

function LedgerExportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TAdminExportLedgerQuery, unknown, Period>(
    {
      resolver: zodResolver(ZAdminExportLedgerQuerySchema),
      defaultValues: thisMonth(),
    },
    { warnWhenUnsavedChanges: false },
  );

  const download = handleSubmit(async (period) => {
    try {
      const csv = await celebra.exportLedger(period);
      // The byte-order mark lets spreadsheets read the accents as UTF-8 (the text as received has
      // lost the server's).
      saveFile(
        new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }),
        `extrato-${period.from}-a-${period.to}.csv`,
      );
      onClose();
    } catch (error) {
      void showError(error, translate('celebra.errors.exportLedger'));
    }
  });

  return (
    <Modal open onClose={onClose} title={translate('celebra.transactions.exportTitle')} maxWidth={440}>
      <Box component="form" noValidate onSubmit={download} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('celebra.transactions.exportHint')}
        </Typography>
        <FormDateField control={control} name="from" label={translate('celebra.transactions.exportFrom')} />
        <FormDateField control={control} name="to" label={translate('celebra.transactions.exportTo')} />
        <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={isSubmitting}>
          {translate('celebra.transactions.exportDownload')}
        </Button>
      </Box>
    </Modal>
  );
}

/** The button, and the period dialog it opens. */
export function LedgerExportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {translate('celebra.transactions.exportLedger')}
      </Button>
      {open ? <LedgerExportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
