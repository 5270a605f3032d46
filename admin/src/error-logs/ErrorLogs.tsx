import { useErrorAlert } from '@celebra/ui/alert';
/** /error-logs: the server's error log (GET /admin/logs/error.txt), shown and saved as a text file. */

import { toIsoDate } from '@celebra/shared/format';
import { saveFile } from '@celebra/ui/files';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';

const PREVIEW_LINES = 200;

export function ErrorLogs() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const {
    data: log,
    error,
    isPending,
  } = useQuery({
    queryKey: ['celebra', 'errorLog'],
    queryFn: () => celebra.getErrorLog(),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => showError(failure, translate('celebra.errors.openErrorLog')));

  const download = async () => {
    try {
      const text = log ?? (await celebra.getErrorLog());
      saveFile(
        new Blob([text], { type: 'text/plain;charset=utf-8' }),
        `error-log-${toIsoDate(new Date())}.txt`,
      );
    } catch (error) {
      void showError(error, translate('celebra.errors.downloadErrorLog'));
    }
  };

  const lines = (log ?? '').split('\n');
  const preview = lines.slice(-PREVIEW_LINES).join('\n');

  return (
    <>
      <PageHeader
        title="celebra.errorLogs.title"
        actions={
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={isPending}>
            {translate('celebra.errorLogs.download')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          {isPending ? (
            <CircularProgress />
          ) : log?.trim() ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('celebra.errorLogs.preview', {
                  smart_count: Math.min(lines.length, PREVIEW_LINES),
                })}
              </Typography>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                  overflow: 'auto',
                  maxHeight: 480,
                  fontSize: 12,
                }}
              >
                {preview}
              </Box>
            </>
          ) : (
            <Typography color="text.secondary">{translate('celebra.errorLogs.empty')}</Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
}
